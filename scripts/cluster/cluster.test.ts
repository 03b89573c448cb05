/**
 * Issue #22, on PostgreSQL only (`npm run test:postgres`): 2 gateways and 2 APIs on one database behind
 * round-robin proxies (start-cluster.ts), every request of a user landing on the other instance than the one
 * before. The journeys (sign in, home, order, message, appointment) work across them and each acknowledged write
 * is in the database once; sign-out on one gateway ends the session on the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresTestDatabase,
  testServerUrl,
} from '../../gateway/src/testing/test-gateway-database';
import { GatewayClient, errorCodes } from '../../gateway/src/testing/gateway-client';
import { ME, SIGN_IN, SIGN_OUT } from '../../gateway/src/testing/operations';
import { SEED_PASSWORD, seedEmails } from '../../api/src/demo/seed-ids';
import { ClusterDatabase, notExactlyOnce } from './cluster-database';
import { emptyAcknowledged, SimulatedUser, type CallOutcome } from './journeys';
import { startCluster, type Cluster } from './start-cluster';

describe.skipIf(!testServerUrl)(
  '2 gateways and 2 APIs on one PostgreSQL',
  { timeout: 240_000 },
  () => {
    let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
    let cluster: Cluster | undefined;
    let rows: ClusterDatabase | undefined;

    beforeAll(async () => {
      database = await createPostgresTestDatabase(testServerUrl as string);
      cluster = await startCluster({ databaseUrl: database.url, serveApp: 'off' });
      rows = new ClusterDatabase(database.url);
    }, 240_000);
    afterAll(async () => {
      await rows?.close();
      await cluster?.stop();
      await database?.drop();
    });

    it('runs the journeys with requests alternating between instances, each write stored once', async () => {
      const { gatewayProxy, apiProxy, url } = cluster as Cluster;
      const outcomes: CallOutcome[] = [];
      const acknowledged = emptyAcknowledged();
      const user = new SimulatedUser(url, (outcome) => outcomes.push(outcome), acknowledged);
      const marker = `cluster-test-${Date.now()}`;

      await user.journey('order', `${marker} order`, () => 0);
      await user.journey('message', `${marker} message`, () => 0);
      await user.journey('appointment', `${marker} appointment`, () => 0);

      expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);
      // One request after another: round robin gives each gateway every other one.
      const perGateway = [...gatewayProxy.served.values()];
      expect(perGateway).toHaveLength(2);
      expect(Math.abs((perGateway[0] ?? 0) - (perGateway[1] ?? 0))).toBeLessThanOrEqual(1);
      expect(Math.min(...perGateway)).toBeGreaterThan(5);
      expect(Math.min(...apiProxy.served.values())).toBeGreaterThan(5);

      const written = await (rows as ClusterDatabase).writes(acknowledged);
      expect(acknowledged.orderIds).toHaveLength(1);
      expect(written.missingOrders).toEqual([]);
      expect(written.messageRows).toEqual(new Map([[`${marker} message`, 1]]));
      expect(notExactlyOnce(written.appointmentRows)).toEqual([]);
      expect(written.appointmentRows.size).toBe(1);
    });

    it('ends the session on the other gateway when the user signs out on one', async () => {
      const gateways = (cluster as Cluster).members.filter((member) => member.kind === 'gateway');
      const [first, second] = gateways.map((member) => member.program.url);
      const browser = new GatewayClient(first as string);
      const signIn = await browser.graphql(SIGN_IN, {
        email: seedEmails.morganManual,
        password: SEED_PASSWORD,
      });
      expect(signIn.json.errors).toBeUndefined();
      const copy = new GatewayClient(second as string);
      for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
      expect((await copy.graphql(ME)).json.errors).toBeUndefined();

      await browser.graphql(SIGN_OUT);
      expect(errorCodes(await copy.graphql(ME))).toEqual(['UNAUTHENTICATED']);
    });
  },
);
