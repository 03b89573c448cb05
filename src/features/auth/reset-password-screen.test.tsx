import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import {
  demoNewPassword,
  demoResetRoute,
  demoToken,
  resetPasswordGateway,
} from './reset-password-screen.fixtures';
import { ResetPasswordScreen } from './reset-password-screen';
import {
  Destination,
  expectFocusAround,
  expectOneRequestWhileBusy,
  stubScrollIntoView,
} from '../../testing/screen-test-helpers';

beforeAll(stubScrollIntoView);

/** Where the screen may send the user. */
const destinations: RouteObject[] = [
  { path: '/', element: <Destination name="Home page" /> },
  { path: '/login', element: <Destination name="Login page" /> },
  { path: '/forgot-password', element: <Destination name="Forgot password page" /> },
  { path: '/my-details/profile', element: <Destination name="Profile page" /> },
];

function renderReset({
  route = demoResetRoute,
  gateway = resetPasswordGateway(),
}: { route?: string; gateway?: GatewayMocks } = {}) {
  const user = userEvent.setup();
  // The screen only at /reset-password, so that a redirect elsewhere shows its destination.
  const view = renderScreen(<p>Elsewhere</p>, {
    route,
    gateway,
    routes: [{ path: '/reset-password', element: <ResetPasswordScreen /> }, ...destinations],
  });
  return { user, ...view };
}

// Password fields have no role; their labels are how a user finds them.
const passwordField = () => screen.getByLabelText('New password');
const confirmField = () => screen.getByLabelText('Confirm new password');
const updateButton = () =>
  screen.getByRole('button', { name: /Update password|Updating password/ });
const completions = (calls: { operationName: string }[]) =>
  calls.filter((call) => call.operationName === 'CompletePasswordReset');

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  confirmPassword = password,
) {
  if (password) await user.type(passwordField(), password);
  if (confirmPassword) await user.type(confirmField(), confirmPassword);
}

describe('ResetPasswordScreen', () => {
  it.each(['/reset-password', '/reset-password?resetPasswordToken=', '/reset-password?x=1'])(
    'goes home from %s, which has no token',
    async (route) => {
      const { gatewayCalls } = renderReset({ route });
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(gatewayCalls).toHaveLength(0);
    },
  );

  it('asks for the new password twice, with the rule, show/hide toggles and the button', async () => {
    const { container } = renderReset();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create a new password' }),
    ).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordField()).toHaveAccessibleDescription(
      'Use at least 8 characters, with a lowercase letter, an uppercase letter, a number and a special character (such as ! or £).',
    );
    expect(confirmField()).toHaveAttribute('type', 'password');
    expect(confirmField()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Show new password' })).toHaveAttribute(
      'aria-controls',
      'password',
    );
    expect(screen.getByRole('button', { name: 'Show confirmed password' })).toHaveAttribute(
      'aria-controls',
      'confirmPassword',
    );
    expect(updateButton()).toHaveTextContent('Update password');
    expect(updateButton()).toBeEnabled();
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the strength of the new password as it is typed', async () => {
    const { user, container } = renderReset();
    await user.type(await screen.findByLabelText('New password'), 'medicines');
    expect(screen.getByText(/Password strength:/)).toHaveTextContent('Password strength: Weak 40%');
    await user.type(passwordField(), 'M2!');
    expect(screen.getByText(/Password strength:/)).toHaveTextContent(
      'Password strength: Strong 100%',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a password with its toggle, each field on its own', async () => {
    const { user } = renderReset();
    await fillIn(user, demoNewPassword);
    await user.click(screen.getByRole('button', { name: 'Show confirmed password' }));
    expect(confirmField()).toHaveAttribute('type', 'text');
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  describe('validation', () => {
    it('asks for both fields, in a focused error summary linked to each', async () => {
      const { user, container, gatewayCalls } = renderReset();
      await user.click(await screen.findByRole('button', { name: 'Update password' }));

      const passwordLink = await screen.findByRole('link', { name: 'Enter a password' });
      const confirmLink = screen.getByRole('link', {
        name: 'Enter your new password again to confirm it',
      });
      await expectFocusAround(passwordLink);
      expect(passwordField()).toHaveAccessibleDescription(/Enter a password/);
      expect(confirmField()).toHaveAccessibleDescription(
        /Enter your new password again to confirm it/,
      );
      expect(document.title).toMatch(/^Error: Create a new password/);
      expect(completions(gatewayCalls)).toHaveLength(0);
      expect(await axe(container)).toHaveNoViolations();

      await user.click(confirmLink);
      expect(confirmField()).toHaveFocus();
    });

    it('gives the password rule and says the passwords must match', async () => {
      const { user, container, gatewayCalls } = renderReset();
      await fillIn(user, 'medicines', 'medicine');
      await user.click(updateButton());

      const ruleText =
        'Your password must have at least 8 characters, with a lowercase letter, an uppercase letter, a number and a special character';
      const ruleLink = await screen.findByRole('link', { name: ruleText });
      await expectFocusAround(ruleLink);
      expect(screen.getByRole('link', { name: 'The passwords must match' })).toBeInTheDocument();
      expect(passwordField()).toHaveAccessibleDescription(new RegExp(ruleText));
      expect(confirmField()).toHaveAccessibleDescription(/The passwords must match/);
      expect(completions(gatewayCalls)).toHaveLength(0);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('updating', () => {
    it('sends the token and the password as typed, then says it is updated and links to log in', async () => {
      const { user, container, gatewayCalls } = renderReset();
      await fillIn(user, ` ${demoNewPassword}`);
      await user.click(updateButton());

      const heading = await screen.findByRole('heading', { level: 1, name: 'Password updated' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(
        screen.getByText('Your password has been updated. Click below to login.'),
      ).toBeInTheDocument();
      expect(completions(gatewayCalls)).toEqual([
        {
          operationName: 'CompletePasswordReset',
          variables: { token: demoToken, newPassword: ` ${demoNewPassword}` },
        },
      ]);
      expect(document.title).toMatch(/^Password updated/);
      expect(await axe(container)).toHaveNoViolations();

      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByText('Login page')).toBeInTheDocument();
    });

    it('continues to the redirect URL when it is a path in this app', async () => {
      const { user } = renderReset({
        route: `${demoResetRoute}&redirectURL=${encodeURIComponent('/my-details/profile?tab=1')}`,
      });
      await fillIn(user, demoNewPassword);
      await user.click(updateButton());
      const next = await screen.findByRole('button', { name: 'Continue' });
      expect(next).toHaveAttribute('href', '/my-details/profile?tab=1');
      await user.click(next);
      expect(await screen.findByText('Profile page?tab=1')).toBeInTheDocument();
    });

    it.each(['https://evil.example/login', '//evil.example', '/\\evil.example'])(
      'never follows the redirect URL %j to another site: log in instead',
      async (redirectURL) => {
        const { user } = renderReset({
          route: `${demoResetRoute}&redirectURL=${encodeURIComponent(redirectURL)}`,
        });
        await fillIn(user, demoNewPassword);
        await user.click(updateButton());
        expect(await screen.findByRole('button', { name: 'Log in' })).toHaveAttribute(
          'href',
          '/login',
        );
        expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
      },
    );

    it('says it is updating and sends one request however often the button is pressed', async () => {
      const { user, container, gatewayCalls } = renderReset({
        gateway: resetPasswordGateway({ pending: true }),
      });
      await fillIn(user, demoNewPassword);
      await user.click(updateButton());

      await expectOneRequestWhileBusy({
        user,
        button: updateButton,
        busyText: 'Updating password',
        gatewayCalls,
        operationName: 'CompletePasswordReset',
      });
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('failures', () => {
    it('shows the expired-link view for a used, unknown or expired token', async () => {
      const { user, container } = renderReset({
        gateway: resetPasswordGateway({ errorCode: 'auth.passwordResetExpired' }),
      });
      await fillIn(user, demoNewPassword);
      await user.click(updateButton());

      const heading = await screen.findByRole('heading', {
        level: 1,
        name: 'Password reset link not valid',
      });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(
        screen.getByText(
          'The password reset link has expired or is invalid. If you are trying to reset your password, click the Forgot Password button below and confirm your email address again.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back to Login' })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(await axe(container)).toHaveNoViolations();

      await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
      expect(await screen.findByText('Forgot password page')).toBeInTheDocument();
    });

    it('says at the field when the server finds the password too weak', async () => {
      const { user, container } = renderReset({
        gateway: resetPasswordGateway({ errorCode: 'auth.passwordTooWeak' }),
      });
      await fillIn(user, demoNewPassword);
      await user.click(updateButton());

      const link = await screen.findByRole('link', {
        name: /^Your password must have at least 8 characters/,
      });
      await expectFocusAround(link);
      expect(passwordField()).toHaveAccessibleDescription(
        /Your password must have at least 8 characters/,
      );
      expect(document.title).toMatch(/^Error: Create a new password/);
      expect(await axe(container)).toHaveNoViolations();
    });

    it.each(['auth.passwordResetFailed', 'common.unexpected'])(
      '%s: says it is unable to reset the password, and keeps the form',
      async (code) => {
        const { user, container } = renderReset({
          gateway: resetPasswordGateway({ errorCode: code }),
        });
        await fillIn(user, demoNewPassword);
        await user.click(updateButton());

        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('Unable to reset password at this time. Please try again.');
        await expectFocusAround(alert);
        expect(passwordField()).toHaveValue(demoNewPassword);
        expect(updateButton()).toHaveTextContent('Update password');
        expect(document.title).toMatch(/^Error: Create a new password/);
        expect(await axe(container)).toHaveNoViolations();
      },
    );

    it('keeps the failure until the next attempt, which may succeed', async () => {
      let fail = true;
      const { user } = renderReset({
        gateway: resetPasswordGateway(() =>
          fail
            ? { errorCode: 'auth.passwordResetFailed' }
            : { data: { completePasswordReset: true } },
        ),
      });
      await fillIn(user, demoNewPassword);
      await user.click(updateButton());
      await screen.findByRole('alert');

      fail = false;
      await user.click(updateButton());
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Password updated' }),
      ).toBeInTheDocument();
    });
  });
});
