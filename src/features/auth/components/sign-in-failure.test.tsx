import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { SignInFailure } from './sign-in-failure';

function ShowEmail() {
  const { pathname, state } = useLocation() as { pathname: string; state: { email: string } };
  return (
    <p>
      {pathname} {state.email}
    </p>
  );
}

const messages = [
  [
    'auth.registrationIncomplete',
    'The registration process has not yet been fully completed, please click here to finish your account registration.',
  ],
  [
    'auth.accountLocked',
    'You have exceeded the number of allowed login attempts, please click here to reset your password to continue to log in.',
  ],
  [
    'auth.nhsLoginHint',
    'Incorrect username or password. If you registered using NHS Login, please use the blue NHS Login button.',
  ],
  ['auth.invalidCredentials', 'Incorrect username or password, please check your credentials.'],
  ['auth.tokensMissing', 'Unable to retrieve tokens'],
  ['auth.fieldsRequired', 'Please enter your email and password.'],
  ['auth.invalidEmail', 'Please enter a valid email address'],
  ['common.unexpected', 'Unexpected error happened. Please try again later.'],
  ['UNAUTHENTICATED', 'Unexpected error happened. Please try again later.'],
] as const;

describe('SignInFailure', () => {
  it.each(messages)('%s: "%s", announced and focused', async (code, text) => {
    const { container } = renderScreen(<SignInFailure code={code} email="jane@example.com" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    [
      'auth.registrationIncomplete',
      'click here to finish your account registration',
      '/verify-email',
    ],
    ['auth.accountLocked', 'click here to reset your password', '/forgot-password'],
  ])('%s links to %s with the email', async (code, linkName, path) => {
    const user = userEvent.setup();
    renderScreen(<SignInFailure code={code} email="jane@example.com" />, {
      route: '/login',
      routes: [{ path, element: <ShowEmail /> }],
    });
    await user.click(await screen.findByRole('link', { name: linkName }));
    expect(await screen.findByText(`${path} jane@example.com`)).toBeInTheDocument();
  });
});
