import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { InitialEntry, RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import { demoEmail, forgotPasswordGateway } from './forgot-password-screen.fixtures';
import { ForgotPasswordScreen } from './forgot-password-screen';
import {
  Destination,
  expectFocusAround,
  expectOneRequestWhileBusy,
  stubScrollIntoView,
} from '../../testing/screen-test-helpers';

beforeAll(stubScrollIntoView);

/** Where the back link may lead. */
const destinations: RouteObject[] = [
  { path: '/login', element: <Destination name="Login page" /> },
  { path: '/my-details/profile', element: <Destination name="Profile page" /> },
];

function renderForgotPassword({
  route = '/forgot-password',
  gateway = forgotPasswordGateway(),
}: { route?: InitialEntry; gateway?: GatewayMocks } = {}) {
  const user = userEvent.setup();
  const view = renderScreen(<ForgotPasswordScreen />, { route, gateway, routes: destinations });
  return { user, ...view };
}

const fromLogin = { pathname: '/forgot-password', state: { email: demoEmail } };
const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const confirmButton = () => screen.getByRole('button', { name: /Confirm Email|Sending/ });
const requests = (calls: { operationName: string }[]) =>
  calls.filter((call) => call.operationName === 'RequestPasswordReset');

describe('ForgotPasswordScreen', () => {
  it('asks for the email, with a button that says what it does and a back link to log in', async () => {
    const { container } = renderForgotPassword();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(confirmButton()).toHaveTextContent('Confirm Email');
    expect(confirmButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
    expect(document.title).toMatch(/^Reset your password/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('prefills the email carried from the login page', async () => {
    const { container } = renderForgotPassword({ route: fromLogin });
    expect(emailField()).toHaveValue(demoEmail);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('goes back to log in with the email as it now stands', async () => {
    const { user } = renderForgotPassword({ route: fromLogin });
    await user.clear(emailField());
    await user.type(emailField(), ' sam@example.com ');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('Login page sam@example.com')).toBeInTheDocument();
  });

  it('goes back to My profile for a user who came from it', async () => {
    const { user } = renderForgotPassword({
      route: { pathname: '/forgot-password', state: { email: demoEmail, from: 'profile' } },
    });
    expect(emailField()).toHaveValue(demoEmail);
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/my-details/profile');
    await user.click(back);
    expect(await screen.findByText(/Profile page/)).toBeInTheDocument();
  });

  describe('validation', () => {
    it('asks for an email, in a focused error summary linked to the field', async () => {
      const { user, container, gatewayCalls } = renderForgotPassword();
      await user.click(confirmButton());

      const summaryLink = await screen.findByRole('link', { name: 'Enter your email address' });
      await expectFocusAround(summaryLink);
      expect(emailField()).toHaveAccessibleDescription(/Enter your email address/);
      expect(document.title).toMatch(/^Error: Reset your password/);
      expect(requests(gatewayCalls)).toHaveLength(0);
      expect(await axe(container)).toHaveNoViolations();

      await user.click(summaryLink);
      expect(emailField()).toHaveFocus();
    });

    it('asks for a valid email address', async () => {
      const { user, container, gatewayCalls } = renderForgotPassword();
      await user.type(emailField(), 'jane.example.com');
      await user.click(confirmButton());

      const summaryLink = await screen.findByRole('link', {
        name: 'Please enter a valid email address',
      });
      await expectFocusAround(summaryLink);
      expect(emailField()).toHaveAccessibleDescription(/Please enter a valid email address/);
      expect(requests(gatewayCalls)).toHaveLength(0);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('sending', () => {
    it('sends the trimmed email, then shows the check-email message in place of the form', async () => {
      const { user, container, gatewayCalls } = renderForgotPassword();
      await user.type(emailField(), `  ${demoEmail} `);
      await user.click(confirmButton());

      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent(
        'Please check your email and follow the instructions to reset your password.',
      );
      await waitFor(() => expect(banner).toHaveFocus());
      // No form is left behind without its button (HTML_CodeSniffer H32.2): neither field nor button remain.
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(requests(gatewayCalls)).toEqual([
        { operationName: 'RequestPasswordReset', variables: { email: demoEmail } },
      ]);
      expect(document.title).toMatch(/^Reset your password/);
      expect(await axe(container)).toHaveNoViolations();

      // The back link still carries the email to log in.
      await user.click(screen.getByRole('link', { name: 'Back' }));
      expect(await screen.findByText(`Login page ${demoEmail}`)).toBeInTheDocument();
    });

    it('can be done with the keyboard alone', async () => {
      const { user, gatewayCalls } = renderForgotPassword({ route: fromLogin });
      await user.tab();
      expect(screen.getByRole('link', { name: 'Back' })).toHaveFocus();
      await user.tab();
      expect(emailField()).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(/Please check your email/);
      expect(requests(gatewayCalls)).toHaveLength(1);
    });

    it('says it is sending and sends one request however often the button is pressed', async () => {
      const { user, container, gatewayCalls } = renderForgotPassword({
        route: fromLogin,
        gateway: forgotPasswordGateway({ pending: true }),
      });
      await user.click(confirmButton());

      await expectOneRequestWhileBusy({
        user,
        button: confirmButton,
        busyText: 'Sending',
        gatewayCalls,
        operationName: 'RequestPasswordReset',
      });
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('failures', () => {
    it.each([
      ['auth.passwordResetFailed', 'Unable to reset password at this time. Please try again.'],
      ['common.unexpected', 'Unable to reset password at this time. Please try again.'],
      ['auth.invalidEmail', 'Please enter a valid email address'],
      [
        'common.tooManyRequests',
        'You have tried this too many times. Please wait a few minutes and try again.',
      ],
    ])('%s shows its catalogue message, focused, and keeps the form', async (code, text) => {
      const { user, container } = renderForgotPassword({
        route: fromLogin,
        gateway: forgotPasswordGateway({ errorCode: code }),
      });
      await user.click(confirmButton());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      await expectFocusAround(alert);
      expect(document.title).toMatch(/^Error: Reset your password/);
      expect(emailField()).not.toHaveAttribute('readonly');
      expect(confirmButton()).toHaveTextContent('Confirm Email');
      expect(await axe(container)).toHaveNoViolations();
    });

    it('keeps the message until the next attempt, which may succeed', async () => {
      let fail = true;
      const { user } = renderForgotPassword({
        route: fromLogin,
        gateway: forgotPasswordGateway(() =>
          fail
            ? { errorCode: 'auth.passwordResetFailed' }
            : { data: { requestPasswordReset: true } },
        ),
      });
      await user.click(confirmButton());
      await screen.findByText('Unable to reset password at this time. Please try again.');

      fail = false;
      await user.click(confirmButton());
      expect(await screen.findByText(/Please check your email/)).toBeInTheDocument();
      expect(
        screen.queryByText('Unable to reset password at this time. Please try again.'),
      ).not.toBeInTheDocument();
    });
  });
});
