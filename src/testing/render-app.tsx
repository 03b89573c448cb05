import { configure, render, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { afterEach } from 'vitest';
import { AppFrame } from '../app/frame/app-frame';
import type { FrameDataSource } from '../app/frame/frame-data-source';
import { createOutsideNavigation, ShareNavigation } from '../app/outside-navigation';
import { expectsSession } from '../app/frame/frame-data';
import { appRoutes, createRouteObjects, type AppRoute } from '../app/router';
import { createSessionAwareClient } from '../app/session-aware-client';
import { clearAlerts } from '../components/alerts/alert-store';
import { Page } from '../components/page';
import { createI18n } from '../lib/i18n';
import { installGatewayMock, type GatewayCall, type GatewayMocks } from './gateway-mock';

// The whole frame is a large tree for role queries in jsdom (on two cores they can take most of a second):
// give findBy… more than the default 1 s before calling a page missing.
configure({ asyncUtilTimeout: 4000 });

let restoreGateway: (() => void) | undefined;
afterEach(() => {
  restoreGateway?.();
  restoreGateway = undefined;
  clearAlerts();
});

/** A stand-in screen: a page whose heading names its path, so tests can tell where they are. */
export function stubScreen(path: string) {
  return function StubScreen() {
    return (
      <Page title={`Screen at ${path}`}>
        <p>{`Content of ${path}`}</p>
      </Page>
    );
  };
}

/**
 * The real route table and guards with stand-in screens (the screens have their own tests), plus extra
 * routes for the guard rules no screen uses yet.
 */
export const testRoutes: AppRoute[] = [
  ...appRoutes.map((route) => ({
    ...route,
    screen: () => Promise.resolve(stubScreen(route.path)),
  })),
  ...(['signedIn', 'needsIm1', 'im1Check', 'needsIntegration', 'canOrder'] as const).map(
    (guard) => ({
      path: `/test-${guard}`,
      guard,
      screen: () => Promise.resolve(stubScreen(`/test-${guard}`)),
    }),
  ),
];

/** Where the app's memory router is, and a way to move it, for tests. */
export interface TestRouter {
  readonly location: Location;
  navigate: (path: string, options?: { replace: boolean }) => void;
}

/** Reports each location the router reaches, so a test can ask where the app is. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  onLocation(location);
  return null;
}

/**
 * Renders the whole app (providers, frame, route table, guards) in a memory router at `route`, with the
 * gateway answered by `gateway`, as main.tsx wires it (except retries, which are off). `dataArrival` holds back
 * the frame's data part (the query cache and the routes) until the promise it returns settles; by default the
 * part is there at once.
 */
export function renderApp({
  route = '/',
  gateway = {},
  routes = testRoutes,
  language = 'en',
  dataArrival = (source) => Promise.resolve(source),
}: {
  route?: string;
  gateway?: GatewayMocks;
  routes?: AppRoute[];
  language?: string;
  dataArrival?: (source: FrameDataSource) => Promise<FrameDataSource>;
} = {}): RenderResult & {
  router: TestRouter;
  queryClient: QueryClient;
  gatewayCalls: GatewayCall[];
} {
  const mock = installGatewayMock(gateway);
  restoreGateway = mock.restore;
  const i18n = createI18n(language);
  const routeObjects = createRouteObjects(routes);
  const navigation = createOutsideNavigation();
  const queryClient = createSessionAwareClient({ i18n, navigation, retry: false });
  let location: Location | undefined;
  const router: TestRouter = {
    get location() {
      if (!location) throw new Error('the router has not rendered');
      return location;
    },
    navigate: (path, options = { replace: false }) => navigation.navigate(path, options),
  };
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <ShareNavigation navigation={navigation} />
        <LocationProbe onLocation={(reached) => (location = reached)} />
        {/* As main.tsx starts a page that does not say (the development server's): the signed-in menu from the
            start on a route for signed-in users. */}
        <AppFrame
          dataSource={dataArrival({ queryClient, routes: routeObjects })}
          expectSession={expectsSession(new URL(route, 'http://app.invalid').pathname)}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return Object.assign(result, { router, queryClient, gatewayCalls: mock.calls });
}
