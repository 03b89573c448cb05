import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useQuery } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtPublicConfig } from '../../lib/built-public-config';
import { leaveForNhsLogin } from '../../lib/nhs-login';
import { renderScreen } from '../../testing/render-screen';
import { iosAppBannerStorageKey } from './ios-app-banner-store';
import { preselectedPharmacyStorageKey } from './login-entry-parameters';
import {
  demoFindOutMoreUrl,
  demoNhsLoginReturnRoute,
  demoNhsLoginUrl,
  demoProductName,
  loginGateway,
} from './login-screen.fixtures';
import { LoginScreen } from './login-screen';
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
  { path: '/choose-pharmacy', element: <Destination name="Choose pharmacy page" /> },
  { path: '/verify-email', element: <Destination name="Verify email page" /> },
  { path: '/forgot-password', element: <Destination name="Forgot password page" /> },
  { path: '/ways-to-register', element: <Destination name="Ways to register page" /> },
];

function renderLogin(options: Parameters<typeof renderScreen>[1] = {}) {
  const user = userEvent.setup();
  const view = renderScreen(<LoginScreen />, {
    route: '/login',
    gateway: loginGateway(),
    ...options,
    routes: [...destinations, ...(options.routes ?? [])],
  });
  return { user, ...view };
}

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
/**
 * The form once the configuration has answered or failed: until then it shows the configuration the app was
 * built with, whose "Find out more" address is not the stand-in gateway's.
 */
async function formShown() {
  await waitFor(() =>
    expect(screen.queryByRole('link', { name: /Find out more/ })?.getAttribute('href')).not.toBe(
      builtPublicConfig.links.findOutMore,
    ),
  );
  return emailField();
}
// A password field has no role; its label is the way a user finds it.
const passwordField = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: /Log in with email|Logging in/ });

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(emailField(), email);
  if (password) await user.type(passwordField(), password);
}

describe('LoginScreen', () => {
  it('shows the whole page with the configuration it was built with until the configuration comes', async () => {
    const { container } = renderLogin({ gateway: { LoginScreen: { pending: true } } });
    // As the HTML rendered at build time paints it (issue #20): nothing waits for the data.
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(emailField()).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Log in with email');
    expect(
      screen.getByText(new RegExp(`^Log in to ${builtPublicConfig.productName} to`)),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Find out more about ${builtPublicConfig.productName}` }),
    ).toHaveAttribute('href', builtPublicConfig.links.findOutMore);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the form with every way to log in and to register', async () => {
    const { container } = renderLogin();
    await formShown();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(submitButton()).toHaveTextContent('Log in with email');
    expect(screen.getByRole('button', { name: 'Continue to NHS login' })).toBeEnabled();
    expect(
      screen.getByRole('heading', { level: 2, name: `New to ${demoProductName}?` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Find out more about ${demoProductName}` }),
    ).toHaveAttribute('href', demoFindOutMoreUrl);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no NHS login button when NHS login is off', async () => {
    const { container } = renderLogin({
      gateway: loginGateway(undefined, { featureNHSLogin: false }),
    });
    await formShown();
    expect(screen.queryByRole('button', { name: 'Continue to NHS login' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Log in with NHS login' }),
    ).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  describe('NHS login', () => {
    afterEach(() => vi.restoreAllMocks());

    it('asks the gateway to start sign-in and sends the browser to the URL it answers', async () => {
      const leave = vi.spyOn(leaveForNhsLogin, 'assign').mockImplementation(() => undefined);
      const { user, gatewayCalls } = renderLogin();
      await user.click(await screen.findByRole('button', { name: 'Continue to NHS login' }));

      await waitFor(() => expect(leave).toHaveBeenCalledWith(demoNhsLoginUrl));
      expect(
        gatewayCalls.find((call) => call.operationName === 'StartNhsLogin')?.variables,
      ).toEqual({
        intent: 'SIGN_IN',
        marketingOptin: null,
      });
      // Busy until the browser has gone, so a second press sends nothing.
      expect(screen.getByRole('button', { name: 'Going to NHS login' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });

    it('says NHS login cannot be used when it cannot start', async () => {
      const { user, container } = renderLogin({
        gateway: loginGateway(undefined, { startNhsLogin: { errorCode: 'nhsLogin.failed' } }),
      });
      await user.click(await screen.findByRole('button', { name: 'Continue to NHS login' }));
      const message = await screen.findByText(
        'Unable to use NHS login at this time. Please try again.',
      );
      await expectFocusAround(message);
      expect(await axe(container)).toHaveNoViolations();
    });

    it('completes sign-in on return with the code and state, once, then goes home', async () => {
      const { gatewayCalls } = renderLogin({ route: demoNhsLoginReturnRoute });
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      const completions = gatewayCalls.filter((call) => call.operationName === 'CompleteNhsLogin');
      expect(completions).toEqual([
        {
          operationName: 'CompleteNhsLogin',
          variables: { code: 'demo-code', state: 'demo-state' },
        },
      ]);
    });

    it('shows a spinner while completing, not the form', async () => {
      const { container } = renderLogin({
        route: demoNhsLoginReturnRoute,
        gateway: loginGateway(undefined, { completeNhsLogin: { pending: true } }),
      });
      expect(await screen.findByRole('status')).toHaveTextContent('Logging you in with NHS login');
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(await axe(container)).toHaveNoViolations();
    });

    it('goes to choose pharmacy when the patient has none', async () => {
      renderLogin({
        route: demoNhsLoginReturnRoute,
        gateway: loginGateway(undefined, {
          completeNhsLogin: { data: { completeNhsLogin: { destination: 'CHOOSE_PHARMACY' } } },
        }),
      });
      expect(await screen.findByText('Choose pharmacy page')).toBeInTheDocument();
    });

    it('offers registration when the NHS login has no account here', async () => {
      const { user } = renderLogin({
        route: demoNhsLoginReturnRoute,
        gateway: loginGateway(undefined, {
          completeNhsLogin: { errorCode: 'nhsLogin.unknownUser' },
        }),
      });
      const link = await screen.findByRole('link', { name: 'register using NHS login' });
      await expectFocusAround(link);
      expect(emailField()).toBeInTheDocument();
      await user.click(link);
      expect(await screen.findByText('Ways to register page')).toBeInTheDocument();
    });

    it('shows nothing when the user cancelled at NHS login, and calls nothing', async () => {
      const { gatewayCalls } = renderLogin({
        route:
          '/login?error=access_denied&error_description=User%20cancelled%20flow&state=demo-state',
      });
      await formShown();
      expect(screen.queryByText(/There is a problem/)).not.toBeInTheDocument();
      expect(gatewayCalls.filter((call) => call.operationName === 'CompleteNhsLogin')).toHaveLength(
        0,
      );
    });

    it('says NHS login failed for any other error it sends back', async () => {
      renderLogin({ route: '/login?error=server_error&state=demo-state' });
      expect(
        await screen.findByText('Unable to use NHS login at this time. Please try again.'),
      ).toBeInTheDocument();
    });
  });

  it('goes to registration from the Register button', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Ways to register page/)).toBeInTheDocument();
  });

  it('carries the typed email to Forgot your password?', async () => {
    const { user } = renderLogin();
    await formShown();
    await user.type(emailField(), 'jane@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByText('Forgot password page jane@example.com')).toBeInTheDocument();
  });

  it('shows and hides the password with a real toggle button', async () => {
    const { user, container } = renderLogin();
    await formShown();
    await user.type(passwordField(), 'secret');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', passwordField().id);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(passwordField()).toHaveValue('secret');
    expect(screen.getByText('Password', { selector: 'label' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  describe('validation', () => {
    it('asks for both fields, in a focused error summary linked to the fields', async () => {
      const { user, container, gatewayCalls } = renderLogin();
      await user.click(await screen.findByRole('button', { name: 'Log in with email' }));

      const summaryLink = await screen.findByRole('link', {
        name: 'Please enter your email and password.',
      });
      await expectFocusAround(summaryLink);
      // One rule, one summary entry; each empty field says it inline.
      expect(
        screen.getAllByRole('link', { name: 'Please enter your email and password.' }),
      ).toHaveLength(1);
      expect(emailField()).toHaveAccessibleDescription(/Please enter your email and password\./);
      expect(passwordField()).toHaveAccessibleDescription(/Please enter your email and password\./);
      expect(document.title).toMatch(/^Error: Log in/);
      expect(gatewayCalls.filter((call) => call.operationName === 'SignIn')).toHaveLength(0);
      expect(await axe(container)).toHaveNoViolations();

      await user.click(summaryLink);
      expect(emailField()).toHaveFocus();
    });

    it('links the required message to the password when only the password is missing', async () => {
      const { user } = renderLogin();
      await formShown();
      await fillIn(user, 'jane@example.com', '');
      await user.click(submitButton());

      await user.click(
        await screen.findByRole('link', { name: 'Please enter your email and password.' }),
      );
      expect(passwordField()).toHaveFocus();
      expect(emailField()).not.toHaveAccessibleDescription(/Please/);
    });

    it('asks for a valid email address', async () => {
      const { user, container, gatewayCalls } = renderLogin();
      await formShown();
      await fillIn(user, 'jane.example.com', 'secret');
      await user.click(submitButton());

      const summaryLink = await screen.findByRole('link', {
        name: 'Please enter a valid email address',
      });
      await expectFocusAround(summaryLink);
      expect(emailField()).toHaveAccessibleDescription(/Please enter a valid email address/);
      expect(gatewayCalls.filter((call) => call.operationName === 'SignIn')).toHaveLength(0);
      expect(await axe(container)).toHaveNoViolations();

      await user.click(summaryLink);
      expect(emailField()).toHaveFocus();
    });

    it('clears the errors once the form is put right and sent', async () => {
      const { user } = renderLogin();
      await user.click(await screen.findByRole('button', { name: 'Log in with email' }));
      await screen.findByRole('link', { name: 'Please enter your email and password.' });
      await fillIn(user, 'jane@example.com', 'secret');
      await user.click(submitButton());
      expect(await screen.findByText('Home page')).toBeInTheDocument();
    });
  });

  describe('signing in', () => {
    it('sends the trimmed email and the password, then goes home', async () => {
      const { user, gatewayCalls } = renderLogin();
      await formShown();
      await fillIn(user, '  jane@example.com  ', ' secret ');
      await user.click(submitButton());

      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(gatewayCalls.filter((call) => call.operationName === 'SignIn')).toEqual([
        { operationName: 'SignIn', variables: { email: 'jane@example.com', password: ' secret ' } },
      ]);
    });

    it('forgets what was cached before signing in, except the public configuration', async () => {
      // Stands for the frame's session query: cached for good unless something resets it.
      let sessionFetches = 0;
      function SessionProbe() {
        const { data } = useQuery({
          queryKey: ['frame', 'probe'],
          queryFn: () => ++sessionFetches,
          staleTime: Infinity,
        });
        return <p>Session fetches: {data}</p>;
      }
      const user = userEvent.setup();
      const { gatewayCalls } = renderScreen(
        <>
          <SessionProbe />
          <LoginScreen />
        </>,
        {
          route: '/login',
          gateway: loginGateway(),
          routes: [{ path: '/', element: <SessionProbe /> }],
        },
      );
      await screen.findByText('Session fetches: 1');
      await formShown();
      await fillIn(user, 'jane@example.com', 'secret');
      await user.click(await screen.findByRole('button', { name: 'Log in with email' }));

      expect(await screen.findByText('Session fetches: 2')).toBeInTheDocument();
      expect(gatewayCalls.filter((call) => call.operationName === 'LoginScreen')).toHaveLength(1);
    });

    it('goes to choose a pharmacy when the patient has none', async () => {
      const { user } = renderLogin({
        gateway: loginGateway({ data: { signIn: { destination: 'CHOOSE_PHARMACY' } } }),
      });
      await formShown();
      await fillIn(user, 'jane@example.com', 'secret');
      await user.click(submitButton());
      expect(await screen.findByText(/Choose pharmacy page/)).toBeInTheDocument();
    });

    it('can be done with the keyboard alone', async () => {
      const { user, gatewayCalls } = renderLogin();
      await formShown();
      await user.tab();
      expect(emailField()).toHaveFocus();
      await user.keyboard('jane@example.com');
      await user.tab();
      expect(passwordField()).toHaveFocus();
      await user.keyboard('secret{Enter}');
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(gatewayCalls.some((call) => call.operationName === 'SignIn')).toBe(true);
    });

    it('says it is logging in and sends one request however often the button is pressed', async () => {
      const { user, container, gatewayCalls } = renderLogin({
        gateway: loginGateway({ pending: true }),
      });
      await formShown();
      await fillIn(user, 'jane@example.com', 'secret');
      await user.click(submitButton());

      await expectOneRequestWhileBusy({
        user,
        button: submitButton,
        busyText: 'Logging in',
        gatewayCalls,
        operationName: 'SignIn',
      });
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('failures', () => {
    const plainFailures = [
      [
        'auth.nhsLoginHint',
        'Incorrect username or password. If you registered using NHS Login, please use the blue NHS Login button.',
      ],
      ['auth.invalidCredentials', 'Incorrect username or password, please check your credentials.'],
      ['auth.tokensMissing', 'Unable to retrieve tokens'],
      ['auth.fieldsRequired', 'Please enter your email and password.'],
      ['auth.invalidEmail', 'Please enter a valid email address'],
      ['common.unexpected', 'Unexpected error happened. Please try again later.'],
      [
        'common.tooManyRequests',
        'You have tried this too many times. Please wait a few minutes and try again.',
      ],
      ['common.busy', 'The service is busy right now. Please wait a minute and try again.'],
      ['something.unknown', 'Unexpected error happened. Please try again later.'],
    ] as const;

    it.each(plainFailures)(
      '%s shows its catalogue message, focused and announced',
      async (code, text) => {
        const { user, container } = renderLogin({ gateway: loginGateway({ errorCode: code }) });
        await formShown();
        await fillIn(user, 'jane@example.com', 'secret');
        await user.click(submitButton());

        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(text);
        await expectFocusAround(alert);
        expect(document.title).toMatch(/^Error: Log in/);
        expect(await axe(container)).toHaveNoViolations();
      },
    );

    it('registration incomplete links to finishing registration with the email', async () => {
      const { user, container } = renderLogin({
        gateway: loginGateway({ errorCode: 'auth.registrationIncomplete' }),
      });
      await formShown();
      await fillIn(user, ' jane@example.com', 'secret');
      await user.click(submitButton());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'The registration process has not yet been fully completed, please click here to finish your account registration.',
      );
      await expectFocusAround(alert);
      expect(await axe(container)).toHaveNoViolations();
      await user.click(
        within(alert).getByRole('link', { name: 'click here to finish your account registration' }),
      );
      expect(await screen.findByText('Verify email page jane@example.com')).toBeInTheDocument();
    });

    it('a locked account links to resetting the password with the email', async () => {
      const { user, container } = renderLogin({
        gateway: loginGateway({ errorCode: 'auth.accountLocked' }),
      });
      await formShown();
      await fillIn(user, 'jane@example.com', 'secret');
      await user.click(submitButton());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'You have exceeded the number of allowed login attempts, please click here to reset your password to continue to log in.',
      );
      expect(await axe(container)).toHaveNoViolations();
      await user.click(
        within(alert).getByRole('link', { name: 'click here to reset your password' }),
      );
      expect(await screen.findByText('Forgot password page jane@example.com')).toBeInTheDocument();
    });

    it('keeps the message until the next attempt', async () => {
      let answer: 'fail' | 'pending' = 'fail';
      const { user } = renderLogin({
        gateway: loginGateway(() =>
          answer === 'fail'
            ? { errorCode: 'auth.invalidCredentials' }
            : ({ pending: true } as const),
        ),
      });
      await formShown();
      await fillIn(user, 'jane@example.com', 'secret');
      await user.click(submitButton());
      await screen.findByText('Incorrect username or password, please check your credentials.');

      await user.type(passwordField(), '2');
      expect(
        screen.getByText('Incorrect username or password, please check your credentials.'),
      ).toBeInTheDocument();

      answer = 'pending';
      await user.click(submitButton());
      await waitFor(() =>
        expect(
          screen.queryByText('Incorrect username or password, please check your credentials.'),
        ).not.toBeInTheDocument(),
      );
    });
  });

  describe('what other pages pass to /login', () => {
    it('keeps the pharmacy of a registration and the iOS app flag', async () => {
      renderLogin({ route: '/login?pharmacy=FA123&iOS=true' });
      await formShown();
      expect(sessionStorage.getItem(preselectedPharmacyStorageKey)).toBe('FA123');
      expect(JSON.parse(sessionStorage.getItem(iosAppBannerStorageKey) ?? '{}')).toMatchObject({
        state: { requested: true },
      });
    });

    it('stores nothing without those parameters', async () => {
      renderLogin();
      await formShown();
      expect(sessionStorage.getItem(preselectedPharmacyStorageKey)).toBeNull();
      expect(sessionStorage.getItem(iosAppBannerStorageKey) ?? '').not.toContain(
        '"requested":true',
      );
    });

    it('shows the invalid-account message', async () => {
      const { container } = renderLogin({
        route: '/from-elsewhere',
        routes: [
          {
            path: '/from-elsewhere',
            element: <Navigate to="/login" replace state={{ invalidAccount: true }} />,
          },
        ],
      });
      const banner = await screen.findByRole('region', { name: 'Important' });
      expect(banner).toHaveTextContent('Invalid account, please try again.');
      expect(await axe(container)).toHaveNoViolations();
    });

    it("fills in the email it is given (forgot password's back link)", async () => {
      renderLogin({ route: { pathname: '/login', state: { email: ' jane@example.com ' } } });
      await formShown();
      expect(emailField()).toHaveValue('jane@example.com');
      expect(passwordField()).toHaveValue('');
    });

    it('ignores an email that is not text', async () => {
      renderLogin({ route: { pathname: '/login', state: { email: 42 } } });
      await formShown();
      expect(emailField()).toHaveValue('');
    });

    it('shows a message passed as a catalogue code', async () => {
      renderLogin({
        route: '/from-elsewhere',
        routes: [
          {
            path: '/from-elsewhere',
            element: <Navigate to="/login" replace state={{ msg: 'UNAUTHENTICATED' }} />,
          },
        ],
      });
      expect(await screen.findByRole('region', { name: 'Important' })).toHaveTextContent(
        'Your session has ended. Please log in again.',
      );
    });
  });

  it('still signs in by email when the configuration cannot be loaded (the API down on a first visit)', async () => {
    let apiDown = true;
    let configReads = 0;
    const { user, container } = renderLogin({
      gateway: {
        ...loginGateway(),
        // The first read fails; the next (as the user signs in) is still waiting when the sign-in fails.
        LoginScreen: () =>
          ++configReads === 1 ? { errorCode: 'common.unexpected' } : { pending: true },
        SignIn: () =>
          apiDown
            ? { errorCode: 'common.unexpected' }
            : { data: { signIn: { destination: 'HOME' } } },
      },
    });
    await formShown();
    // What needs the configuration is left out: NHS login, registration.
    expect(screen.queryByRole('button', { name: /NHS login/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    // Signing in fails too: its catalogue message, and the email is still there to send again.
    await fillIn(user, 'jane@example.com', 'secret');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unexpected error happened. Please try again later.',
    );
    expect(emailField()).toHaveValue('jane@example.com');
    expect(await axe(container)).toHaveNoViolations();

    // The attempt asked for the configuration again: the form stayed while it waits.
    expect(configReads).toBe(2);
    expect(emailField()).toHaveValue('jane@example.com');

    // The API is back: the same form, sent again, signs in.
    apiDown = false;
    await user.click(submitButton());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
