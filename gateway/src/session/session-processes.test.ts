/**
 * Issue 21, on PostgreSQL only (`TEST_DATABASE_URL`, as `npm run test:postgres` sets): two gateway processes on
 * one database, in front of one API. A cookie copied from one to the other works until the user signs out on
 * the first, then is refused by the second; and a gateway restarted honours the sign-out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProgram } from '../../../tests/support/child-program';
import { FAKE_PASSWORD, FakeRestApi } from '../testing/fake-rest-api';
import { errorCodes, GatewayClient } from '../testing/gateway-client';
import { ME, SIGN_IN, SIGN_OUT } from '../testing/operations';
import { startGatewayProcess } from '../testing/gateway-process';
import { createPostgresTestDatabase, testServerUrl } from '../testing/test-gateway-database';

describe.skipIf(!testServerUrl)(
  'two gateway processes on one PostgreSQL',
  { timeout: 120_000 },
  () => {
    const api = new FakeRestApi();
    const gateways: ChildProgram[] = [];
    let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;

    const startGateway = async () => {
      const gateway = await startGatewayProcess(api.url, { DATABASE_URL: database?.url });
      gateways.push(gateway);
      return gateway;
    };

    beforeAll(async () => {
      if (testServerUrl) database = await createPostgresTestDatabase(testServerUrl);
      await api.start();
    });
    afterAll(async () => {
      for (const gateway of gateways) await gateway.stop();
      await api.stop();
      await database?.drop();
    });

    it('ends the session on both at once, and after a restart', async () => {
      const [first, second] = await Promise.all([startGateway(), startGateway()]);
      const browser = new GatewayClient(first.url);
      const signIn = await browser.graphql(SIGN_IN, {
        email: 'pat@example.com',
        password: FAKE_PASSWORD,
      });
      expect(signIn.json.errors).toBeUndefined();
      const copy = new GatewayClient(second.url);
      for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
      const kept = copy.copy();
      expect((await copy.graphql(ME)).json.errors).toBeUndefined();

      await browser.graphql(SIGN_OUT);
      expect(errorCodes(await copy.graphql(ME))).toEqual(['UNAUTHENTICATED']);

      await second.stop();
      const restarted = await startGateway();
      const afterRestart = new GatewayClient(restarted.url);
      for (const [name, value] of kept.cookies) afterRestart.cookies.set(name, value);
      expect(errorCodes(await afterRestart.graphql(ME))).toEqual(['UNAUTHENTICATED']);
    });
  },
);
