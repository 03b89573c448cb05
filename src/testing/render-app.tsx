import { configure, render, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { AppProviders, createAppQueryClient } from '../app/providers';
import { appRoutes, createRouteObjects, type AppRoute } from '../app/router';
import { endSession } from '../app/session';
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

/**
 * Renders the whole app (providers, frame, route table, guards) in a memory router at `route`, with the
 * gateway answered by `gateway`, as main.tsx wires it (except retries, which are off).
 */
export function renderApp({
  route = '/',
  gateway = {},
  routes = testRoutes,
  language = 'en',
}: {
  route?: string;
  gateway?: GatewayMocks;
  routes?: AppRoute[];
  language?: string;
} = {}): RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  gatewayCalls: GatewayCall[];
} {
  const mock = installGatewayMock(gateway);
  restoreGateway = mock.restore;
  const i18n = createI18n(language);
  const router = createMemoryRouter(createRouteObjects(routes), { initialEntries: [route] });
  const queryClient: QueryClient = createAppQueryClient({
    retry: false,
    onSessionEnded: () =>
      endSession({
        queryClient,
        navigate: (path, options) => router.navigate(path, options),
        message: i18n.t('errors:UNAUTHENTICATED'),
      }),
  });
  const result = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(result, { router, queryClient, gatewayCalls: mock.calls });
}
