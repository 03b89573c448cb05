import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { InitialEntry, RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import {
  Destination,
  expectFocusAround,
  expectOneRequestWhileBusy,
  stubScrollIntoView,
} from '../../testing/screen-test-helpers';
import { demoEmail, verifyEmailGateway } from './registration.fixtures';
import {
  clearRegistrationProgress,
  updateRegistrationProgress,
  useRegistrationProgress,
} from './registration-progress-store';
import { VerifyEmailScreen } from './verify-email-screen';

beforeAll(stubScrollIntoView);
afterEach(clearRegistrationProgress);

const destinations: RouteObject[] = [
  { path: '/login', element: <Destination name="Login page" /> },
];

function renderVerifyEmail({
  route = '/verify-email',
  gateway = verifyEmailGateway(),
}: { route?: InitialEntry; gateway?: GatewayMocks } = {}) {
  const user = userEvent.setup();
  return { user, ...renderScreen(<VerifyEmailScreen />, { route, gateway, routes: destinations }) };
}

const fromLogin = { pathname: '/verify-email', state: { email: demoEmail } };
const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const continueButton = () => screen.getByRole('button', { name: /Continue|Checking|Sending/ });
const starts = (calls: { operationName: string }[]) =>
  calls.filter((call) => call.operationName === 'StartRegistration');
const sentMessage =
  'A verification email has been sent to your email inbox with a link to verify your account. Please open it to continue with registration.';

describe('VerifyEmailScreen', () => {
  it('asks for the email with a Continue button', async () => {
    const { container } = renderVerifyEmail();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Details' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(continueButton()).toHaveTextContent('Continue');
    expect(screen.queryByText(/could not be verified/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('prefills the email carried from the login page', async () => {
    const { container } = renderVerifyEmail({ route: fromLogin });
    expect(emailField()).toHaveValue(demoEmail);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says why when the verification link did not work', async () => {
    const { container } = renderVerifyEmail({
      route: { pathname: '/verify-email', state: { invalidToken: true } },
    });
    const banner = screen.getByRole('region', { name: 'Important' });
    expect(banner).toHaveTextContent(
      'Your email address could not be verified. Please try again later. If it continues, please contact us.',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  describe('validation', () => {
    it('asks for an email, in a focused error summary linked to the field', async () => {
      const { user, container, gatewayCalls } = renderVerifyEmail();
      await user.click(continueButton());
      const link = await screen.findByRole('link', { name: 'Enter your email address' });
      await expectFocusAround(link);
      expect(emailField()).toHaveAccessibleDescription(/Enter your email address/);
      expect(document.title).toMatch(/^Error: Your Details/);
      expect(starts(gatewayCalls)).toHaveLength(0);
      expect(await axe(container)).toHaveNoViolations();
      await user.click(link);
      expect(emailField()).toHaveFocus();
    });

    it('asks for a valid email address', async () => {
      const { user, gatewayCalls } = renderVerifyEmail();
      await user.type(emailField(), 'jane.example.com');
      await user.click(continueButton());
      expect(
        await screen.findByRole('link', { name: 'Please enter a valid email address' }),
      ).toBeInTheDocument();
      expect(starts(gatewayCalls)).toHaveLength(0);
    });
  });

  describe('outcomes', () => {
    it.each(['VERIFICATION_SENT', 'VERIFICATION_RESENT'] as const)(
      '%s: says the email was sent, focused and announced, and remembers the progress',
      async (outcome) => {
        updateRegistrationProgress({ marketingOptin: true });
        const { user, container, gatewayCalls } = renderVerifyEmail({
          gateway: verifyEmailGateway(outcome),
        });
        await user.type(emailField(), ` ${demoEmail} `);
        await user.click(continueButton());

        const banner = await screen.findByRole('alert');
        expect(banner).toHaveTextContent(sentMessage);
        await waitFor(() => expect(banner).toHaveFocus());
        expect(starts(gatewayCalls)).toEqual([
          {
            operationName: 'StartRegistration',
            variables: { email: demoEmail, marketingOptin: true },
          },
        ]);
        expect(useRegistrationProgress.getState()).toMatchObject({
          regRoute: 'Manual',
          email: demoEmail,
        });
        expect(await axe(container)).toHaveNoViolations();
      },
    );

    it('ACCOUNT_EXISTS: says so, with a Log in link carrying the email', async () => {
      const { user, container } = renderVerifyEmail({
        route: fromLogin,
        gateway: verifyEmailGateway('ACCOUNT_EXISTS'),
      });
      await user.click(continueButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'An account already exists with this email address. If this is your account then please click Login below.',
      );
      await waitFor(() => expect(alert).toHaveFocus());
      expect(await axe(container)).toHaveNoViolations();
      await user.click(within(alert).getByRole('link', { name: 'Log in' }));
      expect(await screen.findByText(`Login page ${demoEmail}`)).toBeInTheDocument();
    });

    it.each([
      [
        'registration.sendFailed',
        'There was an error, please try again or contact help & support.',
      ],
      ['common.unexpected', 'There was an error, please try again or contact help & support.'],
      ['auth.invalidEmail', 'Please enter a valid email address'],
      // The API's limit on registration and resend requests (issue 21): wait, rather than try again now.
      [
        'common.tooManyRequests',
        'You have tried this too many times. Please wait a few minutes and try again.',
      ],
    ])('%s shows its catalogue message, focused', async (code, text) => {
      const { user, container } = renderVerifyEmail({
        route: fromLogin,
        gateway: verifyEmailGateway({ errorCode: code }),
      });
      await user.click(continueButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      await expectFocusAround(alert);
      expect(document.title).toMatch(/^Error: Your Details/);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('while the request runs', () => {
    it('says Checking, announces it, and sends one request however often pressed', async () => {
      const { user, container, gatewayCalls } = renderVerifyEmail({
        route: fromLogin,
        gateway: verifyEmailGateway({ pending: true }),
      });
      await user.click(continueButton());
      await expectOneRequestWhileBusy({
        user,
        button: continueButton,
        busyText: 'Checking',
        gatewayCalls,
        operationName: 'StartRegistration',
      });
      expect(screen.getByText('Checking your email address')).toBeInTheDocument();
      expect(await axe(container)).toHaveNoViolations();
    });

    it('says Sending when asking for the email again after it was sent', async () => {
      let pending = false;
      const { user } = renderVerifyEmail({
        route: fromLogin,
        gateway: {
          StartRegistration: () =>
            pending ? { pending: true } : { data: { startRegistration: 'VERIFICATION_SENT' } },
        },
      });
      await user.click(continueButton());
      await screen.findByRole('alert');
      pending = true;
      await user.click(continueButton());
      await waitFor(() => expect(continueButton()).toHaveTextContent('Sending'));
      expect(screen.getByText('Sending the verification email again')).toBeInTheDocument();
    });
  });
});
