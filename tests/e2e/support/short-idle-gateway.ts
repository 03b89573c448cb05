import { loadConfig } from '../../../gateway/src/config';
import { createGateway } from '../../../gateway/src/server';
import { MemorySessionStore } from '../../../gateway/src/session/session-store';
import { close, listen } from '../../../gateway/src/testing/gateway-client';
import { test as journeyTest } from '../fixtures/test';
import { e2eApiURL } from './stack';

/**
 * A second gateway in front of the journeys' API (as support/orders-outage.ts starts one), serving the built app,
 * whose sessions go idle after `idleSeconds` (SESSION_IDLE_SECONDS): the time-out warning, 2 minutes before the
 * limit, opens a few seconds after sign-in instead of after 28 minutes.
 */
export function testWithShortIdleLimit(idleSeconds: number) {
  return journeyTest.extend<object, { shortIdleGatewayURL: string }>({
    shortIdleGatewayURL: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const config = loadConfig({
          ...process.env,
          API_URL: e2eApiURL,
          SERVE_APP: 'dist/app',
          SESSION_IDLE_SECONDS: String(idleSeconds),
        });
        const gateway = createGateway(config, { sessions: new MemorySessionStore() });
        await use(await listen(gateway));
        await close(gateway);
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ shortIdleGatewayURL }, use) => use(shortIdleGatewayURL),
  });
}
