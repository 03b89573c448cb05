import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, accountTokens, mailOutbox } from '../db/schema';
import { SEED_PASSWORD, seedAccountIds, seedEmails } from '../demo/seed-ids';
import { createTickingClock, outbox, tokenFromNewestMail } from '../testing/registration-steps';
import {
  countRows,
  expectError,
  insertTestAccount,
  signIn,
  startTestApi,
  type TestApi,
} from '../testing/test-api';

// Not the default 24, to show EMAIL_CHANGE_TTL_HOURS is read.
const TTL_HOURS = 5;
const UPDATE_FAILED = 'Update process could not be completed. Please try again later.';

describe('email change', { timeout: 60_000 }, () => {
  const { clock, now } = createTickingClock();
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({
      clock: now,
      env: { EMAIL_CHANGE_TTL_HOURS: String(TTL_HOURS) },
    });
  }, 120_000);
  afterAll(() => api.close());

  /** An account of the test's own, signed in. */
  const signedInAccount = async (email: string) => {
    const accountId = await insertTestAccount(api.database, { email });
    return { accountId, email, token: (await signIn(api, email)).access_token };
  };
  const sendChange = (token: string, payload: object) =>
    api.call({ method: 'POST', url: '/v1/accounts/email-change', token, payload });
  const confirm = (token: string, changeToken: string) =>
    api.call({ method: 'GET', url: `/v1/accounts/email-change/${changeToken}`, token });
  const attemptSignIn = (email: string) =>
    api.call({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { username: email, password: SEED_PASSWORD, platform: 'web' },
    });
  const storedEmail = async (id: string) =>
    (await api.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]?.email;
  const counts = () =>
    Promise.all([accountTokens, mailOutbox].map((table) => countRows(api.database, table)));

  it('mails the new address, and following the link signed in makes it the sign-in email', async () => {
    const user = await signedInAccount('change.me@example.com');
    const newEmail = 'changed@example.com';
    const response = await sendChange(user.token, {
      currentEmail: ' Change.Me@example.com',
      newEmail: ' Changed@Example.com ',
      accountId: user.accountId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: true, message: '' });
    expect(await storedEmail(user.accountId)).toBe(user.email);

    const [mail] = await outbox(api, newEmail);
    expect(mail?.subject).toBe('Confirm your new email address for Medicines Online');
    expect(mail?.links).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/verify-new-email\/[A-Za-z0-9_-]{43}$/),
    ]);
    expect(mail?.text.split('\n')).toContain(mail?.links[0]);
    expect(mail?.text).toContain('for 5 hours');
    expect(await outbox(api, user.email)).toEqual([]);

    const changeToken = await tokenFromNewestMail(api, newEmail);
    const confirmed = await confirm(user.token, changeToken);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: true, message: '' });
    expect(await storedEmail(user.accountId)).toBe(newEmail);

    expectError(await attemptSignIn(user.email), 401, 'auth.invalidCredentials');
    // Every sign-in of the account has ended, and its access tokens with it (issue 21).
    expectError(await confirm(user.token, changeToken), 401, 'token.invalid');
    const again = await signIn(api, newEmail);
    // Single use.
    expect(
      expectError(await confirm(again.access_token, changeToken), 422, 'emailChange.invalidToken', {
        show: true,
      }),
    ).toMatchObject({ message: UPDATE_FAILED });
  });

  it('refuses another account’s id with 403, changing and sending nothing', async () => {
    const user = await signedInAccount('not.yours@example.com');
    const before = await counts();
    const response = await sendChange(user.token, {
      currentEmail: seedEmails.alexLinked,
      newEmail: 'stolen@example.com',
      accountId: seedAccountIds.alexLinked,
    });
    expectError(response, 403, 'account.forbidden');
    expect(await counts()).toEqual(before);
  });

  it('refuses a wrong current email, the same email and one in use with shown 422s', async () => {
    const user = await signedInAccount('refusals@example.com');
    const before = await counts();
    const cases: { currentEmail: string; newEmail: string; code: string }[] = [
      {
        currentEmail: 'someone.else@example.com',
        newEmail: 'new@example.com',
        code: 'emailChange.currentEmailMismatch',
      },
      {
        currentEmail: user.email,
        newEmail: ' REFUSALS@example.com',
        code: 'emailChange.sameEmail',
      },
      {
        currentEmail: user.email,
        newEmail: seedEmails.alexLinked.toUpperCase(),
        code: 'emailChange.emailInUse',
      },
    ];
    for (const { currentEmail, newEmail, code } of cases) {
      const response = await sendChange(user.token, {
        currentEmail,
        newEmail,
        accountId: user.accountId,
      });
      expectError(response, 422, code, { show: true });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown, malformed, expired or another account’s token, changing nothing', async () => {
    const user = await signedInAccount('tokens@example.com');
    const other = await signedInAccount('other.tokens@example.com');
    const request = (account: typeof user, newEmail: string) =>
      sendChange(account.token, {
        currentEmail: account.email,
        newEmail,
        accountId: account.accountId,
      });

    expect((await request(other, 'other.new@example.com')).statusCode).toBe(200);
    const othersToken = await tokenFromNewestMail(api, 'other.new@example.com');
    for (const token of ['A'.repeat(43), 'x', othersToken]) {
      expectError(await confirm(user.token, token), 422, 'emailChange.invalidToken', {
        show: true,
      });
    }

    expect((await request(user, 'late@example.com')).statusCode).toBe(200);
    const late = await tokenFromNewestMail(api, 'late@example.com');
    clock.advanceSeconds(TTL_HOURS * 3600);
    // Signed in again: the access tokens have expired too.
    const fresh = async (email: string) => (await signIn(api, email)).access_token;
    expectError(await confirm(await fresh(user.email), late), 422, 'emailChange.invalidToken', {
      show: true,
    });
    expect(await storedEmail(user.accountId)).toBe(user.email);
    expect(await storedEmail(other.accountId)).toBe(other.email);
  });

  it('replaces an earlier request: only the newest link works', async () => {
    const user = await signedInAccount('twice@example.com');
    const request = (newEmail: string) =>
      sendChange(user.token, { currentEmail: user.email, newEmail, accountId: user.accountId });
    expect((await request('first.choice@example.com')).statusCode).toBe(200);
    const first = await tokenFromNewestMail(api, 'first.choice@example.com');
    expect((await request('second.choice@example.com')).statusCode).toBe(200);
    const second = await tokenFromNewestMail(api, 'second.choice@example.com');
    expectError(await confirm(user.token, first), 422, 'emailChange.invalidToken', { show: true });
    expect((await confirm(user.token, second)).statusCode).toBe(200);
    expect(await storedEmail(user.accountId)).toBe('second.choice@example.com');
  });

  it('refuses with emailChange.emailInUse when another account took the address meanwhile', async () => {
    const user = await signedInAccount('slow@example.com');
    const contested = 'contested@example.com';
    expect(
      (
        await sendChange(user.token, {
          currentEmail: user.email,
          newEmail: contested,
          accountId: user.accountId,
        })
      ).statusCode,
    ).toBe(200);
    const token = await tokenFromNewestMail(api, contested);
    await insertTestAccount(api.database, { email: contested, status: 'Created' });
    expectError(await confirm(user.token, token), 422, 'emailChange.emailInUse', { show: true });
    expect(await storedEmail(user.accountId)).toBe(user.email);
  });

  it('needs a signed-in account and refuses bad bodies with 400, sending nothing', async () => {
    const user = await signedInAccount('bad.bodies@example.com');
    expectError(
      await sendChange('', {
        currentEmail: user.email,
        newEmail: 'a@example.com',
        accountId: user.accountId,
      }),
      401,
      'token.invalid',
    );
    expectError(await confirm('', 'A'.repeat(43)), 401, 'token.invalid');
    const before = await counts();
    const cases: { payload: object; field: string; reason: string }[] = [
      {
        payload: { currentEmail: user.email, accountId: user.accountId },
        field: 'newEmail',
        reason: 'required',
      },
      {
        payload: { currentEmail: user.email, newEmail: 'no-at-sign', accountId: user.accountId },
        field: 'newEmail',
        reason: 'pattern',
      },
      {
        payload: { currentEmail: user.email, newEmail: 'a@example.com', accountId: 7 },
        field: 'accountId',
        reason: 'type',
      },
      {
        payload: {
          currentEmail: user.email,
          newEmail: 'a@example.com',
          accountId: user.accountId,
          confirm: true,
        },
        field: 'confirm',
        reason: 'notAllowed',
      },
    ];
    for (const { payload, field, reason } of cases) {
      expect(expectError(await sendChange(user.token, payload), 400, 'validation').reasons).toEqual(
        [{ field, reason }],
      );
    }
    expect(await counts()).toEqual(before);
  });
});
