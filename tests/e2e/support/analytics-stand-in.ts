import { createServer } from 'node:http';
import { loadConfig } from '../../../gateway/src/config';
import { createGateway } from '../../../gateway/src/server';
import { MemorySessionStore } from '../../../gateway/src/session/session-store';
import { close as closeServer, listen } from '../../../gateway/src/testing/gateway-client';
import { test as journeyTest } from '../fixtures/test';
import { e2eApiURL } from './stack';

/** The cookie the stand-in's script sets, as Google Analytics' own script sets `_ga`. */
export const standInAnalyticsCookie = '_ga';

/** A gateway configured with analytics, and the analytics host it points at. */
export interface AnalyticsStandIn {
  /** Where the gateway serves the app: the journey's baseURL. */
  readonly gatewayURL: string;
  /** How many requests the analytics host has had so far. */
  requests(): number;
  close(): Promise<void>;
}

/**
 * Starts, on free loopback ports, a stand-in analytics host (a real HTTP server whose script sets `_ga` on the
 * page's site, as an analytics script does, and which counts every request it gets) and a second gateway, the
 * stack's own code configured as scripts/start.ts configures it, with ANALYTICS_SCRIPT_URL pointing at that
 * host. The journeys' stack itself has no analytics configured; this one proves the gating: no request reaches
 * the host and no analytics cookie is set until analytics cookies are accepted, and then the loader runs.
 */
export async function startAnalyticsStandIn(): Promise<AnalyticsStandIn> {
  let requests = 0;
  const host = createServer((_req, res) => {
    requests += 1;
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    res.end(
      `document.cookie = '${standInAnalyticsCookie}=GA1.1.stand-in; path=/; max-age=63072000; samesite=lax';`,
    );
  });
  const hostURL = await listen(host);
  const config = loadConfig({
    ...process.env,
    API_URL: e2eApiURL,
    SERVE_APP: 'dist/app',
    ANALYTICS_SCRIPT_URL: `${hostURL}/analytics.js`,
  });
  const gateway = createGateway(config, { sessions: new MemorySessionStore() });
  const gatewayURL = await listen(gateway);
  return {
    gatewayURL,
    requests: () => requests,
    async close() {
      await closeServer(gateway);
      await closeServer(host);
    },
  };
}

/** The journeys' test with an `analytics` stand-in (one per worker), every page served by its gateway. */
export const testWithAnalytics = journeyTest.extend<object, { analytics: AnalyticsStandIn }>({
  analytics: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const analytics = await startAnalyticsStandIn();
      await use(analytics);
      await analytics.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ analytics }, use) => use(analytics.gatewayURL),
});
