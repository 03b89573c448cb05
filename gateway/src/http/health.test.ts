import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway, type GatewayDependencies } from '../server';
import { MemorySessionStore } from '../session/session-store';
import { FakeRestApi } from '../testing/fake-rest-api';
import { close, listen } from '../testing/gateway-client';
import { testConfig } from '../testing/test-config';

let api: FakeRestApi;
let gateway: Server | undefined;
afterEach(async () => {
  if (gateway) await close(gateway);
  gateway = undefined;
  await api.stop();
});

/** A gateway in front of a fake API; `dependencies` over an in-memory session store. */
async function start(dependencies: Partial<GatewayDependencies> = {}): Promise<string> {
  api = new FakeRestApi();
  await api.start();
  gateway = createGateway(testConfig(api.url), {
    sessions: new MemorySessionStore(),
    log: () => {},
    ...dependencies,
  });
  return listen(gateway);
}

describe('health and readiness', () => {
  it('answers /healthz and /health without asking anything', async () => {
    const base = await start({ readinessChecks: { database: () => Promise.reject(new Error()) } });
    await api.stop();
    for (const path of ['/healthz', '/health']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok', checks: {} });
    }
  });

  it("answers /readyz 200 when its database and the API's /healthz answer", async () => {
    const base = await start({ readinessChecks: { database: () => Promise.resolve(1) } });
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok', api: 'ok' } });
    expect(api.callsTo('/healthz')).toHaveLength(1);
  });

  it('answers /readyz 503 naming what failed: the API down, the database refusing', async () => {
    const base = await start({
      readinessChecks: {
        database: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')),
      },
    });
    await api.stop();
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(
      '{"status":"unavailable","checks":{"database":"failed","api":"failed"}}',
    );
  });

  it('answers /readyz 503 while shutting down and closes each connection after its answer', async () => {
    const base = await start({ shuttingDown: () => true });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      checks: { api: 'ok', shutdown: 'failed' },
    });
    expect(ready.headers.get('connection')).toBe('close');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
