/**
 * The program's shutdown (issue 22): on SIGTERM /readyz answers 503 at once while /healthz still answers, then
 * the gateway stops accepting connections, the GraphQL request already in flight is answered, and the process
 * exits 0 before its own 10 s limit (past which it would exit 1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProgram } from '../../tests/support/child-program';
import { startSlowRequest, untilNotReady, untilRefused } from '../../tests/support/slow-request';
import { CSRF_HEADER } from './http/csrf';
import { FakeRestApi } from './testing/fake-rest-api';
import { CONFIG } from './testing/operations';
import { startGatewayProcess } from './testing/gateway-process';

describe('the gateway process at SIGTERM', { timeout: 120_000 }, () => {
  const api = new FakeRestApi();
  let gateway: ChildProgram;
  beforeAll(async () => {
    await api.start();
    gateway = await startGatewayProcess(api.url, {
      GATEWAY_DATA_DIR: 'memory://',
      SHUTDOWN_DRAIN_SECONDS: '1',
      LOG_LEVEL: 'warn',
    });
  }, 120_000);
  afterAll(async () => {
    await gateway.stop();
    await api.stop();
  });

  it('turns not ready, finishes the request in flight, and exits 0', async () => {
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', api: 'ok' } });
    const config = startSlowRequest(`${gateway.url}/graphql`, JSON.stringify({ query: CONFIG }), {
      [CSRF_HEADER]: '1',
    });

    const exited = gateway.stop();
    const draining = await untilNotReady(`${gateway.url}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', api: 'ok', shutdown: 'failed' },
    });
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);

    await untilRefused(`${gateway.url}/healthz`);
    const answer = await config.finish();
    expect(answer.status, answer.body).toBe(200);
    const { data } = JSON.parse(answer.body) as { data?: { config?: { productName?: string } } };
    expect(data?.config?.productName).toBe(api.config.productName);
    expect(await exited, gateway.output()).toBe(0);
  });
});
