import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertRegion } from '../../components/alerts/alert-region';
import type { GatewayCall, GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import {
  Destination,
  expectFocusAround,
  expectOneRequestWhileBusy,
  stubScrollIntoView,
} from '../../testing/screen-test-helpers';
import {
  demoCurrentEmail,
  demoEmailChangeRoute,
  demoEmailChangeToken,
  demoPassword,
  verifyNewEmailGateway,
} from './verify-new-email-screen.fixtures';
import { LOGIN_REDIRECT_MS, VerifyNewEmailScreen } from './verify-new-email-screen';

beforeAll(stubScrollIntoView);
afterEach(() => vi.useRealTimers());

function renderVerify(gateway: GatewayMocks = verifyNewEmailGateway()) {
  // With fake timers (the redirect test), user events must move them on too.
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {},
  );
  const view = renderScreen(<p>Elsewhere</p>, {
    route: demoEmailChangeRoute,
    gateway,
    routes: [
      { path: '/verify-new-email/:id', element: <VerifyNewEmailScreen /> },
      {
        path: '/login',
        element: (
          <>
            <AlertRegion />
            <Destination name="Login page" />
          </>
        ),
      },
    ],
  });
  return { user, ...view };
}

const completeButton = () =>
  screen.getByRole('button', { name: /Complete Verification|Verifying/ });
const verifications = (calls: GatewayCall[]) =>
  calls.filter((call) => call.operationName === 'VerifyEmailChange');

describe('VerifyNewEmailScreen', () => {
  it('goes to log in when email change is Disabled, and verifies nothing', async () => {
    const { gatewayCalls } = renderVerify(verifyNewEmailGateway({ featureEmailChange: false }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(verifications(gatewayCalls)).toHaveLength(0);
  });

  describe('signed in', () => {
    it("offers only 'Complete Verification', then says the email changed and sends the token alone", async () => {
      const { user, container, gatewayCalls } = renderVerify(
        verifyNewEmailGateway({ signedIn: true }),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Confirm your new email address' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(await axe(container)).toHaveNoViolations();

      await user.click(completeButton());

      const heading = await screen.findByRole('heading', {
        level: 1,
        name: 'Your email address has been changed',
      });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(verifications(gatewayCalls)).toEqual([
        {
          operationName: 'VerifyEmailChange',
          variables: { token: demoEmailChangeToken, credentials: null },
        },
      ]);
      expect(screen.getByText('We will take you to the log in page in 5 seconds.')).toBeVisible();
      expect(await axe(container)).toHaveNoViolations();
    });

    it('goes to log in 5 seconds after success, where an alert repeats the news', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { user } = renderVerify(verifyNewEmailGateway({ signedIn: true }));
      await user.click(await screen.findByRole('button', { name: 'Complete Verification' }));
      await screen.findByRole('heading', { name: 'Your email address has been changed' });

      await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS - 200));
      expect(screen.queryByText('Login page')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));

      expect(await screen.findByText('Login page')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Your email address has been changed. Log in with your new email address.',
        ),
      ).toBeInTheDocument();
    });

    it("'Log in now' goes without waiting", async () => {
      const { user } = renderVerify(verifyNewEmailGateway({ signedIn: true }));
      await user.click(await screen.findByRole('button', { name: 'Complete Verification' }));
      await user.click(await screen.findByRole('button', { name: 'Log in now' }));
      expect(await screen.findByText('Login page')).toBeInTheDocument();
    });

    it('sends once while verifying, saying so on the button', async () => {
      const { user, gatewayCalls } = renderVerify(
        verifyNewEmailGateway({ signedIn: true, verification: { pending: true } }),
      );
      await user.click(await screen.findByRole('button', { name: 'Complete Verification' }));
      await expectOneRequestWhileBusy({
        user,
        button: completeButton,
        busyText: 'Verifying',
        gatewayCalls,
        operationName: 'VerifyEmailChange',
      });
    });

    it("shows the server's message for a refused link in a focused error summary", async () => {
      const { user, container } = renderVerify(
        verifyNewEmailGateway({
          signedIn: true,
          verification: {
            errorCode: 'emailChange.failed',
            serverMessage: 'This link has been used.',
          },
        }),
      );
      await user.click(await screen.findByRole('button', { name: 'Complete Verification' }));

      const message = await screen.findByText('This link has been used.');
      await expectFocusAround(message);
      expect(document.title).toMatch(/^Error: Confirm your new email address/);
      expect(await axe(container)).toHaveNoViolations();
    });

    it("shows the catalogue's message when the server gives none", async () => {
      const { user } = renderVerify(
        verifyNewEmailGateway({
          signedIn: true,
          verification: { errorCode: 'emailChange.failed' },
        }),
      );
      await user.click(await screen.findByRole('button', { name: 'Complete Verification' }));
      expect(
        await screen.findByText('Update process could not be completed. Please try again later.'),
      ).toBeInTheDocument();
    });
  });

  describe('signed out', () => {
    const emailField = () => screen.getByRole('textbox', { name: 'Your current email address' });
    const passwordField = () => screen.getByLabelText('Password');

    it('asks for the current email and password first, and sends them with the token', async () => {
      const { user, container, gatewayCalls } = renderVerify();
      await screen.findByRole('heading', { level: 1, name: 'Confirm your new email address' });
      expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
      expect(await axe(container)).toHaveNoViolations();

      await user.type(emailField(), ` ${demoCurrentEmail} `);
      await user.type(passwordField(), demoPassword);
      await user.click(completeButton());

      await screen.findByRole('heading', { name: 'Your email address has been changed' });
      expect(verifications(gatewayCalls)[0]?.variables).toEqual({
        token: demoEmailChangeToken,
        credentials: { email: demoCurrentEmail, password: demoPassword },
      });
    });

    it('asks for both fields in a focused error summary, and sends nothing', async () => {
      const { user, container, gatewayCalls } = renderVerify();
      await user.click(await screen.findByRole('button', { name: 'Complete Verification' }));

      const link = await screen.findByRole('link', {
        name: 'Please enter your email and password.',
      });
      await expectFocusAround(link);
      expect(emailField()).toHaveAccessibleDescription(/Please enter your email and password/);
      expect(verifications(gatewayCalls)).toHaveLength(0);
      expect(await axe(container)).toHaveNoViolations();
    });

    it('says the user could not be verified when the gateway refuses the credentials', async () => {
      const { user } = renderVerify(
        verifyNewEmailGateway({ verification: { errorCode: 'emailChange.credentialsRefused' } }),
      );
      await user.type(await screen.findByRole('textbox'), demoCurrentEmail);
      await user.type(passwordField(), 'wrong');
      await user.click(completeButton());
      expect(
        await screen.findByText(
          'The user could not be verified. Please check your user credentials.',
        ),
      ).toBeInTheDocument();
      // The fields keep what was typed, for another try.
      expect(emailField()).toHaveValue(demoCurrentEmail);
    });

    it('says to wait when the sign-in has met its limit (issue 21), not that the user is unknown', async () => {
      const { user, container } = renderVerify(
        verifyNewEmailGateway({ verification: { errorCode: 'common.tooManyRequests' } }),
      );
      await user.type(await screen.findByRole('textbox'), demoCurrentEmail);
      await user.type(passwordField(), 'Password1!');
      await user.click(completeButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'You have tried this too many times. Please wait a few minutes and try again.',
      );
      expect(emailField()).toHaveValue(demoCurrentEmail);
      expect(await axe(container)).toHaveNoViolations();
    });
  });
});
