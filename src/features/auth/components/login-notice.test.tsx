import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { LoginNotice } from './login-notice';

describe('LoginNotice', () => {
  it('shows nothing when nothing was passed', () => {
    const { container } = renderScreen(<LoginNotice invalidAccount={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the invalid-account message in an Important banner', async () => {
    const { container } = renderScreen(<LoginNotice invalidAccount />);
    expect(await screen.findByRole('region', { name: 'Important' })).toHaveTextContent(
      'Invalid account, please try again.',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['UNAUTHENTICATED', 'Your session has ended. Please log in again.'],
    [
      'auth.accountDetailsFailed',
      'Unable to retrieve account details at this time. You have been forced to log out',
    ],
    [
      'auth.notVerified',
      'The account associated with this email has not yet been verified. Please check your email and click on the link in the email we sent you when you set up your account.',
    ],
    ['auth.incorrectEmailOrPassword', 'Incorrect email or password.'],
    ['auth.contactSupport', 'There was an error, please try again or contact help & support.'],
    [
      'auth.attemptsExceeded',
      'You have exceeded the number of allowed login attempts, please reset your password to continue to log in',
    ],
    ['A message another page translated.', 'A message another page translated.'],
  ])('shows msg %j as %j', async (msg, text) => {
    renderScreen(<LoginNotice invalidAccount={false} msg={msg} />);
    expect(await screen.findByRole('region', { name: 'Important' })).toHaveTextContent(text);
  });

  it('says the same thing once', async () => {
    renderScreen(<LoginNotice invalidAccount msg="auth.invalidAccount" />);
    expect(await screen.findAllByText('Invalid account, please try again.')).toHaveLength(1);
  });
});
