import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, mailOutbox, accountTokens } from '../db/schema';
import { SEED_PASSWORD, seedEmails } from '../demo/seed-ids';
import type { OutboxMessage } from '../mail/outbox';
import {
  countRows,
  createTestClock,
  expectError,
  insertTestAccount,
  signIn,
  startTestApi,
  type TestApi,
} from '../testing/test-api';

// Not the default 60, to show PASSWORD_RESET_TTL_MINUTES is read.
const TTL_MINUTES = 30;
const NEW_PASSWORD = 'Better-Pa55word';

describe('password reset', { timeout: 60_000 }, () => {
  const clock = createTestClock();
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({
      clock: clock.now,
      env: { PASSWORD_RESET_TTL_MINUTES: String(TTL_MINUTES) },
    });
  }, 120_000);
  afterAll(() => api.close());

  const requestReset = (email: string, payload: object = { email, platform: 'web' }) =>
    api.call({ method: 'POST', url: '/v1/accounts/password-reset', payload });
  const complete = (payload: object) =>
    api.call({ method: 'POST', url: '/v1/accounts/password-reset/complete', payload });
  const attemptSignIn = (email: string, password: string) =>
    api.call({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { username: email, password, platform: 'web' },
    });
  const outbox = async (to: string) => {
    const response = await api.call({ method: 'GET', url: '/v1/dev/outbox', query: { to } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ messages: (OutboxMessage & { sentAt: string })[] }>().messages;
  };
  /** Asks for a reset and returns the token from the link in the mail it sends. */
  const resetToken = async (email: string) => {
    expect((await requestReset(email)).statusCode).toBe(204);
    const [link] = (await outbox(email))[0]?.links ?? [];
    const token = link ? new URL(link).searchParams.get('resetPasswordToken') : null;
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    // The next mail to the same address is then the newest one.
    clock.advanceSeconds(1);
    return token;
  };
  const storedAccount = async (email: string) =>
    (
      await api.database.db
        .select({
          passwordHash: accounts.passwordHash,
          locked: accounts.locked,
          failed: accounts.failedLoginCount,
        })
        .from(accounts)
        .where(eq(accounts.email, email))
    )[0];

  describe('request', () => {
    it('answers 204 for an unknown email and sends nothing', async () => {
      const mailBefore = await countRows(api.database, mailOutbox);
      const tokensBefore = await countRows(api.database, accountTokens);
      const response = await requestReset('nobody@example.com');
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await countRows(api.database, mailOutbox)).toBe(mailBefore);
      expect(await countRows(api.database, accountTokens)).toBe(tokensBefore);
    });

    it('mails one message with a link to the reset page, the email trimmed and in any case', async () => {
      const email = 'reset.mail@example.com';
      await insertTestAccount(api.database, { email });
      expect((await requestReset('  Reset.MAIL@example.com ')).statusCode).toBe(204);

      const messages = await outbox(email);
      expect(messages).toHaveLength(1);
      const [message] = messages;
      expect(message).toMatchObject({ to: email, subject: 'Reset your Medicines Online password' });
      expect(message?.links).toEqual([
        expect.stringMatching(
          /^http:\/\/localhost:3000\/reset-password\?resetPasswordToken=[A-Za-z0-9_-]{43}$/,
        ),
      ]);
      const link = message?.links[0] ?? '';
      // The link stands on a line of its own in the text, and is a link in the HTML.
      expect(message?.text.split('\n')).toContain(link);
      expect(message?.text).toContain('for 30 minutes');
      expect(message?.html).toContain(`<a href="${link}">`);
      expect(message?.sentAt).toBe(clock.now().toISOString());

      // Only a hash of the token is stored.
      const token = new URL(link).searchParams.get('resetPasswordToken') ?? '';
      const stored = await api.database.db
        .select({ hash: accountTokens.tokenHash })
        .from(accountTokens);
      expect(stored.map((row) => row.hash)).not.toContain(token);
      clock.advanceSeconds(1);
    });

    it('refuses bad bodies with 400 validation', async () => {
      const cases: { payload: object; field: string; reason: string }[] = [
        { payload: { email: seedEmails.alexLinked }, field: 'platform', reason: 'required' },
        {
          payload: { email: seedEmails.alexLinked, platform: 'ios' },
          field: 'platform',
          reason: 'enum',
        },
        { payload: { platform: 'web' }, field: 'email', reason: 'required' },
        {
          payload: { email: seedEmails.alexLinked, platform: 'web', redirectURL: '/' },
          field: 'redirectURL',
          reason: 'notAllowed',
        },
      ];
      for (const { payload, field, reason } of cases) {
        const response = await requestReset(seedEmails.alexLinked, payload);
        expect(expectError(response, 400, 'validation').reasons).toEqual([{ field, reason }]);
      }
      expect(await outbox(seedEmails.alexLinked)).toEqual([]);
    });
  });

  describe('completion', () => {
    it('sets the new password: the old one is refused, the new one signs in, the link works once', async () => {
      const email = 'reset.complete@example.com';
      await insertTestAccount(api.database, { email });
      const token = await resetToken(email);

      const response = await complete({ token, newPassword: NEW_PASSWORD });
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe('');
      expectError(await attemptSignIn(email, SEED_PASSWORD), 401, 'auth.invalidCredentials');
      await signIn(api, email, NEW_PASSWORD);

      expectError(
        await complete({ token, newPassword: 'Another-Pa55word' }),
        422,
        'passwordReset.invalidToken',
      );
      await signIn(api, email, NEW_PASSWORD);
    });

    it('refuses an unknown token with passwordReset.invalidToken', async () => {
      expectError(
        await complete({ token: 'A'.repeat(43), newPassword: NEW_PASSWORD }),
        422,
        'passwordReset.invalidToken',
      );
    });

    it('refuses a token once PASSWORD_RESET_TTL_MINUTES have passed, changing nothing', async () => {
      const email = 'reset.expiry@example.com';
      await insertTestAccount(api.database, { email });
      const before = await storedAccount(email);

      const expired = await resetToken(email); // the clock is now 1 s after the mail
      clock.advanceSeconds(TTL_MINUTES * 60 - 1);
      expectError(
        await complete({ token: expired, newPassword: NEW_PASSWORD }),
        422,
        'passwordReset.invalidToken',
      );
      expect(await storedAccount(email)).toEqual(before);

      // One second earlier it still works.
      const fresh = await resetToken(email);
      clock.advanceSeconds(TTL_MINUTES * 60 - 2);
      expect((await complete({ token: fresh, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
      await signIn(api, email, NEW_PASSWORD);
    });

    it('refuses a password that breaks the rule with password.tooWeak, changing nothing', async () => {
      const email = 'reset.weak@example.com';
      await insertTestAccount(api.database, { email });
      const token = await resetToken(email);
      const before = await storedAccount(email);

      for (const newPassword of [
        'Passw1!', // 7 characters
        'PASSWORD123!',
        'password123!',
        'Password!!!!',
        'Password1234',
      ]) {
        const response = await complete({ token, newPassword });
        expect(expectError(response, 422, 'password.tooWeak').reasons, newPassword).toEqual([
          { field: 'newPassword', reason: 'tooWeak' },
        ]);
      }
      expect(await storedAccount(email)).toEqual(before);
      await signIn(api, email);
      // The token was not used up.
      expect((await complete({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
    });

    it('reports an invalid token before a weak password', async () => {
      expectError(
        await complete({ token: 'A'.repeat(43), newPassword: 'weak' }),
        422,
        'passwordReset.invalidToken',
      );
    });

    it('unlocks a locked account: the seeded lee.locked signs in after resetting', async () => {
      const email = seedEmails.leeLocked;
      expectError(await attemptSignIn(email, SEED_PASSWORD), 401, 'auth.accountLocked');
      const token = await resetToken(email);
      expect((await complete({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
      expect(await storedAccount(email)).toMatchObject({ locked: false, failed: 0 });
      await signIn(api, email, NEW_PASSWORD);
    });

    it('ends the account’s sessions: its refresh tokens stop working', async () => {
      const email = 'reset.sessions@example.com';
      await insertTestAccount(api.database, { email });
      const session = await signIn(api, email);
      const token = await resetToken(email);
      expect((await complete({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
      const refreshed = await api.call({
        method: 'POST',
        url: '/v1/auth/refresh',
        payload: { refresh_token: session.refresh_token },
      });
      expectError(refreshed, 401, 'token.invalid');
    });

    it('uses up the account’s other reset links too', async () => {
      const email = 'reset.twice@example.com';
      await insertTestAccount(api.database, { email });
      const first = await resetToken(email);
      const second = await resetToken(email);
      expect(second).not.toBe(first);
      expect((await complete({ token: second, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
      expectError(
        await complete({ token: first, newPassword: 'Another-Pa55word' }),
        422,
        'passwordReset.invalidToken',
      );
      await signIn(api, email, NEW_PASSWORD);
    });

    it('lets only one of two simultaneous completions with the same token through', async () => {
      const email = 'reset.race@example.com';
      await insertTestAccount(api.database, { email });
      const token = await resetToken(email);
      // Idle connections first, so on PostgreSQL both completions really run at once (as in auth.test.ts).
      await Promise.all([1, 2, 3, 4].map(() => api.database.db.execute(sql`SELECT 1`)));
      const responses = await Promise.all([
        complete({ token, newPassword: NEW_PASSWORD }),
        complete({ token, newPassword: 'Another-Pa55word' }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([204, 422]);
    });

    it('refuses bad bodies with 400 validation', async () => {
      const cases: { payload: object; field: string; reason: string }[] = [
        { payload: { newPassword: NEW_PASSWORD }, field: 'token', reason: 'required' },
        { payload: { token: 'A'.repeat(43) }, field: 'newPassword', reason: 'required' },
        {
          payload: { token: 'not a token', newPassword: NEW_PASSWORD },
          field: 'token',
          reason: 'pattern',
        },
        {
          payload: { token: 'A'.repeat(43), newPassword: 'x'.repeat(257) },
          field: 'newPassword',
          reason: 'maxLength',
        },
        {
          payload: {
            token: 'A'.repeat(43),
            newPassword: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          },
          field: 'confirmPassword',
          reason: 'notAllowed',
        },
      ];
      for (const { payload, field, reason } of cases) {
        expect(expectError(await complete(payload), 400, 'validation').reasons).toEqual([
          { field, reason },
        ]);
      }
    });
  });
});
