import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailsResponse } from '../accounts/account-details';
import { accounts, refreshTokens } from '../db/schema';
import { SEED_PASSWORD, seedAccountIds, seedEmails } from '../demo/seed-ids';
import {
  countRows,
  createTestClock,
  expectError,
  insertTestAccount,
  signIn,
  startTestApi,
  type TestApi,
  type TokenPair,
} from '../testing/test-api';

// A tiny access-token lifetime; the test clock moves time on instead of the test waiting.
const ACCESS_TTL = 1;
const REFRESH_TTL = 43_200;

describe('sign-in, lockout and tokens', { timeout: 60_000 }, () => {
  const clock = createTestClock();
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({
      clock: clock.now,
      env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL) },
    });
  }, 120_000);
  afterAll(() => api.close());

  const attempt = (username: string, password: string) =>
    api.call({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { username, password, platform: 'web' },
    });
  const details = (token: string) =>
    api.call({ method: 'GET', url: '/v1/accounts/details', token });
  const refresh = (refreshToken: string) =>
    api.call({ method: 'POST', url: '/v1/auth/refresh', payload: { refresh_token: refreshToken } });
  const status = async (emailAddress: string) =>
    (
      await api.call({ method: 'POST', url: '/v1/accounts/status', payload: { emailAddress } })
    ).json<{
      failedLoginAccountLocked: boolean;
    }>();
  const failedCount = async (accountId: string) =>
    (
      await api.database.db
        .select({ count: accounts.failedLoginCount })
        .from(accounts)
        .where(eq(accounts.id, accountId))
    )[0]?.count;

  describe('sign-in', () => {
    it('returns an access token, a refresh token and the lifetime, and the access token works', async () => {
      const response = await attempt(seedEmails.alexLinked, SEED_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const tokens = response.json<TokenPair>();
      expect(Object.keys(tokens).sort()).toEqual(['access_token', 'expires_in', 'refresh_token']);
      expect(tokens.expires_in).toBe(ACCESS_TTL);
      expect(tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const me = await details(tokens.access_token);
      expect(me.statusCode).toBe(200);
      expect(me.json<AccountDetailsResponse>().account.id).toBe(seedAccountIds.alexLinked);
    });

    it('ignores the case and surrounding spaces of the email', async () => {
      expect((await attempt('  Alex.LINKED@example.com ', SEED_PASSWORD)).statusCode).toBe(200);
    });

    it('stores refresh tokens only as hashes', async () => {
      const tokens = await signIn(api, seedEmails.taraTpp);
      const rows = await api.database.db
        .select({ hash: refreshTokens.tokenHash })
        .from(refreshTokens);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.hash)).not.toContain(tokens.refresh_token);
    });

    it('answers a wrong password and an unknown email the same way', async () => {
      const wrongPassword = await attempt(seedEmails.morganManual, 'Password123?');
      const unknownEmail = await attempt('nobody@example.com', SEED_PASSWORD);
      expectError(wrongPassword, 401, 'auth.invalidCredentials');
      expectError(unknownEmail, 401, 'auth.invalidCredentials');
      expect(unknownEmail.body).toBe(wrongPassword.body);
      await attempt(seedEmails.morganManual, SEED_PASSWORD); // leave morgan's count at zero
    });

    it('refuses Created and Verified accounts with auth.accountNotActive when the password is right', async () => {
      for (const email of [seedEmails.unaUnverified, seedEmails.vicVerified]) {
        expectError(await attempt(email, SEED_PASSWORD), 403, 'auth.accountNotActive');
        // A wrong password still gets the generic answer.
        expectError(await attempt(email, 'wrong-password'), 401, 'auth.invalidCredentials');
      }
    });
  });

  describe('lockout', () => {
    it('locks on the fifth consecutive failure and then refuses even the right password', async () => {
      const email = 'lockout.test@example.com';
      const accountId = await insertTestAccount(api.database, { email });

      for (let failure = 1; failure <= 4; failure += 1) {
        expectError(await attempt(email, `wrong-${failure}`), 401, 'auth.invalidCredentials');
      }
      expect(await status(email)).toMatchObject({ failedLoginAccountLocked: false });

      expectError(await attempt(email, 'wrong-5'), 401, 'auth.accountLocked');
      expectError(await attempt(email, SEED_PASSWORD), 401, 'auth.accountLocked');
      expect(await status(email)).toMatchObject({ failedLoginAccountLocked: true });
      expect(await failedCount(accountId)).toBe(5);
    });

    it('starts counting again after a successful sign-in', async () => {
      const email = 'reset.test@example.com';
      const accountId = await insertTestAccount(api.database, { email });
      for (let failure = 1; failure <= 4; failure += 1) await attempt(email, 'wrong');
      expect(await failedCount(accountId)).toBe(4);

      await signIn(api, email);
      expect(await failedCount(accountId)).toBe(0);

      for (let failure = 1; failure <= 4; failure += 1) {
        expectError(await attempt(email, 'wrong'), 401, 'auth.invalidCredentials');
      }
      expect(await status(email)).toMatchObject({ failedLoginAccountLocked: false });
    });

    it('refuses the seeded locked account with the right password', async () => {
      expectError(await attempt(seedEmails.leeLocked, SEED_PASSWORD), 401, 'auth.accountLocked');
    });
  });

  describe('refresh', () => {
    it('rotates: a new pair comes back, the new access token works, the old refresh token does not', async () => {
      const first = await signIn(api, seedEmails.alexLinked);
      const rotated = await refresh(first.refresh_token);
      expect(rotated.statusCode).toBe(200);
      const second = rotated.json<TokenPair>();
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.expires_in).toBe(ACCESS_TTL);
      expect((await details(second.access_token)).statusCode).toBe(200);

      // The successor rotates in turn.
      expect((await refresh(second.refresh_token)).statusCode).toBe(200);
    });

    it('treats a reused refresh token as theft: token.reused, and the whole family is revoked', async () => {
      const first = await signIn(api, seedEmails.alexLinked);
      const unrelated = await signIn(api, seedEmails.alexLinked);
      const second = (await refresh(first.refresh_token)).json<TokenPair>();

      expectError(await refresh(first.refresh_token), 401, 'token.reused');
      // The legitimate-looking successor is dead too…
      expectError(await refresh(second.refresh_token), 401, 'token.invalid');
      // …but another sign-in of the same account is a different family and carries on.
      expect((await refresh(unrelated.refresh_token)).statusCode).toBe(200);
    });

    it('revokes on sign-out: the presented token and its whole family stop working, other sign-ins carry on', async () => {
      const first = await signIn(api, seedEmails.alexLinked);
      const other = await signIn(api, seedEmails.alexLinked);
      const second = (await refresh(first.refresh_token)).json<TokenPair>();
      const revoke = (token: string) =>
        api.call({ method: 'POST', url: '/v1/auth/revoke', payload: { refresh_token: token } });

      expect((await revoke(second.refresh_token)).statusCode).toBe(204);
      expectError(await refresh(second.refresh_token), 401, 'token.invalid');
      expect((await refresh(other.refresh_token)).statusCode).toBe(200);
      // RFC 7009: an unknown token is answered the same, so the call tells nothing.
      expect((await revoke('x'.repeat(43))).statusCode).toBe(204);
    });

    it('lets only one of two simultaneous refreshes with the same token rotate it', async () => {
      // On PostgreSQL the two run in transactions on separate connections: the row lock in rotate() makes
      // the second wait and then see the token as used. Opening idle connections first lets both start at
      // once; otherwise the second would still be connecting when the first commits, and prove nothing.
      const tokens = await signIn(api, seedEmails.alexLinked);
      await Promise.all([1, 2, 3, 4].map(() => api.database.db.execute(sql`SELECT 1`)));
      const responses = await Promise.all([
        refresh(tokens.refresh_token),
        refresh(tokens.refresh_token),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401]);
      const refused = responses.find((response) => response.statusCode === 401);
      if (refused) expectError(refused, 401, 'token.reused');
    });

    it('refuses an unknown refresh token without storing anything', async () => {
      const before = await countRows(api.database, refreshTokens);
      expectError(await refresh('A'.repeat(43)), 401, 'token.invalid');
      expect(await countRows(api.database, refreshTokens)).toBe(before);
    });

    it('refuses an expired refresh token', async () => {
      const tokens = await signIn(api, seedEmails.taraTpp);
      clock.advanceSeconds(REFRESH_TTL + 1);
      expectError(await refresh(tokens.refresh_token), 401, 'token.invalid');
    });

    it('stops refreshing once the account is locked', async () => {
      const email = 'locked.later@example.com';
      const accountId = await insertTestAccount(api.database, { email });
      const tokens = await signIn(api, email);
      await api.database.db
        .update(accounts)
        .set({ locked: true })
        .where(eq(accounts.id, accountId));
      expectError(await refresh(tokens.refresh_token), 401, 'token.invalid');
    });
  });

  describe('access tokens', () => {
    it('refuses an access token once its lifetime has passed', async () => {
      const tokens = await signIn(api, seedEmails.alexLinked);
      expect((await details(tokens.access_token)).statusCode).toBe(200);

      clock.advanceSeconds(ACCESS_TTL + 1);
      const expired = await details(tokens.access_token);
      expectError(expired, 401, 'token.invalid');
      expect(expired.headers['www-authenticate']).toContain('invalid_token');
    });

    it('refuses missing, malformed, forged and unsigned tokens', async () => {
      const now = Math.floor(clock.now().getTime() / 1000);
      const claims = {
        sub: seedAccountIds.alexLinked,
        iss: 'medicines-online-api',
        aud: 'medicines-online-gateway',
      };
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(new TextEncoder().encode('some-other-secret-of-thirty-two-chars!'));
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify({ ...claims, exp: now + 60 })).toString(
        'base64url',
      );
      const unsigned = `${header}.${payload}.`;

      expectError(
        await api.call({ method: 'GET', url: '/v1/accounts/details' }),
        401,
        'token.invalid',
      );
      for (const token of ['not-a-jwt', forged, unsigned]) {
        expectError(await details(token), 401, 'token.invalid');
      }
      const wrongScheme = await api.call({
        method: 'GET',
        url: '/v1/accounts/details',
        headers: { authorization: `Basic ${forged}` },
      });
      expectError(wrongScheme, 401, 'token.invalid');
    });

    it('refuses the access tokens of a sign-in at once when it ends, on every kind of guarded call', async () => {
      const ended = await signIn(api, seedEmails.alexLinked);
      const other = await signIn(api, seedEmails.alexLinked);
      const { patient } = (await details(ended.access_token)).json<AccountDetailsResponse>();
      // Refused by the guard whatever the route reads after it: the details, the patient's scope, neither.
      const calls = (token: string) => [
        details(token),
        api.call({ method: 'POST', url: '/v1/orders/list', payload: {}, token }),
        api.call({
          method: 'PUT',
          url: '/v1/accounts/selected-patient',
          payload: { patientId: patient?.id },
          token,
        }),
      ];
      for (const response of await Promise.all(calls(ended.access_token))) {
        expect(response.statusCode, response.body).toBeLessThan(300);
      }

      const signOut = await api.call({
        method: 'POST',
        url: '/v1/auth/revoke',
        payload: { refresh_token: ended.refresh_token },
      });
      expect(signOut.statusCode).toBe(204);
      for (const response of await Promise.all(calls(ended.access_token))) {
        expectError(response, 401, 'token.invalid');
      }
      // Another sign-in of the same account is not touched.
      for (const response of await Promise.all(calls(other.access_token))) {
        expect(response.statusCode, response.body).toBeLessThan(300);
      }
    });
  });
});
