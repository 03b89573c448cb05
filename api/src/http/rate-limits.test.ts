/**
 * Issue 21: rate limits held in the database (429 + Retry-After, `rateLimit.exceeded`), so that they hold
 * across API processes: here two APIs on one database share every count.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmails } from '../demo/seed-ids';
import { buildApi } from '../server';
import { clientHeaders, createTestClock, startTestApi, type TestApi } from '../testing/test-api';
import { rateLimitRules } from './rate-limits';

describe('rate limits', { timeout: 60_000 }, () => {
  const clock = createTestClock();
  let api: TestApi;
  let second: FastifyInstance;

  beforeAll(async () => {
    api = await startTestApi({ clock: clock.now });
    // Another API process on the same database.
    second = await buildApi({ config: api.config, database: api.database, clock: clock.now });
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await api.close();
  });

  const post = (app: FastifyInstance, url: string, payload: object, address = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...clientHeaders, 'x-client-address': address },
    });

  it('limits sign-in per account across processes: 429, Retry-After, and the window ends', async () => {
    const { max, windowMs } = rateLimitRules.signInByAccount;
    const attempt = (n: number) =>
      post(
        n % 2 === 0 ? api.app : second,
        '/v1/auth/token',
        {
          username: 'nobody-at-all@example.com',
          password: `wrong-${n}`,
          platform: 'web',
        },
        `198.51.100.${n}`,
      );
    for (let n = 0; n < max; n++) expect((await attempt(n)).statusCode).toBe(401);

    const refused = await attempt(max);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rateLimit.exceeded' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    // Another account from the same addresses is not held up by it.
    const other = await post(api.app, '/v1/auth/token', {
      username: 'someone-else@example.com',
      password: 'wrong',
      platform: 'web',
    });
    expect(other.statusCode).toBe(401);

    clock.advanceSeconds(windowMs / 1000);
    expect((await attempt(max + 1)).statusCode).toBe(401);
  });

  it('limits password-reset requests per email with the same answer whether or not it has an account', async () => {
    const { max } = rateLimitRules.passwordResetByEmail;
    const answers: Record<string, number[]> = {};
    for (const email of [seedEmails.alexLinked, 'no-such-account@example.com']) {
      answers[email] = [];
      for (let n = 0; n <= max; n++) {
        const app = n % 2 === 0 ? api.app : second;
        const reply = await post(
          app,
          '/v1/accounts/password-reset',
          { email, platform: 'web' },
          `192.0.2.${n}`,
        );
        answers[email].push(reply.statusCode);
        if (reply.statusCode === 429)
          expect(reply.json()).toMatchObject({ code: 'rateLimit.exceeded' });
      }
    }
    const expected = [...Array<number>(max).fill(204), 429];
    expect(answers).toEqual({
      [seedEmails.alexLinked]: expected,
      'no-such-account@example.com': expected,
    });
  });

  it('limits requests per address, whatever the email', async () => {
    const { max } = rateLimitRules.passwordResetByAddress;
    const statuses: number[] = [];
    for (let n = 0; n <= max; n++) {
      const reply = await post(
        n % 2 === 0 ? api.app : second,
        '/v1/accounts/password-reset',
        { email: `person-${n}@example.com`, platform: 'web' },
        '233.252.0.1',
      );
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status === 204)).toBe(true);
    expect(statuses[max]).toBe(429);
  });

  it('keeps neither emails nor addresses in the counters', async () => {
    const rows = await api.database.db.execute('SELECT * FROM rate_limit_counters');
    const text = JSON.stringify(rows);
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('203.0.113.7');
  });
});
