import path from 'node:path';
import { startSecurityStack } from '../../security/security-stack';
import { test as journeyTest } from '../fixtures/test';

/**
 * A stack of its own for the journeys that meet a limit (issue 21): the API at the limits production uses
 * (RATE_LIMIT_FACTOR 1, where the journeys' shared API has them a hundred times wider) on a fresh seeded
 * database, and a gateway in front of it serving the built app. Reaching a limit there leaves the other
 * journeys' API untouched.
 */
export const testWithProductionLimits = journeyTest.extend<object, { limitedGatewayURL: string }>({
  limitedGatewayURL: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stack = await startSecurityStack({
        gateway: { serveAppDir: path.resolve('dist/app') },
      });
      await use(stack.gatewayUrl);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ limitedGatewayURL }, use) => use(limitedGatewayURL),
});
