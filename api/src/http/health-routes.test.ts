import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { buildApi } from '../server';
import { startTestApi, type TestApi } from '../testing/test-api';

describe('health, readiness and request ids', { timeout: 60_000 }, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  }, 120_000);
  afterAll(() => api.close());

  it('answers /healthz, and /health as its older name, without client headers', async () => {
    for (const url of ['/healthz', '/health']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', checks: {} });
    }
  });

  it('answers /readyz 200 when the database answers', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('answers /readyz 503 while shutting down, /healthz still 200', async () => {
    const draining = await buildApi({
      config: api.config,
      database: api.database,
      shuttingDown: () => true,
    });
    try {
      const ready = await draining.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', shutdown: 'failed' },
      });
      expect((await draining.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it('answers /readyz 503 naming the database when it does not answer, and nothing of the error', async () => {
    const gone = await openDatabase({ dataDir: 'memory://' });
    await gone.close();
    const app = await buildApi({ config: api.config, database: gone });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe('{"status":"unavailable","checks":{"database":"failed"}}');
    } finally {
      await app.close();
    }
  });

  it('answers with the X-Request-Id it was given when well formed, else a new one', async () => {
    const given = '0b6f7c1e-4d0a-4a51-9d6b-2f4c8f1e0a77';
    const kept = await api.call({
      method: 'GET',
      url: '/v1/config/mobile',
      headers: { 'x-request-id': given },
    });
    expect(kept.headers['x-request-id']).toBe(given);

    for (const malformed of ['alex.linked@example.com', 'a'.repeat(200), `${given}\u0000`, '']) {
      const replaced = await api.call({
        method: 'GET',
        url: '/v1/config/mobile',
        headers: { 'x-request-id': malformed },
      });
      expect(replaced.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });
});
