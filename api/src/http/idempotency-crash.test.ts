/**
 * Issue 22: the API dies between committing an order and answering it (the test-only hook of config.ts kills the
 * process with SIGKILL right after the commit); the retry with the same Idempotency-Key after the restart gets
 * the stored answer, and there is still one order. On PGlite (a data directory) and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD, seedEmails } from '../demo/seed-ids';
import type { OrderResponse } from '../orders/order-response';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { clientHeaders, createTestDatabase, type TestDatabase } from '../testing/test-api';
import { REPLAYED_HEADER } from './idempotency';

describe('a crash between the write and the answer (issue 22)', { timeout: 180_000 }, () => {
  let location: TestDatabase;
  beforeAll(async () => {
    location = await createTestDatabase({ persistent: true });
  });
  afterAll(() => location.drop());

  const env = (crash: boolean) => ({
    ...location.env,
    NODE_ENV: 'test',
    TEST_CRASH_AFTER_IDEMPOTENT_WRITE: String(crash),
    REMINDER_DELIVERY_INTERVAL_MS: '0',
  });
  const call = (api: ApiProcess, path: string, body: object, headers: object = {}) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { ...clientHeaders, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const signIn = async (api: ApiProcess) => {
    const response = await call(api, '/v1/auth/token', {
      username: seedEmails.morganManual,
      password: SEED_PASSWORD,
      platform: 'web',
    });
    expect(response.status).toBe(200);
    return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
  };
  const listOrders = async (api: ApiProcess, authorization: string) => {
    const response = await call(api, '/v1/orders/list', {}, { authorization });
    expect(response.status).toBe(200);
    return ((await response.json()) as { orders: OrderResponse[] }).orders;
  };
  const order = {
    items: [
      { description: 'Loratadine 10mg', type: 'Tablets', option: '30', itemOrderType: 'Manual' },
    ],
  };

  it('answers the retry after the restart from the stored answer, with one order made', async () => {
    const key = randomUUID();
    const crashing = await startApiProcess(env(true));
    let before: OrderResponse[];
    try {
      const authorization = await signIn(crashing);
      before = await listOrders(crashing, authorization);
      // The connection ends without an answer: the process is gone.
      await expect(
        call(crashing, '/v1/orders', order, { authorization, 'idempotency-key': key }),
      ).rejects.toThrow();
    } finally {
      await crashing.stop();
    }

    const restarted = await startApiProcess(env(false));
    try {
      const authorization = await signIn(restarted);
      const retry = await call(restarted, '/v1/orders', order, {
        authorization,
        'idempotency-key': key,
      });
      expect(retry.status).toBe(200);
      expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
      const { orders: placed } = (await retry.json()) as { orders: { id: string }[] };
      expect(placed).toHaveLength(1);

      const after = await listOrders(restarted, authorization);
      expect(after).toHaveLength(before.length + 1);
      expect(after.map((each) => each.id)).toContain(placed[0]?.id);
    } finally {
      await restarted.stop();
    }
  });
});
