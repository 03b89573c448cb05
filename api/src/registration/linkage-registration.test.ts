import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailsResponse } from '../accounts/account-details';
import { accountPatients, accounts, accountTokens, patients } from '../db/schema';
import { seedPracticeOdsCodes, seedRegistrationGpRecords } from '../demo/seed-ids';
import { countRows, expectError, signIn, startTestApi, type TestApi } from '../testing/test-api';
import { NEW_PASSWORD, verifiedAccount, type VerifiedAccount } from '../testing/registration-steps';

const robin = seedRegistrationGpRecords.robinReid;

describe('registration with linkage details', { timeout: 60_000 }, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  }, 120_000);
  afterAll(() => api.close());

  const body = (account: VerifiedAccount, overrides: object = {}, letter: object = {}) => ({
    accountId: account.accountId,
    surname: ' reid ',
    dateOfBirth: robin.dateOfBirth,
    linkageDetails: {
      accountId: robin.gpAccountId,
      linkageKey: robin.linkageKey.toLowerCase(),
      nationalPracticeCode: robin.odsCode,
      ...letter,
    },
    deviceType: 'web',
    secondaryPatient: false,
    password: NEW_PASSWORD,
    email: account.email,
    registrationToken: account.registrationToken,
    ...overrides,
  });
  const register = (payload: object) =>
    api.call({ method: 'PUT', url: '/v1/accounts/linkage-registration', payload });
  const tableCounts = () =>
    Promise.all(
      [accounts, patients, accountPatients, accountTokens].map((table) =>
        countRows(api.database, table),
      ),
    );

  it('refuses in order: token, password, letter; storing nothing', async () => {
    const account = await verifiedAccount(api, 'linkage.refusals@example.com');
    const before = await tableCounts();
    expectError(
      await register(body(account, { registrationToken: 'A'.repeat(43), password: 'weak' })),
      422,
      'registration.invalidToken',
    );
    const weak = await register(body(account, { password: 'weak' }, { linkageKey: 'LKWRONG0000' }));
    expect(expectError(weak, 422, 'password.tooWeak').reasons).toEqual([
      { field: 'password', reason: 'tooWeak' },
    ]);
    // The same answer whichever part of the letter, surname or date of birth is wrong.
    for (const [overrides, letter] of [
      [{}, { linkageKey: 'LKROBIN0102' }],
      [{}, { accountId: '1000102' }],
      [{}, { nationalPracticeCode: seedPracticeOdsCodes.tpp }],
      [{ surname: 'Reed' }, {}],
      [{ dateOfBirth: '1985-04-13' }, {}],
      [{ dateOfBirth: '1985-02-30' }, {}],
    ] as const) {
      expectError(await register(body(account, overrides, letter)), 422, 'linkage.notFound');
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('registers Robin Reid: sign-in user, IM1-linked patient from the GP record, selected', async () => {
    const email = 'robin.reid@example.com';
    const account = await verifiedAccount(api, email);
    const response = await register(body(account));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, requiresLogin: true });

    const { access_token } = await signIn(api, email, NEW_PASSWORD);
    const details = await api.call({
      method: 'GET',
      url: '/v1/accounts/details',
      token: access_token,
    });
    const found = details.json<AccountDetailsResponse>();
    expect(found.account).toMatchObject({ id: account.accountId, accountStatus: 'ACTIVE' });
    expect(found.patient).toMatchObject({
      firstName: 'Robin',
      lastName: 'Reid',
      dateOfBirth: robin.dateOfBirth,
      pharmacyId: null,
      iM1Available: true,
      gpName: 'Riverside Medical Practice',
      patientIntegration: { integrationType: 0, odsCode: robin.odsCode },
    });
    expect(found.pharmacy).toBeNull();
    expect(found.integrationSettings?.prescribingEnabled).toBe(true);
    expect(found.linkedPatients).toEqual([]);

    // Robin's repeat courses come from the GP record.
    const courses = await api.call({
      method: 'POST',
      url: '/v1/prescriptions/list',
      token: access_token,
      payload: {},
    });
    expect(
      courses.json<{ courses: { name: string }[] }>().courses.map((course) => course.name),
    ).toEqual(['Lisinopril 10mg tablets', 'Simvastatin 40mg tablets']);

    // The token is used up.
    expectError(await register(body(account)), 422, 'registration.invalidToken');
  });

  it('refuses a GP record already linked with 409 linkage.alreadyRegistered', async () => {
    const account = await verifiedAccount(api, 'robin.again@example.com');
    const before = await tableCounts();
    expectError(await register(body(account)), 409, 'linkage.alreadyRegistered', { show: true });
    expect(await tableCounts()).toEqual(before);
    // The seeded linked patients' records too.
    expectError(
      await register(
        body(account, { surname: 'Morgan' }, { accountId: '1000001', linkageKey: 'LKALEX100001' }),
      ),
      409,
      'linkage.alreadyRegistered',
      { show: true },
    );
  });

  it('refuses bad bodies with 400 validation, storing nothing', async () => {
    const account = await verifiedAccount(api, 'linkage.bad.body@example.com');
    const before = await tableCounts();
    const { linkageDetails: _letter, ...withoutLetter } = body(account);
    const cases: { payload: object; field: string; reason: string }[] = [
      { payload: withoutLetter, field: 'linkageDetails', reason: 'required' },
      {
        payload: body(account, { secondaryPatient: true }),
        field: 'secondaryPatient',
        reason: 'enum',
      },
      { payload: body(account, { deviceType: 'ios' }), field: 'deviceType', reason: 'enum' },
      {
        payload: body(account, {}, { linkageKey: '' }),
        field: 'linkageDetails.linkageKey',
        reason: 'minLength',
      },
      {
        payload: body(account, {}, { odsCode: 'A12345' }),
        field: 'linkageDetails.odsCode',
        reason: 'notAllowed',
      },
      { payload: body(account, { dateOfBirth: 12 }), field: 'dateOfBirth', reason: 'type' },
    ];
    for (const { payload, field, reason } of cases) {
      expect(expectError(await register(payload), 400, 'validation').reasons, field).toEqual([
        { field, reason },
      ]);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('leaves Priya Nine’s record, reserved for NHS login, unlinked', async () => {
    const linked = await api.database.db
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.gpAccountId, seedRegistrationGpRecords.priyaNine.gpAccountId));
    expect(linked).toEqual([]);
  });
});
