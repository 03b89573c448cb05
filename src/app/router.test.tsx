import { act, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import {
  frameData,
  noPharmacyGateway,
  signedInGateway,
  signedOutGateway,
  withPharmacyGateway,
} from './frame/frame.fixtures';
import { expectsSession } from './frame/frame-data';
import { appointmentsPaths, messagesPaths } from '../lib/route-paths';
import { appRoutes, type AppRoute } from './router';
import { renderApp, stubScreen, testRoutes } from '../testing/render-app';

function navigationLinks() {
  const navigation = screen.getByRole('navigation', { name: 'Menu' });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('route table', () => {
  it('has each screen behind the guard spec part 1 §2 gives it', () => {
    expect(appRoutes.map(({ path, guard }) => [path, guard])).toEqual([
      ['/login', 'public'],
      ['/forgot-password', 'public'],
      ['/reset-password', 'public'],
      ['/verify-new-email/:id', 'public'],
      ['/accessibility-statement', 'public'],
      // spec part 2 'Help': the help page and the cookie policy are for signed-out visitors too.
      ['/help', 'public'],
      ['/help/cookies', 'public'],
      ['/ways-to-register', 'public'],
      ['/method-selection', 'public'],
      ['/benefits', 'public'],
      ['/age-check-and-email', 'public'],
      ['/verify-email', 'public'],
      ['/register', 'public'],
      ['/register-details', 'public'],
      ['/linkage-details', 'public'],
      ['/choose-pharmacy', 'signedIn'],
      ['/', 'needsPharmacy'],
      ['/my-meds', 'needsPharmacy'],
      ['/my-meds/orders', 'needsPharmacy'],
      ['/my-meds/orders/previous', 'needsPharmacy'],
      ['/my-meds/reminders', 'needsPharmacy'],
      ['/my-meds/reminders/reorder/new', 'needsPharmacy'],
      ['/my-meds/reminders/reorder/edit/:id', 'needsPharmacy'],
      ['/my-meds/reminders/daily/new', 'needsPharmacy'],
      ['/my-meds/reminders/daily/edit/:id', 'needsPharmacy'],
      ['/my-details/my-pharmacy', 'needsPharmacy'],
      ['/my-details/my-pharmacy/change', 'needsPharmacy'],
      ['/my-services', 'needsPharmacy'],
      ['/my-details', 'needsPharmacy'],
      ['/my-details/my-linked-patients', 'needsPharmacy'],
      ['/my-details/my-profile', 'needsPharmacy'],
      ['/my-details/my-gp', 'myGp'],
      ['/my-details/notifications', 'needsPharmacy'],
      ['/my-details/deregister', 'im1Check'],
      // spec part 2 §6: booking a pharmacy service needs featurePharmacyServiceBooking and the pharmacy's
      // isServiceBookingEnabled.
      ['/my-services/pharmacy-services/book', 'pharmacyServiceBooking'],
      ['/my-services/pharmacy-services/book/date', 'pharmacyServiceBooking'],
      ['/my-services/pharmacy-services/book/confirmed', 'pharmacyServiceBooking'],
      // spec part 2 §6: appointments need appointmentsEnabled.
      ['/my-services/appointments', 'appointments'],
      ['/my-services/appointments/cancel/:slotId', 'appointments'],
      ['/my-services/appointments/book', 'appointments'],
      ['/my-services/appointments/book/practitioner', 'appointments'],
      ['/my-services/appointments/book/clinician', 'appointments'],
      ['/my-services/appointments/book/date', 'appointments'],
      ['/my-services/appointments/book/time', 'appointments'],
      ['/my-services/appointments/book/check', 'appointments'],
      // spec part 2 §6: pharmacy services need featurePharmacyServiceBooking.
      ['/my-services/pharmacy-services', 'pharmacyServices'],
      // spec part 2 §6: messages need practicePatientCommunicationEnabled.
      ['/my-services/messages', 'messages'],
      ['/my-services/messages/new', 'messages'],
      ['/my-services/messages/new/:id', 'messages'],
      ['/my-services/messages/:id', 'messages'],
      // spec part 2 §6: the medical record needs medicalRecordEnabled.
      ['/my-services/my-medical-record', 'medicalRecord'],
      // spec part 1 §2: GP linkage needs IM1 enabled in configuration.
      ['/connect-im1-information', 'needsIm1'],
      ['/connect-im1-form', 'needsIm1'],
      ['/my-services/register-for-online-services', 'needsIm1'],
      ['/my-services/multi-patient-info', 'needsIm1'],
      ['/my-details/my-gp/change', 'needsIm1'],
      ['/my-meds/orders/new', 'canOrder'],
      ['/my-meds/orders/new/summary', 'canOrder'],
      ['/my-meds/orders/new/confirmation', 'canOrder'],
      ['/my-meds/orders/new/sent', 'canOrder'],
    ]);
  });

  // Imports every screen's module for the first time: over 40 of them, more than 5 s on a busy 2-core machine.
  it('loads the real screens by their export names', { timeout: 60_000 }, async () => {
    const screens = await Promise.all(appRoutes.map((route) => route.screen()));
    expect(screens.map((component) => component.name)).toEqual([
      'LoginScreen',
      'ForgotPasswordScreen',
      'ResetPasswordScreen',
      'VerifyNewEmailScreen',
      'AccessibilityStatementScreen',
      'HelpScreen',
      'CookiePolicyScreen',
      'WaysToRegisterScreen',
      'WaysToRegisterScreen',
      'BenefitsScreen',
      'AgeCheckScreen',
      'VerifyEmailScreen',
      'RegisterScreen',
      'RegisterDetailsScreen',
      'LinkageDetailsScreen',
      'ChoosePharmacyScreen',
      'HomeScreen',
      'MyMedsScreen',
      'CurrentOrdersScreen',
      'PreviousOrdersScreen',
      'RemindersScreen',
      'NewReorderReminderScreen',
      'EditReorderReminderScreen',
      'NewDailyReminderScreen',
      'EditDailyReminderScreen',
      'MyPharmacyScreen',
      'ChangePharmacyScreen',
      'MyServicesScreen',
      'MyDetailsScreen',
      'MyLinkedPatientsScreen',
      'MyProfileScreen',
      'MyGpScreen',
      'NotificationsScreen',
      'DeregisterScreen',
      'BookPharmacyServiceScreen',
      'BookPharmacyServiceDateScreen',
      'BookPharmacyServiceConfirmedScreen',
      'AppointmentsScreen',
      'CancelAppointmentScreen',
      'BookServiceScreen',
      'BookPractitionerScreen',
      'BookClinicianScreen',
      'BookDateScreen',
      'BookTimeScreen',
      'BookCheckScreen',
      'PharmacyServicesScreen',
      'MessagesScreen',
      'NewMessageScreen',
      'ReplyMessageScreen',
      'MessageThreadScreen',
      'MedicalRecordScreen',
      'ConnectIm1InformationScreen',
      'ConnectIm1FormScreen',
      'RegisterForOnlineServicesScreen',
      'MultiPatientInfoScreen',
      'ChangeGpScreen',
      'AddItemScreen',
      'OrderSummaryScreen',
      'OrderConfirmationScreen',
      'OrderSentScreen',
    ]);
  });
});

describe('expectsSession (where the page does not say, the frame shows the signed-in menu from the start)', () => {
  it.each(['/', '/my-meds', '/my-services/messages/thread-1', '/choose-pharmacy'])(
    'is true on %s, a route for signed-in users',
    (path) => expect(expectsSession(path)).toBe(true),
  );
  it.each(['/login', '/help', '/reset-password', '/no-such-page'])(
    'is false on %s, public or unknown',
    (path) => expect(expectsSession(path)).toBe(false),
  );
});

describe('guards', () => {
  it('send a visitor without a session from a protected route to /login', async () => {
    const { router, container } = renderApp({ route: '/', gateway: signedOutGateway });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Screen at /login' }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('show a full-screen spinner while the session is checked', async () => {
    const { container } = renderApp({ route: '/', gateway: { Frame: { pending: true } } });
    expect(await screen.findByText('Loading your account details')).toBeVisible();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Loading your account details',
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('show a full-screen spinner while account details load', async () => {
    const { container } = renderApp({
      route: '/',
      gateway: { ...withPharmacyGateway, FrameAccount: { pending: true } },
    });
    expect(await screen.findByText('Loading your account details')).toBeVisible();
    // Until the account is known, the menu offers only Log out.
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByText('Loading your account details')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('let a patient with a pharmacy see home, with the full navigation', async () => {
    const { container } = renderApp({ route: '/', gateway: withPharmacyGateway });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Screen at /' }),
    ).toBeInTheDocument();
    expect(navigationLinks()).toEqual([
      ['Home', '/'],
      ['My meds', '/my-meds'],
      ['My services', '/my-services'],
      ['My details', '/my-details'],
      ['Help', '/help'],
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('send a patient without a pharmacy to /choose-pharmacy, in the restricted frame', async () => {
    const { router, container } = renderApp({ route: '/', gateway: noPharmacyGateway });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Screen at /choose-pharmacy' }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/choose-pharmacy');
    expect(navigationLinks()).toEqual([['My details', '/choose-pharmacy']]);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('let a signed-in patient without a pharmacy see a signedIn route', async () => {
    renderApp({ route: '/test-signedIn', gateway: noPharmacyGateway });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Screen at /test-signedIn' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['needsIm1', { im1Enabled: false }],
    ['im1Check', { im1Linked: false }],
    ['needsIntegration', { patientIntegration: false }],
    ['canOrder', { canOrder: false }],
  ] as const)(
    'send a patient home from a %s route without the feature',
    async (guard, features) => {
      const { router } = renderApp({ route: `/test-${guard}`, gateway: signedInGateway(features) });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Screen at /' }),
      ).toBeInTheDocument();
      expect(router.location.pathname).toBe('/');
    },
  );

  it.each([
    ['needsIm1', { im1Enabled: true }],
    ['im1Check', { im1Linked: true }],
    ['needsIntegration', { patientIntegration: true }],
    ['canOrder', { canOrder: true }],
  ] as const)('let a patient with the feature see a %s route', async (guard, features) => {
    renderApp({ route: `/test-${guard}`, gateway: signedInGateway(features) });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Screen at /test-${guard}` }),
    ).toBeInTheDocument();
  });

  it('send a patient without a pharmacy to /choose-pharmacy before any IM1 rule', async () => {
    const { router } = renderApp({
      route: '/test-im1Check',
      gateway: signedInGateway({ hasPharmacy: false, im1Linked: false }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /choose-pharmacy' });
    expect(router.location.pathname).toBe('/choose-pharmacy');
  });

  it('show the service problem page when the session cannot be checked', async () => {
    const { container } = renderApp({
      route: '/',
      gateway: { Frame: { errorCode: 'common.unexpected' } },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sorry, there is a problem with the service',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('let anyone see a public route', async () => {
    renderApp({ route: '/login', gateway: withPharmacyGateway });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Screen at /login' }),
    ).toBeInTheDocument();
  });
});

describe('errors in a screen', () => {
  it('show the service problem page inside the frame', async () => {
    const failing = {
      path: '/broken',
      guard: 'public' as const,
      screen: () => Promise.reject(new Error('chunk failed to load')),
    };
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      renderApp({
        route: '/broken',
        gateway: signedOutGateway,
        routes: [
          failing,
          { path: '/login', guard: 'public', screen: () => Promise.resolve(stubScreen('/login')) },
        ],
      });
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Sorry, there is a problem with the service',
        }),
      ).toBeInTheDocument();
      // The frame stays: the header and skip link are still there.
      expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    } finally {
      console.error = consoleError;
    }
  });

  it('clear the service problem page when the user moves to another page', async () => {
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      const { router } = renderApp({
        route: '/broken',
        gateway: signedOutGateway,
        routes: [
          {
            path: '/broken',
            guard: 'public',
            screen: () => Promise.reject(new Error('chunk failed to load')),
          },
          { path: '/login', guard: 'public', screen: () => Promise.resolve(stubScreen('/login')) },
        ],
      });
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sorry, there is a problem with the service',
      });
      act(() => router.navigate('/login'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Screen at /login' }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'Sorry, there is a problem with the service' }),
      ).not.toBeInTheDocument();
    } finally {
      console.error = consoleError;
    }
  });
});

describe("a route's query (issue #20: with the screen's code, not after it)", () => {
  /** A signed-in route whose code never arrives, so that only the prefetch can have asked. */
  const routeWithQuery = (prefetch: AppRoute['prefetch']): AppRoute => ({
    path: '/with-query',
    guard: 'needsPharmacy',
    screen: () => new Promise(() => undefined),
    prefetch,
  });

  it('starts once the session is live, while the code and the account details still load', async () => {
    const prefetch = vi.fn(() => Promise.resolve());
    renderApp({
      route: '/with-query',
      gateway: { Frame: frameData({ signedIn: true }), FrameAccount: { pending: true } },
      routes: [routeWithQuery(prefetch)],
    });
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Loading your account details')).toBeInTheDocument();
  });

  /** The app's own route at `path`, with a screen whose code never arrives: only the prefetch can ask. */
  const withCodeNeverArriving = (path: string): AppRoute[] =>
    appRoutes
      .filter((route) => route.path === path)
      .map((route) => ({ ...route, screen: () => new Promise(() => undefined) }));

  it("starts a thread's query with the id in its path before the screen's code arrives", async () => {
    const { gatewayCalls } = renderApp({
      route: '/my-services/messages/thread%201',
      gateway: {
        ...withPharmacyGateway,
        FrameAccount: { pending: true },
        MessageThreadScreen: { pending: true },
      },
      routes: withCodeNeverArriving(messagesPaths.thread),
    });
    // The id decoded, as the screen's useParams() gives it: the screen then finds the answer under its key.
    await waitFor(() =>
      expect(gatewayCalls.filter((call) => call.operationName === 'MessageThreadScreen')).toEqual([
        { operationName: 'MessageThreadScreen', variables: { id: 'thread 1' } },
      ]),
    );
  });

  it("starts a booking step's query only once its address holds the choices before it", async () => {
    const { gatewayCalls, router } = renderApp({
      route: appointmentsPaths.bookDate,
      gateway: { ...withPharmacyGateway, BookDateScreen: { pending: true } },
      routes: withCodeNeverArriving(appointmentsPaths.bookDate),
    });
    const dateQueries = () =>
      gatewayCalls.filter((call) => call.operationName === 'BookDateScreen');
    // Let in (the account has answered): only the screen's code is still to come. Without a slot type the
    // screen would start the booking again, so nothing was asked.
    await screen.findByText('Loading');
    act(() => router.navigate(`${appointmentsPaths.bookDate}?type=Telephone`));
    await waitFor(() => expect(dateQueries()).toHaveLength(1));
    expect(dateQueries()[0]?.variables).toEqual({
      filter: {
        slotType: 'Telephone',
        practitionerType: null,
        clinicianSex: null,
        clinicianId: null,
        date: null,
      },
    });
  });

  it("loads the screen's words with its code, before the screen asks for them", async () => {
    const loadNamespaces = vi.spyOn(Object.getPrototypeOf(i18next) as I18n, 'loadNamespaces');
    renderApp({
      route: '/with-words',
      gateway: signedOutGateway,
      routes: [
        {
          path: '/with-words',
          guard: 'public',
          // The code never arrives, so only the route can have asked for the words.
          screen: () => new Promise(() => undefined),
          namespaces: ['help'],
        },
      ],
    });
    await waitFor(() => expect(loadNamespaces).toHaveBeenCalledWith(['help']));
    loadNamespaces.mockRestore();
  });

  it('does not start without a session (it would end one that never was)', async () => {
    const prefetch = vi.fn(() => Promise.resolve());
    renderApp({
      route: '/with-query',
      gateway: signedOutGateway,
      routes: [routeWithQuery(prefetch), ...testRoutes],
    });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /login' });
    expect(prefetch).not.toHaveBeenCalled();
  });
});
