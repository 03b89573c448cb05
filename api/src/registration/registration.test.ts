import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailsResponse } from '../accounts/account-details';
import { accountPatients, accounts, accountTokens, mailOutbox, patients } from '../db/schema';
import { SEED_PASSWORD, seedAccountIds, seedEmails } from '../demo/seed-ids';
import { countRows, expectError, signIn, startTestApi, type TestApi } from '../testing/test-api';
import {
  createAccount,
  createTickingClock,
  NEW_PASSWORD,
  outbox,
  tokenFromNewestMail,
  verifiedAccount,
  verifyEmail,
  type VerifiedAccount,
} from '../testing/registration-steps';

// Not the defaults of 24, to show VERIFICATION_TTL_HOURS and REGISTRATION_TTL_HOURS are read.
const VERIFICATION_TTL_HOURS = 2;
const REGISTRATION_TTL_HOURS = 3;

describe('registration by email', { timeout: 60_000 }, () => {
  const { clock, now } = createTickingClock();
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({
      clock: now,
      env: {
        VERIFICATION_TTL_HOURS: String(VERIFICATION_TTL_HOURS),
        REGISTRATION_TTL_HOURS: String(REGISTRATION_TTL_HOURS),
      },
    });
  }, 120_000);
  afterAll(() => api.close());

  const lookUp = (action: string, emailAddress: string) =>
    api.call({
      method: 'POST',
      url: '/v1/accounts/registration',
      query: { action },
      payload: { emailAddress },
    });
  const resend = (emailOrId: string) =>
    api.call({
      method: 'GET',
      url: `/v1/accounts/verification/${encodeURIComponent(emailOrId)}`,
    });
  const signInUser = (account: VerifiedAccount, overrides: object = {}) =>
    api.call({
      method: 'POST',
      url: '/v1/accounts/sign-in-user',
      payload: {
        accountId: account.accountId,
        firstName: 'Casey',
        lastName: 'Jones',
        password: NEW_PASSWORD,
        email: account.email,
        registrationToken: account.registrationToken,
        ...overrides,
      },
    });
  const patientBody = (accountId: string, overrides: object = {}) => ({
    consentSigned: true,
    hasConsent: true,
    accountId,
    isRegCall: true,
    regVersion: 'V4Manual',
    regSection: 3,
    lastRegSectionId: 'CreatePassword',
    regPlatform: 'web',
    history: ['/register', '/register/details'],
    firstName: ' Casey ',
    lastName: 'Jones',
    primaryContactNumber: '07700 900999',
    dateOfBirth: '1990-05-17',
    ...overrides,
  });
  const createPatient = (token: string, payload: object) =>
    api.call({ method: 'PUT', url: '/v1/patients/registration', token, payload });
  const attemptSignIn = (email: string, password: string) =>
    api.call({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { username: email, password, platform: 'web' },
    });
  const storedAccount = async (id: string) =>
    (await api.database.db.select().from(accounts).where(eq(accounts.id, id)))[0];
  /** A verified account that has become a sign-in user, and its access token. */
  const signedInUser = async (email: string) => {
    const account = await verifiedAccount(api, email);
    expect((await signInUser(account)).statusCode).toBe(204);
    return { ...account, accessToken: (await signIn(api, email, NEW_PASSWORD)).access_token };
  };
  const tableCounts = () =>
    Promise.all(
      [accounts, patients, accountPatients, accountTokens, mailOutbox].map((table) =>
        countRows(api.database, table),
      ),
    );

  it('walks the whole path: account, mail, verification, sign-in user, sign-in, patient, details', async () => {
    const email = 'casey.jones@example.com';
    const created = await createAccount(api, '  Casey.Jones@Example.com ', true);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect(created.json()).toEqual({ id, email, accountStatus: 'Created' });
    expect((await storedAccount(id))?.notificationPreferences).toEqual([
      {
        notificationType: 'marketing',
        email: true,
        pushNotification: false,
        sms: false,
        post: false,
      },
    ]);

    const [mail] = await outbox(api, email);
    expect(mail?.subject).toBe('Verify your email address for Medicines Online');
    expect(mail?.links).toEqual([
      expect.stringMatching(
        /^http:\/\/localhost:3000\/register\?verificationToken=[A-Za-z0-9_-]{43}$/,
      ),
    ]);
    const link = mail?.links[0] ?? '';
    expect(mail?.text.split('\n')).toContain(link);
    expect(mail?.text).toContain('for 2 hours');
    expect(mail?.html).toContain(`<a href="${link}">`);

    const verified = await verifyEmail(
      api,
      new URL(link).searchParams.get('verificationToken') ?? '',
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const { registrationToken } = verified.json<{ registrationToken: string }>();
    expect(verified.json()).toEqual({ id, email, accountStatus: 'Verified', registrationToken });
    expect(registrationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only hashes are stored.
    const hashes = (await api.database.db.select().from(accountTokens)).map((row) => row.tokenHash);
    expect(hashes).not.toContain(registrationToken);

    expectError(await attemptSignIn(email, NEW_PASSWORD), 401, 'auth.invalidCredentials');
    const account = { accountId: id, email, registrationToken };
    const user = await signInUser(account);
    expect(user.statusCode, user.body).toBe(204);
    expect(user.body).toBe('');
    expect((await storedAccount(id))?.status).toBe('ACTIVE');
    const { access_token } = await signIn(api, email, NEW_PASSWORD);

    // Signed in, but no patient yet.
    const before = await api.call({
      method: 'GET',
      url: '/v1/accounts/details',
      token: access_token,
    });
    expect(before.json<AccountDetailsResponse>().patient).toBeNull();

    const patient = await createPatient(access_token, patientBody(id));
    expect(patient.statusCode, patient.body).toBe(201);
    const { patientId } = patient.json<{ patientId: string }>();
    expect(patient.json()).toEqual({ patientId });
    expect(patientId).toMatch(/^[0-9a-f-]{36}$/);

    const details = await api.call({
      method: 'GET',
      url: '/v1/accounts/details',
      token: access_token,
    });
    const body = details.json<AccountDetailsResponse>();
    expect(body.account).toMatchObject({ id, email, accountStatus: 'ACTIVE' });
    expect(body.patient).toMatchObject({
      id: patientId,
      accountId: id,
      pharmacyId: null,
      firstName: 'Casey',
      lastName: 'Jones',
      primaryContactNumber: '07700 900999',
      dateOfBirth: '1990-05-17',
      consent: { consentSigned: true, hasConsent: true },
      iM1Available: false,
      allowManualReordering: true,
      patientIntegration: null,
    });
    expect(body.pharmacy).toBeNull();
    expect(body).not.toHaveProperty('integrationSettings');
  });

  describe('uniqueCheck and verifyStatus', () => {
    it('tells the status and ids of an account, trimmed and in any case', async () => {
      const response = await lookUp('uniquecheck', ` ${seedEmails.vicVerified.toUpperCase()} `);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        accountId: seedAccountIds.vicVerified,
        accountStatus: 'Verified',
        b2CObjectId: null,
      });
      const verify = await lookUp('verify', seedEmails.alexLinked);
      expect(verify.json()).toEqual({ accountStatus: 'ACTIVE' });
    });

    it('answers nulls (uniquecheck) or 404 (verify) when there is no account', async () => {
      const response = await lookUp('uniquecheck', 'nobody@example.com');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ accountId: null, accountStatus: null, b2CObjectId: null });
      expectError(await lookUp('verify', 'nobody@example.com'), 404, 'account.notFound');
    });

    it('refuses a missing or unknown action and bad bodies with 400', async () => {
      const noAction = await api.call({
        method: 'POST',
        url: '/v1/accounts/registration',
        payload: { emailAddress: seedEmails.alexLinked },
      });
      expect(expectError(noAction, 400, 'validation').reasons).toEqual([
        { field: 'action', reason: 'required' },
      ]);
      expect(
        expectError(await lookUp('delete', 'a@example.com'), 400, 'validation').reasons,
      ).toEqual([{ field: 'action', reason: 'enum' }]);
      const extra = await api.call({
        method: 'POST',
        url: '/v1/accounts/registration',
        query: { action: 'verify' },
        payload: { emailAddress: 'a@example.com', email: 'a@example.com' },
      });
      expect(expectError(extra, 400, 'validation').reasons).toEqual([
        { field: 'email', reason: 'notAllowed' },
      ]);
    });
  });

  describe('createAccount', () => {
    it('stores a marketing refusal as email false', async () => {
      const response = await createAccount(api, 'no.marketing@example.com', false);
      const { id } = response.json<{ id: string }>();
      expect((await storedAccount(id))?.notificationPreferences).toEqual([
        {
          notificationType: 'marketing',
          email: false,
          pushNotification: false,
          sms: false,
          post: false,
        },
      ]);
    });

    it('refuses an email that has an account with 409 account.exists, sending nothing', async () => {
      const before = await tableCounts();
      expectError(
        await createAccount(api, seedEmails.unaUnverified.toUpperCase()),
        409,
        'account.exists',
      );
      expect(await tableCounts()).toEqual(before);
    });

    it('refuses bad bodies with 400 validation, storing nothing', async () => {
      const cases: { payload: object; field: string; reason: string }[] = [
        { payload: { platform: 'web', marketingOptin: true }, field: 'email', reason: 'required' },
        {
          payload: { email: 'bad.body@example.com', platform: 'web' },
          field: 'marketingOptin',
          reason: 'required',
        },
        {
          payload: { email: 'bad.body@example.com', platform: 'web', marketingOptin: 'yes' },
          field: 'marketingOptin',
          reason: 'type',
        },
        {
          payload: { email: 'bad.body@example.com', platform: 'ios', marketingOptin: true },
          field: 'platform',
          reason: 'enum',
        },
        {
          payload: { email: 'not an email', platform: 'web', marketingOptin: true },
          field: 'email',
          reason: 'pattern',
        },
        {
          payload: {
            email: 'bad.body@example.com',
            platform: 'web',
            marketingOptin: true,
            isNHSLoginRegister: false,
          },
          field: 'isNHSLoginRegister',
          reason: 'notAllowed',
        },
      ];
      const before = await tableCounts();
      for (const { payload, field, reason } of cases) {
        const response = await api.call({ method: 'POST', url: '/v1/accounts', payload });
        expect(expectError(response, 400, 'validation').reasons).toEqual([{ field, reason }]);
      }
      expect(await tableCounts()).toEqual(before);
    });
  });

  describe('resendVerification', () => {
    it('mails a new link by email or by id while registration is unfinished; earlier links still work', async () => {
      const email = 'resend.me@example.com';
      const { id } = (await createAccount(api, email)).json<{ id: string }>();
      const first = await tokenFromNewestMail(api, email, 'verificationToken');

      for (const emailOrId of [' Resend.Me@example.com', id]) {
        const response = await resend(emailOrId);
        expect(response.statusCode).toBe(204);
        expect(response.body).toBe('');
      }
      expect(await outbox(api, email)).toHaveLength(3);
      const newest = await tokenFromNewestMail(api, email, 'verificationToken');
      expect(newest).not.toBe(first);

      // The first link still works, then the newest: Verified stays Verified.
      expect((await verifyEmail(api, first)).json()).toMatchObject({ accountStatus: 'Verified' });
      expect((await resend(email)).statusCode).toBe(204);
      expect(await outbox(api, email)).toHaveLength(4);
      expect((await verifyEmail(api, newest)).json()).toMatchObject({ accountStatus: 'Verified' });
    });

    it('answers 204 and mails nothing for an ACTIVE account or none', async () => {
      const before = await tableCounts();
      for (const emailOrId of [
        seedEmails.alexLinked,
        seedAccountIds.alexLinked,
        'nobody@example.com',
        '5eed0000-0000-4000-8000-00000000ffff',
        `${'x'.repeat(240)}@example.com`,
      ]) {
        expect((await resend(emailOrId)).statusCode, emailOrId).toBe(204);
      }
      expect(await tableCounts()).toEqual(before);
    });

    it('mails the seeded Created account', async () => {
      expect((await resend(seedEmails.unaUnverified)).statusCode).toBe(204);
      expect(await outbox(api, seedEmails.unaUnverified)).toHaveLength(1);
    });
  });

  describe('verifyEmail', () => {
    it('works once', async () => {
      const email = 'verify.once@example.com';
      await createAccount(api, email);
      const token = await tokenFromNewestMail(api, email, 'verificationToken');
      expect((await verifyEmail(api, token)).statusCode).toBe(200);
      expectError(await verifyEmail(api, token), 422, 'verification.invalidToken');
    });

    it('refuses unknown and malformed tokens', async () => {
      for (const token of ['A'.repeat(43), 'not%20a%20token', 'x']) {
        expectError(await verifyEmail(api, token), 422, 'verification.invalidToken');
      }
    });

    it('refuses a link once VERIFICATION_TTL_HOURS have passed, changing nothing', async () => {
      const email = 'verify.late@example.com';
      const { id } = (await createAccount(api, email)).json<{ id: string }>();
      const token = await tokenFromNewestMail(api, email, 'verificationToken');
      clock.advanceSeconds(VERIFICATION_TTL_HOURS * 3600);
      expectError(await verifyEmail(api, token), 422, 'verification.invalidToken');
      expect((await storedAccount(id))?.status).toBe('Created');
    });

    it('refuses the link of an account that has become ACTIVE', async () => {
      const email = 'verify.active@example.com';
      const account = await verifiedAccount(api, email);
      expect((await resend(email)).statusCode).toBe(204);
      const unused = await tokenFromNewestMail(api, email, 'verificationToken');
      expect((await signInUser(account)).statusCode).toBe(204);
      expectError(await verifyEmail(api, unused), 422, 'verification.invalidToken');
    });
  });

  describe('createSignInUser', () => {
    it('refuses a registrationToken that is unknown, used, for another account or email, or expired', async () => {
      const account = await verifiedAccount(api, 'sign.in.user@example.com');
      const other = await verifiedAccount(api, 'sign.in.other@example.com');
      const before = await tableCounts();
      for (const overrides of [
        { registrationToken: 'A'.repeat(43) },
        { registrationToken: other.registrationToken },
        { accountId: other.accountId },
        { email: other.email },
      ]) {
        expectError(await signInUser(account, overrides), 422, 'registration.invalidToken');
      }
      expect(await tableCounts()).toEqual(before);

      expect((await signInUser(account, { email: ' Sign.In.User@example.com ' })).statusCode).toBe(
        204,
      );
      // Used up: and the account is now ACTIVE, but the token is what is reported first.
      expectError(await signInUser(account), 422, 'registration.invalidToken');

      clock.advanceSeconds(REGISTRATION_TTL_HOURS * 3600);
      expectError(await signInUser(other), 422, 'registration.invalidToken');
      expect((await storedAccount(other.accountId))?.status).toBe('Verified');
    });

    it('refuses an account that is already ACTIVE with 409 account.alreadyActive', async () => {
      const email = 'already.active@example.com';
      await createAccount(api, email);
      const firstLink = await tokenFromNewestMail(api, email, 'verificationToken');
      expect((await resend(email)).statusCode).toBe(204);
      const secondLink = await tokenFromNewestMail(api, email, 'verificationToken');
      const first = (await verifyEmail(api, firstLink)).json<{
        id: string;
        registrationToken: string;
      }>();
      const second = (await verifyEmail(api, secondLink)).json<{ registrationToken: string }>();
      const account = { accountId: first.id, email, registrationToken: first.registrationToken };
      expect((await signInUser(account)).statusCode).toBe(204);
      // Activation used up the account's other registration tokens too.
      expectError(
        await signInUser({ ...account, registrationToken: second.registrationToken }),
        422,
        'registration.invalidToken',
      );
    });

    it('reports alreadyActive for an ACTIVE account that still holds a registration token', async () => {
      const email = 'active.with.token@example.com';
      const account = await verifiedAccount(api, email);
      await api.database.db
        .update(accounts)
        .set({ status: 'ACTIVE' })
        .where(eq(accounts.id, account.accountId));
      expectError(await signInUser(account), 409, 'account.alreadyActive');
    });

    it('refuses a password that breaks the rule with password.tooWeak, keeping the token', async () => {
      const account = await verifiedAccount(api, 'weak.password@example.com');
      for (const password of [
        'Passw1!',
        'password123!',
        'PASSWORD123!',
        'Password!!!!',
        'Password1234',
      ]) {
        expect(
          expectError(await signInUser(account, { password }), 422, 'password.tooWeak').reasons,
          password,
        ).toEqual([{ field: 'password', reason: 'tooWeak' }]);
      }
      expect((await storedAccount(account.accountId))?.passwordHash).toBeNull();
      expect((await signInUser(account)).statusCode).toBe(204);
    });

    it('refuses bad bodies with 400 validation, storing nothing', async () => {
      const account = await verifiedAccount(api, 'sign.in.bad@example.com');
      const before = await tableCounts();
      const cases: { overrides: object; field: string; reason: string }[] = [
        { overrides: { accountId: 'not-a-uuid' }, field: 'accountId', reason: 'format' },
        { overrides: { firstName: '   ' }, field: 'firstName', reason: 'pattern' },
        { overrides: { lastName: 42 }, field: 'lastName', reason: 'type' },
        {
          overrides: { registrationToken: 'has spaces' },
          field: 'registrationToken',
          reason: 'pattern',
        },
        {
          overrides: { confirmPassword: NEW_PASSWORD },
          field: 'confirmPassword',
          reason: 'notAllowed',
        },
      ];
      for (const { overrides, field, reason } of cases) {
        expect(
          expectError(await signInUser(account, overrides), 400, 'validation').reasons,
        ).toEqual([{ field, reason }]);
      }
      const { password: _password, ...withoutPassword } = {
        ...account,
        password: NEW_PASSWORD,
        firstName: 'A',
        lastName: 'B',
      };
      const missing = await api.call({
        method: 'POST',
        url: '/v1/accounts/sign-in-user',
        payload: withoutPassword,
      });
      expect(expectError(missing, 400, 'validation').reasons).toEqual([
        { field: 'password', reason: 'required' },
      ]);
      expect(await tableCounts()).toEqual(before);
    });
  });

  describe('createPatient', () => {
    it('needs a signed-in account', async () => {
      const response = await createPatient('', patientBody(seedAccountIds.alexLinked));
      expectError(response, 401, 'token.invalid');
    });

    it('refuses another account’s id with 403 and an account that has a patient with 409', async () => {
      const user = await signedInUser('patient.twice@example.com');
      const before = await tableCounts();
      expectError(
        await createPatient(user.accessToken, patientBody(seedAccountIds.alexLinked)),
        403,
        'patient.forbidden',
      );
      expect(await tableCounts()).toEqual(before);

      expect((await createPatient(user.accessToken, patientBody(user.accountId))).statusCode).toBe(
        201,
      );
      const afterFirst = await tableCounts();
      expectError(
        await createPatient(user.accessToken, patientBody(user.accountId)),
        409,
        'patient.exists',
      );
      expect(await tableCounts()).toEqual(afterFirst);

      const seeded = await signIn(api, seedEmails.alexLinked, SEED_PASSWORD);
      expectError(
        await createPatient(seeded.access_token, patientBody(seedAccountIds.alexLinked)),
        409,
        'patient.exists',
      );
    });

    it('refuses an age under 16, impossible or future dates and bad phone numbers with 422, storing nothing', async () => {
      const user = await signedInUser('patient.rules@example.com');
      // The API's clock is in early March 2026 (testing/test-api.ts createTestClock), London time.
      const today = clock.now().toISOString().slice(0, 10);
      const sixteenYearsAgo = `${Number(today.slice(0, 4)) - 16}${today.slice(4)}`;
      const dayAfter = new Date(`${sixteenYearsAgo}T12:00:00Z`);
      dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
      const before = await tableCounts();
      const cases: { overrides: object; code: string; reasons: object[] }[] = [
        {
          overrides: { dateOfBirth: dayAfter.toISOString().slice(0, 10) },
          code: 'patient.tooYoung',
          reasons: [{ field: 'dateOfBirth', reason: 'tooYoung' }],
        },
        {
          overrides: { dateOfBirth: '1990-02-30' },
          code: 'patient.invalidDetails',
          reasons: [{ field: 'dateOfBirth', reason: 'invalidDate' }],
        },
        {
          overrides: { dateOfBirth: '2099-01-01' },
          code: 'patient.invalidDetails',
          reasons: [{ field: 'dateOfBirth', reason: 'invalidDate' }],
        },
        {
          overrides: { primaryContactNumber: '0770090' },
          code: 'patient.invalidDetails',
          reasons: [{ field: 'primaryContactNumber', reason: 'invalidPhone' }],
        },
        {
          overrides: { primaryContactNumber: '07700-900-999' },
          code: 'patient.invalidDetails',
          reasons: [{ field: 'primaryContactNumber', reason: 'invalidPhone' }],
        },
        {
          overrides: { dateOfBirth: '2020-01-01', primaryContactNumber: 'call me' },
          code: 'patient.invalidDetails',
          reasons: [
            { field: 'dateOfBirth', reason: 'tooYoung' },
            { field: 'primaryContactNumber', reason: 'invalidPhone' },
          ],
        },
      ];
      for (const { overrides, code, reasons } of cases) {
        const response = await createPatient(
          user.accessToken,
          patientBody(user.accountId, overrides),
        );
        expect(expectError(response, 422, code).reasons, JSON.stringify(overrides)).toEqual(
          reasons,
        );
      }
      expect(await tableCounts()).toEqual(before);
      // Sixteen today is old enough.
      const ok = await createPatient(
        user.accessToken,
        patientBody(user.accountId, {
          dateOfBirth: sixteenYearsAgo,
          primaryContactNumber: '+44 7700 900999',
        }),
      );
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it('refuses bad bodies with 400 validation, storing nothing', async () => {
      const user = await signedInUser('patient.bad.body@example.com');
      const before = await tableCounts();
      const { history: _history, ...withoutHistory } = patientBody(user.accountId);
      const cases: { payload: object; field: string; reason: string }[] = [
        { payload: withoutHistory, field: 'history', reason: 'required' },
        {
          payload: patientBody(user.accountId, { isRegCall: false }),
          field: 'isRegCall',
          reason: 'enum',
        },
        {
          payload: patientBody(user.accountId, { regVersion: '3' }),
          field: 'regVersion',
          reason: 'enum',
        },
        {
          payload: patientBody(user.accountId, { regSection: 1.5 }),
          field: 'regSection',
          reason: 'type',
        },
        {
          payload: patientBody(user.accountId, { history: Array.from({ length: 21 }, () => '/') }),
          field: 'history',
          reason: 'maxItems',
        },
        {
          payload: patientBody(user.accountId, { history: ['x'.repeat(101)] }),
          field: 'history.0',
          reason: 'maxLength',
        },
        {
          payload: patientBody(user.accountId, { firstName: ' ' }),
          field: 'firstName',
          reason: 'pattern',
        },
        {
          payload: patientBody(user.accountId, { lastName: 'x'.repeat(101) }),
          field: 'lastName',
          reason: 'maxLength',
        },
        {
          payload: patientBody(user.accountId, { dateOfBirth: '17/05/1990' }),
          field: 'dateOfBirth',
          reason: 'pattern',
        },
        {
          payload: patientBody(user.accountId, { pharmacyId: null }),
          field: 'pharmacyId',
          reason: 'notAllowed',
        },
      ];
      for (const { payload, field, reason } of cases) {
        const response = await createPatient(user.accessToken, payload);
        expect(expectError(response, 400, 'validation').reasons, field).toEqual([
          { field, reason },
        ]);
      }
      expect(await tableCounts()).toEqual(before);
    });
  });
});
