/**
 * The program's shutdown (issue 22): on SIGTERM /readyz answers 503 at once while /healthz still answers, then
 * the API stops accepting connections, the request already in flight is answered, and the process exits 0,
 * before its own 10 s limit (past which it would exit 1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSlowRequest, untilNotReady, untilRefused } from '../../tests/support/slow-request';
import { SEED_PASSWORD, seedEmails } from './demo/seed-ids';
import { startApiProcess, type ApiProcess } from './testing/api-process';
import { clientHeaders } from './testing/test-api';

describe('the API process at SIGTERM', { timeout: 120_000 }, () => {
  let api: ApiProcess;
  beforeAll(async () => {
    api = await startApiProcess({ DATA_DIR: 'memory://', SHUTDOWN_DRAIN_SECONDS: '1' });
  }, 120_000);
  afterAll(() => api.stop());

  it('turns not ready, finishes the request in flight, and exits 0', async () => {
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    const signIn = startSlowRequest(
      `${api.url}/v1/auth/token`,
      JSON.stringify({ username: seedEmails.alexLinked, password: SEED_PASSWORD, platform: 'web' }),
      clientHeaders,
    );

    const exited = api.stop();
    const ready = await untilNotReady(`${api.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', shutdown: 'failed' },
    });
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);

    await untilRefused(`${api.url}/healthz`);
    const answer = await signIn.finish();
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('access_token');
    expect(await exited, api.stderr()).toBe(0);
  });
});
