import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '../../components/alerts/alert-store';
import { addToBasket } from '../../features/orders/new-order/add-to-basket';
import { useBasketHasItems } from '../../features/orders/new-order/basket-store';
import { GatewayError } from '../../lib/gateway-client';
import type { GatewayMockAnswer, GatewayMocks } from '../../testing/gateway-mock';
import { findTextOutsideCatalogue } from '../../testing/pseudo-text';
import { renderApp } from '../../testing/render-app';
import {
  demoLinks,
  frameAccountData,
  frameBadgesData,
  frameData,
  noPharmacyGateway,
  signedOutGateway,
  withPharmacyGateway,
} from './frame.fixtures';
import { forcedLogoutDelayMs } from './frame-session';
import { BADGES_REFRESH_INTERVAL_MS, frameAccountQueryOptions } from './frame-queries';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AppFrame', () => {
  it('makes the skip link the first focusable element, pointing at the main content', async () => {
    const user = userEvent.setup();
    const { container } = renderApp({ route: '/', gateway: withPharmacyGateway });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /' });
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#maincontent');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'maincontent');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps focus at the top through a redirect on the first load, so the skip link comes first', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/', gateway: signedOutGateway });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Screen at /login' });
    expect(heading).not.toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });

  it('titles the page after its heading and the service, and leaves focus alone on the first page', async () => {
    renderApp({ route: '/', gateway: withPharmacyGateway });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Screen at /' });
    await waitFor(() => expect(document.title).toBe('Screen at / - Medicines Online - NHS'));
    expect(heading).not.toHaveFocus();
  });

  it('on a route change scrolls to the top, focuses the new h1 and retitles the page', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp({ route: '/', gateway: withPharmacyGateway });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /' });
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'My meds' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Screen at /my-meds' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Screen at /my-meds - Medicines Online - NHS');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('link', { name: 'My meds' })).toHaveAttribute('aria-current', 'page');
  });

  it('focuses the h1 of a page that appears only after loading', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/my-meds', gateway: withPharmacyGateway });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /my-meds' });
    await user.click(await screen.findByRole('link', { name: 'Home' }));
    // Home is lazily loaded behind its guard: the heading comes a moment after the route change.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Screen at /' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.location.pathname).toBe('/');
  });

  it('logs out: signOut, then /login with the signed-out header', async () => {
    const user = userEvent.setup();
    const { router, gatewayCalls } = renderApp({ route: '/', gateway: withPharmacyGateway });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /' });

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await screen.findByRole('heading', { level: 1, name: 'Screen at /login' });
    expect(router.location.pathname).toBe('/login');
    expect(gatewayCalls.map((call) => call.operationName)).toContain('FrameSignOut');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    // The service name stays in the header (configuration is public).
    expect(screen.getByRole('link', { name: 'NHS Medicines Online homepage' })).toBeInTheDocument();
  });

  it('empties the basket on log out: its medicine names belong to the user who has gone', async () => {
    // The log out of the test before empties the stores once their modules have loaded (src/app/session.ts);
    // loading them here too queues this test behind that emptying, so it cannot empty this test's basket.
    await Promise.all([
      import('../../features/orders/new-order/basket-store'),
      import('../../features/registration/registration-progress-store'),
    ]);
    addToBasket('p-jane', [{ description: 'Amlodipine 5mg tablets', itemOrderType: 'IM1' }]);
    const user = userEvent.setup();
    renderApp({ route: '/', gateway: withPharmacyGateway });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /' });
    const { result } = renderHook(() => useBasketHasItems());
    expect(result.current).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await screen.findByRole('heading', { level: 1, name: 'Screen at /login' });
    // The basket's store loads with the order pages, so emptying it may take a moment after the call.
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('signs out only after the requests already on their way have landed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    let accountAnswersNow = true;
    const { queryClient, gatewayCalls } = renderApp({
      route: '/',
      gateway: {
        ...withPharmacyGateway,
        FrameAccount: () => (accountAnswersNow ? frameAccountData() : { pending: true }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /' });
    accountAnswersNow = false;
    act(() => {
      // The refetch stays on its way (never answered).
      void queryClient.invalidateQueries({ queryKey: frameAccountQueryOptions.queryKey });
    });

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const signOuts = () =>
      gatewayCalls.filter((call) => call.operationName === 'FrameSignOut').length;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(signOuts()).toBe(0);
    expect(screen.getByRole('button', { name: 'Logging out' })).toBeInTheDocument();

    // A request that never lands holds signing out back a few seconds at most.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await screen.findByRole('heading', { level: 1, name: 'Screen at /login' });
    expect(signOuts()).toBe(1);
  });

  it('says so and stays when logging out fails', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      route: '/',
      gateway: { ...withPharmacyGateway, FrameSignOut: { errorCode: 'common.unexpected' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(
      await within(screen.getByRole('alert')).findByText(
        'Unexpected error happened. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
  });

  it('goes to /login and explains when the gateway says the session has ended', async () => {
    const { router, container } = renderApp({
      route: '/',
      gateway: { ...withPharmacyGateway, FrameAccount: { errorCode: 'UNAUTHENTICATED' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /login' });
    expect(router.location.pathname).toBe('/login');
    expect(
      within(screen.getAllByRole('status')[0]!).getByText(
        'Your session has ended. Please log in again.',
      ),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('on an account-details failure alerts, signs out and goes to /login after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, gatewayCalls, container } = renderApp({
      route: '/',
      gateway: { ...withPharmacyGateway, FrameAccount: { errorCode: 'common.unexpected' } },
    });
    const message =
      'Unable to retrieve account details at this time. You have been forced to log out';
    expect(await within(screen.getByRole('alert')).findByText(message)).toBeInTheDocument();
    await waitFor(() =>
      expect(gatewayCalls.map((call) => call.operationName)).toContain('FrameSignOut'),
    );
    expect(router.location.pathname).toBe('/');
    expect(await axe(container)).toHaveNoViolations();

    await act(() => vi.advanceTimersByTimeAsync(forcedLogoutDelayMs));

    await screen.findByRole('heading', { level: 1, name: 'Screen at /login' });
    expect(router.location.pathname).toBe('/login');
    // Still readable on the login page.
    expect(within(screen.getByRole('alert')).getByText(message)).toBeInTheDocument();
  });

  it.each([
    ['before', true],
    ['after', false],
  ])(
    "still says the account details failed when a screen's query is refused as signed out %s they fail",
    async (_when, screenRefusedFirst) => {
      // The gateway ends the session when the account details fail, so a screen's query reaching it a moment
      // later is refused (UNAUTHENTICATED), whichever answer comes back first.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let failAccount: (answer: GatewayMockAnswer) => void = () => undefined;
      const { router, gatewayCalls, queryClient } = renderApp({
        route: '/',
        gateway: {
          ...withPharmacyGateway,
          FrameAccount: () => new Promise((resolve) => (failAccount = resolve)),
        },
      });
      await waitFor(() =>
        expect(gatewayCalls.map((call) => call.operationName)).toContain('FrameAccount'),
      );
      const screenRefused = () =>
        queryClient
          .query({
            queryKey: ['ScreenQuery'],
            queryFn: () => Promise.reject(new GatewayError('UNAUTHENTICATED')),
          })
          .catch(() => undefined);
      if (screenRefusedFirst) await act(screenRefused);
      act(() => failAccount({ errorCode: 'common.unexpected' }));
      const message =
        'Unable to retrieve account details at this time. You have been forced to log out';
      expect(await within(screen.getByRole('alert')).findByText(message)).toBeInTheDocument();
      if (!screenRefusedFirst) await act(screenRefused);

      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(router.location.pathname).toBe('/');
      expect(screen.queryByText('Your session has ended. Please log in again.')).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(forcedLogoutDelayMs));
      await screen.findByRole('heading', { level: 1, name: 'Screen at /login' });
      expect(within(screen.getByRole('alert')).getByText(message)).toBeInTheDocument();
      expect(screen.queryByText('Your session has ended. Please log in again.')).toBeNull();
    },
  );

  it('re-checks the session when it should have gone idle, and leaves if it has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const idleExpiresAt = new Date(Date.now() + 60_000).toISOString();
    let sessionLive = true;
    const gateway: GatewayMocks = {
      ...withPharmacyGateway,
      Frame: () =>
        sessionLive ? frameData({ signedIn: true, idleExpiresAt }) : frameData({ signedIn: false }),
    };
    const { router, gatewayCalls } = renderApp({ route: '/', gateway });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /' });
    const frameCalls = () => gatewayCalls.filter((call) => call.operationName === 'Frame').length;
    expect(frameCalls()).toBe(1);

    sessionLive = false;
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(frameCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2_500));

    await screen.findByRole('heading', { level: 1, name: 'Screen at /login' });
    expect(frameCalls()).toBe(2);
    expect(router.location.pathname).toBe('/login');
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
  });

  it('stays when the re-checked session is still alive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const firstDeadline = new Date(Date.now() + 10_000).toISOString();
    const laterDeadline = new Date(Date.now() + 600_000).toISOString();
    let deadline = firstDeadline;
    const gateway: GatewayMocks = {
      ...withPharmacyGateway,
      Frame: () => frameData({ signedIn: true, idleExpiresAt: deadline }),
    };
    const { router, gatewayCalls } = renderApp({ route: '/', gateway });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /' });
    deadline = laterDeadline; // activity in another tab moved the deadline

    await act(() => vi.advanceTimersByTimeAsync(12_000));

    await waitFor(() =>
      expect(gatewayCalls.filter((call) => call.operationName === 'Frame')).toHaveLength(2),
    );
    expect(router.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Screen at /' })).toBeInTheDocument();
  });

  it('clears alerts on a route change, except one flagged to survive it', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/', gateway: withPharmacyGateway });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /' });

    act(() => {
      showAlert({ kind: 'info', message: 'Only on this page' });
      showAlert({ kind: 'success', message: 'Pharmacy Update Success!', keepForNextPage: true });
    });
    expect(screen.getByText('Only on this page')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'My details' }));
    await screen.findByRole('heading', { level: 1, name: 'Screen at /my-details' });
    expect(screen.queryByText('Only on this page')).not.toBeInTheDocument();
    expect(screen.getByText('Pharmacy Update Success!')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Help' }));
    await waitFor(() =>
      expect(screen.queryByText('Pharmacy Update Success!')).not.toBeInTheDocument(),
    );
  });

  it('shows the cookie banner and the footer from configuration', async () => {
    renderApp({ route: '/login', gateway: signedOutGateway });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /login' });
    expect(
      await screen.findByRole('region', { name: 'Cookies on Medicines Online' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('leaves the cookie banner off the cookie policy page, whose own form asks the same', async () => {
    renderApp({ route: '/help/cookies', gateway: signedOutGateway });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /help/cookies' });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Cookies on Medicines Online' }),
    ).not.toBeInTheDocument();
  });

  it('shows only catalogue text (pseudo language), around the data it is given', async () => {
    const pseudoData = frameData({ signedIn: true }).data;
    const gateway: GatewayMocks = {
      // Data from the gateway is bracketed too, as the catalogue check's stand-in gateway does.
      Frame: {
        data: { ...pseudoData, config: { links: demoLinks, productName: '⟦Medicines Online⟧' } },
      },
      FrameAccount: frameAccountData(),
    };
    renderApp({ route: '/no-such-page', gateway, language: 'pseudo' });
    await screen.findByRole('heading', { level: 1, name: '⟦Page not found⟧' });
    await screen.findByRole('link', { name: '⟦My meds⟧' });
    act(() => {
      showAlert({ kind: 'error', message: '⟦Unable to cancel order at this time.⟧' });
      showAlert({ kind: 'success', message: '⟦Your order has been cancelled.⟧' });
    });
    await waitFor(() =>
      expect(document.title).toBe('⟦⟦Page not found⟧ - ⟦Medicines Online⟧ - NHS⟧'),
    );

    expect(findTextOutsideCatalogue(document.body, document.title)).toEqual([]);
  });
});

describe('AppFrame before its data part (issue #20: TanStack Query and the routes load after the first render)', () => {
  it('shows the header, the live regions and the footer at once, then the page once the part has come', async () => {
    let arrive: () => void = () => undefined;
    const { gatewayCalls } = renderApp({
      route: '/',
      gateway: withPharmacyGateway,
      dataArrival: (source) => new Promise((resolve) => (arrive = () => resolve(source))),
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText('Loading your account details')).toBeVisible();
    // A route for signed-in users: their navigation from the start (only Log out until the account details
    // come), so that the header does not grow and push the page down once the session is confirmed.
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link')).not.toBeInTheDocument();
    expect(gatewayCalls).toEqual([]);

    await act(() => {
      arrive();
      return Promise.resolve();
    });

    await screen.findByRole('heading', { level: 1, name: 'Screen at /' });
    expect(await screen.findByRole('link', { name: 'My meds' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NHS Medicines Online homepage' })).toBeInTheDocument();
  });

  it('shows no navigation on a public route until a session is confirmed', async () => {
    let arrive: () => void = () => undefined;
    renderApp({
      route: '/login',
      gateway: withPharmacyGateway,
      dataArrival: (source) => new Promise((resolve) => (arrive = () => resolve(source))),
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await act(() => {
      arrive();
      return Promise.resolve();
    });
    expect(await screen.findByRole('link', { name: 'My meds' })).toBeInTheDocument();
  });

  it('keeps the navigation while the session is checked, and drops it when there is none', async () => {
    renderApp({ route: '/', gateway: signedOutGateway });
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Screen at /login' });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows the service problem page inside the frame when the part cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({
      route: '/',
      gateway: withPharmacyGateway,
      dataArrival: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sorry, there is a problem with the service',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('AppFrame navigation badges', () => {
  it("shows the gateway's count of orders ready to collect on My meds, said in words", async () => {
    const { container } = renderApp({
      route: '/',
      gateway: { ...withPharmacyGateway, FrameBadges: frameBadgesData(2) },
    });
    const myMeds = await screen.findByRole('link', {
      name: 'My meds, 2 orders ready to collect',
    });
    expect(myMeds).toHaveTextContent('My meds 2');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows the gateway's count of unread messages on My services, and none when it is unknown", async () => {
    const { container } = renderApp({
      route: '/',
      gateway: { ...withPharmacyGateway, FrameBadges: frameBadgesData(0, 2) },
    });
    const myServices = await screen.findByRole('link', {
      name: 'My services, 2 unread messages',
    });
    expect(myServices).toHaveTextContent('My services 2');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows no unread badge when the count could not be read', async () => {
    renderApp({
      route: '/',
      gateway: { ...withPharmacyGateway, FrameBadges: frameBadgesData(1, null) },
    });
    expect(
      await screen.findByRole('link', { name: 'My meds, 1 order ready to collect' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'My services' })).toBeVisible();
  });

  describe('follows the server while the app is open, without a reload', () => {
    /** The gateway's count, changed by a test as the pharmacy would change it. */
    function renderWithCount(initial: number) {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let readyToCollect = initial;
      const view = renderApp({
        route: '/',
        gateway: { ...withPharmacyGateway, FrameBadges: () => frameBadgesData(readyToCollect) },
      });
      const badgeReads = () =>
        view.gatewayCalls.filter((call) => call.operationName === 'FrameBadges').length;
      return {
        ...view,
        badgeReads,
        setCount: (count: number) => {
          readyToCollect = count;
        },
      };
    }
    const myMedsWith = (count: number) =>
      screen.findByRole('link', {
        name: `My meds, ${count} ${count === 1 ? 'order' : 'orders'} ready to collect`,
      });

    it('asks again every BADGES_REFRESH_INTERVAL_MS', async () => {
      const { setCount, badgeReads } = renderWithCount(0);
      expect(await screen.findByRole('link', { name: 'My meds' })).toHaveTextContent(/^My meds$/);
      await waitFor(() => expect(badgeReads()).toBe(1));

      setCount(1);
      await act(() => vi.advanceTimersByTimeAsync(BADGES_REFRESH_INTERVAL_MS - 1_000));
      expect(badgeReads()).toBe(1);
      expect(screen.getByRole('link', { name: 'My meds' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(await myMedsWith(1)).toHaveTextContent('My meds 1');

      setCount(0);
      await act(() => vi.advanceTimersByTimeAsync(BADGES_REFRESH_INTERVAL_MS));
      expect(await screen.findByRole('link', { name: 'My meds' })).toHaveTextContent(/^My meds$/);
    });

    it('asks again at once when the window comes back into view', async () => {
      const { setCount, badgeReads } = renderWithCount(1);
      await myMedsWith(1);
      await waitFor(() => expect(badgeReads()).toBe(1));

      setCount(2);
      // Well within the interval: only the return to the tab can explain a new read.
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      fireEvent(window, new Event('visibilitychange'));
      expect(await myMedsWith(2)).toHaveTextContent('My meds 2');
      expect(badgeReads()).toBe(2);
    });

    it("asks again after any of the app's own mutations, an order's among them", async () => {
      const { setCount, queryClient } = renderWithCount(0);
      await screen.findByRole('link', { name: 'My meds' });

      setCount(1);
      await act(() =>
        queryClient
          .getMutationCache()
          .build(queryClient, { mutationFn: () => Promise.resolve(true) })
          .execute(undefined),
      );
      expect(await myMedsWith(1)).toHaveTextContent('My meds 1');
    });
  });

  it('leaves the badge off when the orders cannot be read, without signing out', async () => {
    const { gatewayCalls, router } = renderApp({
      route: '/',
      gateway: { ...withPharmacyGateway, FrameBadges: { errorCode: 'orders.loadFailed' } },
    });
    await waitFor(() =>
      expect(gatewayCalls.some((call) => call.operationName === 'FrameBadges')).toBe(true),
    );
    expect(await screen.findByRole('link', { name: 'My meds' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
    expect(gatewayCalls.some((call) => call.operationName === 'FrameSignOut')).toBe(false);
  });

  it('does not ask for the orders of a patient without a pharmacy', async () => {
    const { gatewayCalls } = renderApp({ route: '/choose-pharmacy', gateway: noPharmacyGateway });
    await screen.findByRole('link', { name: 'My details' });
    expect(gatewayCalls.some((call) => call.operationName === 'FrameBadges')).toBe(false);
  });
});
