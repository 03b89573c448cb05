import { describe, expect, it } from 'vitest';
import { checkReadiness } from './readiness';

describe('checkReadiness', () => {
  it('is ok when every check answers', async () => {
    expect(
      await checkReadiness(
        { database: async () => 1, api: async () => 'up' },
        { shuttingDown: false },
      ),
    ).toEqual({ status: 'ok', checks: { database: 'ok', api: 'ok' } });
  });

  it('names the check that failed or did not answer in time, and nothing of its error', async () => {
    const body = await checkReadiness(
      {
        database: () => Promise.reject(new Error('password authentication failed for "medicines"')),
        api: () => new Promise(() => undefined),
        sessions: async () => undefined,
      },
      { shuttingDown: false, timeoutMs: 20 },
    );
    expect(body).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', api: 'failed', sessions: 'ok' },
    });
  });

  it('is unavailable while shutting down, whatever the checks say', async () => {
    expect(await checkReadiness({ database: async () => 1 }, { shuttingDown: true })).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', shutdown: 'failed' },
    });
  });
});
