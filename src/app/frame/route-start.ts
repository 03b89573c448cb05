import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { matchRoutes } from 'react-router';
import { appRoutes } from '../router';
import { frameAccountQueryOptions, frameQueryOptions } from './frame-queries';

/**
 * Starts at once, in parallel, what the page at `address` waits for (issue #20: "preload the route's chunks
 * and its query in parallel, never one after the other"): the frame's configuration and session, the route's
 * code and words and, on a page the gateway sent with the session cookie (`expectSession`), the account's
 * details and the route's screen query. main.tsx calls it as soon as the query cache and the route table have
 * loaded, before React renders the frame, whose guards would otherwise ask for the account and the screen's
 * data only after the session's answer: one round trip and the frame's render later.
 *
 * The route guard (route-guard.tsx) still decides what shows: it finds these queries in flight or answered
 * (the screen's stays fresh for ROUTE_QUERY_FRESH_MS). Traded, as for the guard's own prefetch: a session the
 * cookie outlived (ended on another device) is refused at the account's query, so /login says the session
 * has ended rather than nothing; and a user the guard sends elsewhere has cost one unneeded call.
 * Not for a page rendered at build time (main.tsx hydrates those): an answer before hydration would not match
 * its HTML.
 */
export function startRoute({
  queryClient,
  i18n,
  address,
  expectSession,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  address: { pathname: string; search: string };
  expectSession: boolean;
}): void {
  // Failures are for the frame and the screen to show when they read these; nothing to do here.
  queryClient.query(frameQueryOptions).catch(() => undefined);
  const match = matchRoutes(appRoutes, address.pathname)?.[0];
  if (match === undefined) return;
  const { route, params } = match;
  route.screen().catch(() => undefined);
  if (route.namespaces) void i18n.loadNamespaces([...route.namespaces]);
  if (!expectSession || route.guard === 'public') return;
  queryClient.query(frameAccountQueryOptions).catch(() => undefined);
  route
    .prefetch?.(queryClient, { params, search: new URLSearchParams(address.search) })
    .catch(() => undefined);
}
