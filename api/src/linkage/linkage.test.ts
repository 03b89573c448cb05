import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailsResponse } from '../accounts/account-details';
import { accountPatients, orders, patients } from '../db/schema';
import {
  seedEmails,
  seedLinkageLetters,
  seedPatientIds,
  seedPracticeOdsCodes,
} from '../demo/seed-ids';
import { loadPatientScope } from '../patients/patient-scope';
import { findIdentityById } from '../nhs-login-stand-in/identities';
import {
  accessTokensFor,
  createTestClock,
  expectError,
  forEachApiWithoutDevControls,
  signIn,
  startTestApi,
  type TestApi,
} from '../testing/test-api';
import { linkWithNhsLogin } from './gp-linkage';

interface Letter {
  odsCode: string;
  gpAccountId: string;
  linkageKey: string;
  lastName: string;
  dateOfBirth: string;
}

/** The body the app sends for a letter (spec part 1 §7 'Connect IM1 via linkage letter'). */
function letterBody(letter: Letter, secondaryPatient = false) {
  return {
    surname: letter.lastName,
    dateOfBirth: letter.dateOfBirth,
    linkageDetails: {
      accountId: letter.gpAccountId,
      linkageKey: letter.linkageKey,
      nationalPracticeCode: letter.odsCode,
    },
    deviceType: 'web',
    secondaryPatient,
  };
}

describe('GP linkage after registration', { timeout: 60_000 }, () => {
  let api: TestApi;
  let tokenOf: (email: string) => string;
  const clock = createTestClock();

  beforeAll(async () => {
    api = await startTestApi({ clock: clock.now });
    tokenOf = await accessTokensFor(api, [
      seedEmails.morganManual,
      seedEmails.alexLinked,
      seedEmails.taraTpp,
    ]);
  }, 120_000);
  afterAll(() => api.close());

  const post = (token: string, url: string, payload: object) =>
    api.call({ method: 'POST', url, token, payload });
  const details = async (token: string) =>
    (
      await api.call({ method: 'GET', url: '/v1/accounts/details', token })
    ).json<AccountDetailsResponse>();
  const patientRow = async (id: string) =>
    (await api.database.db.select().from(patients).where(eq(patients.id, id)))[0];

  /** A fresh account of its own (dev control), signed in: its token and patient. */
  async function freshAccount() {
    const response = await api.call({ method: 'POST', url: '/v1/dev/accounts', payload: {} });
    expect(response.statusCode, response.body).toBe(201);
    const account = response.json<{
      email: string;
      patientId: string;
      firstName: string;
      lastName: string;
      dateOfBirth: string;
    }>();
    return { ...account, token: (await signIn(api, account.email)).access_token };
  }

  /** A fresh letter (dev control) for a person. */
  async function freshLetter(person: {
    firstName: string;
    lastName: string;
    dateOfBirth: string;
  }): Promise<Letter> {
    const response = await api.call({
      method: 'POST',
      url: '/v1/dev/gp-letters',
      payload: {
        odsCode: seedPracticeOdsCodes.emis,
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth: person.dateOfBirth,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Letter>();
  }

  it('links the active patient with the right letter, codes typed in any case and with spaces', async () => {
    const morgan = tokenOf(seedEmails.morganManual);
    const letter = seedLinkageLetters.morganReed;
    const typed = {
      ...letter,
      linkageKey: 'lkmo rgan 0201',
      odsCode: ' a12345 ',
      lastName: 'reed',
    };
    const response = await post(morgan, '/v1/im1/linkage', letterBody(typed));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, requiresLogin: false });

    const after = await details(morgan);
    expect(after.patient).toMatchObject({
      id: seedPatientIds.morganReed,
      iM1Available: true,
      gpName: 'Riverside Medical Practice',
      patientIntegration: { integrationType: 0, odsCode: seedPracticeOdsCodes.emis },
    });
    expect(after.integrationSettings?.prescribingEnabled).toBe(true);

    // Connecting a patient who is already linked is refused; change GP is the way to another record.
    const again = await post(morgan, '/v1/im1/linkage', letterBody(letter));
    expectError(again, 409, 'linkage.patientAlreadyLinked', { show: true });
  });

  it('refuses a letter already linked with the catalogue message, changing no one', async () => {
    const other = await freshAccount();
    const response = await post(
      other.token,
      '/v1/im1/linkage',
      letterBody(seedLinkageLetters.morganReed),
    );
    const body = expectError(response, 409, 'linkage.alreadyRegistered', { show: true });
    expect(body.message).toBe(
      'These Linkage details are already registered with an account, please try new details',
    );
    expect(await patientRow(other.patientId)).toMatchObject({
      im1Available: false,
      gpAccountId: null,
    });
    // Alex cannot take over Tara's record either.
    const taraRecord = { odsCode: seedPracticeOdsCodes.tpp, gpAccountId: '2000001' };
    const taken = await post(tokenOf(seedEmails.alexLinked), '/v1/im1/linkage', {
      ...letterBody(
        {
          ...taraRecord,
          linkageKey: 'LKTARA200001',
          lastName: 'Taylor',
          dateOfBirth: '1990-06-30',
        },
        true,
      ),
    });
    expectError(taken, 409, 'linkage.alreadyRegistered', { show: true });
    expect(await patientRow(seedPatientIds.taraTaylor)).toMatchObject({
      practiceOdsCode: taraRecord.odsCode,
      gpAccountId: taraRecord.gpAccountId,
    });
  });

  it('refuses a wrong letter with a message for the patient, and nothing changes', async () => {
    const account = await freshAccount();
    const letter = await freshLetter(account);
    const before = await patientRow(account.patientId);
    for (const wrong of [
      { ...letter, linkageKey: 'LK0000000000' },
      { ...letter, lastName: 'Someone' },
      { ...letter, dateOfBirth: '1984-07-22' },
      { ...letter, odsCode: seedPracticeOdsCodes.tpp },
    ]) {
      const response = await post(account.token, '/v1/im1/linkage', letterBody(wrong));
      expectError(response, 422, 'linkage.notFound', { show: true });
    }
    expect(await patientRow(account.patientId)).toEqual(before);
  });

  it('names the field of a malformed body (400)', async () => {
    const account = await freshAccount();
    const { secondaryPatient: _left, ...body } = letterBody(seedLinkageLetters.morganReed);
    const response = await post(account.token, '/v1/im1/linkage', body);
    const error = expectError(response, 400, 'validation');
    expect(JSON.stringify(error.reasons)).toContain('secondaryPatient');
  });

  it('adds a proxy patient from their letter, IM1-linked, with the active patient’s pharmacy', async () => {
    const alex = tokenOf(seedEmails.alexLinked);
    const before = await details(alex);
    const response = await post(
      alex,
      '/v1/im1/linkage',
      letterBody(seedLinkageLetters.rileyMorgan, true),
    );
    expect(response.statusCode, response.body).toBe(200);

    const after = await details(alex);
    // Still acting for the same patient; Riley is one more linked patient.
    expect(after.patient?.id).toBe(before.patient?.id);
    expect(after.linkedPatients?.map((linked) => linked.fullName)).toContain('Riley Morgan');
    const [riley] = await api.database.db
      .select({ patient: patients, isPrimary: accountPatients.isPrimary })
      .from(accountPatients)
      .innerJoin(patients, eq(patients.id, accountPatients.patientId))
      .where(and(eq(patients.firstName, 'Riley'), eq(patients.lastName, 'Morgan')));
    expect(riley).toMatchObject({
      isPrimary: false,
      patient: {
        dateOfBirth: '2019-02-11',
        im1Available: true,
        practiceOdsCode: seedPracticeOdsCodes.emis,
        gpAccountId: '1000202',
        pharmacyId: before.pharmacy?.id,
      },
    });
  });

  it('changes GP: the active patient is re-linked to the new record and keeps their orders', async () => {
    const tara = tokenOf(seedEmails.taraTpp);
    const ordersOfTara = () =>
      api.database.db.select().from(orders).where(eq(orders.patientId, seedPatientIds.taraTaylor));
    const ordersBefore = await ordersOfTara();
    expect(ordersBefore.length).toBeGreaterThan(0);

    const response = await post(
      tara,
      '/v1/im1/reregistration',
      letterBody(seedLinkageLetters.taraTaylorAtEmis),
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = await details(tara);
    expect(after.patient).toMatchObject({
      gpName: 'Riverside Medical Practice',
      patientIntegration: { integrationType: 0, odsCode: seedPracticeOdsCodes.emis },
    });
    expect(await ordersOfTara()).toEqual(ordersBefore);
    // The old TPP record is free again; the new one is now taken.
    const twice = await post(
      tara,
      '/v1/im1/reregistration',
      letterBody(seedLinkageLetters.taraTaylorAtEmis),
    );
    expectError(twice, 409, 'linkage.alreadyRegistered', { show: true });
  });

  it('links through NHS login to the record with the identity’s NHS number and date of birth', async () => {
    const nadia = findIdentityById('nadia');
    if (!nadia) throw new Error('no nadia identity');
    const account = await freshAccount();
    const db = api.database.db;
    // Someone else's NHS login (another date of birth) does not link this patient.
    const otherScope = await loadPatientScope(db, (await details(account.token)).account.id);
    expect(await linkWithNhsLogin(db, otherScope, nadia.claims)).toBe('noNhsLoginRecord');

    const nadiaToken = (await signIn(api, seedEmails.nadiaNhsLogin)).access_token;
    const scope = await loadPatientScope(db, (await details(nadiaToken)).account.id);
    expect(await linkWithNhsLogin(db, scope, nadia.claims)).toBeUndefined();
    expect(await patientRow(seedPatientIds.nadiaNash)).toMatchObject({
      im1Available: true,
      practiceOdsCode: seedLinkageLetters.nadiaNash.odsCode,
      gpAccountId: seedLinkageLetters.nadiaNash.gpAccountId,
      gpName: 'Tyneside Health Centre',
    });
    expect(await patientRow(account.patientId)).toMatchObject({ im1Available: false });
  });

  it('allows 5 letter attempts a minute per account: the 6th gets 429, other accounts go on', async () => {
    const account = await freshAccount();
    const other = await freshAccount();
    const wrong = letterBody({ ...(await freshLetter(account)), linkageKey: 'LK0000000000' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const url = attempt % 2 ? '/v1/im1/linkage' : '/v1/im1/reregistration';
      expectError(await post(account.token, url, wrong), 422, 'linkage.notFound', { show: true });
    }
    const sixth = await post(account.token, '/v1/im1/linkage', wrong);
    expectError(sixth, 429, 'linkage.tooManyAttempts', { show: true });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);

    expectError(await post(other.token, '/v1/im1/linkage', wrong), 422, 'linkage.notFound', {
      show: true,
    });
    // The window is counted in the database on the API's clock (http/rate-limits.ts).
    clock.advanceSeconds(60);
    expectError(await post(account.token, '/v1/im1/linkage', wrong), 422, 'linkage.notFound', {
      show: true,
    });
  });

  it('has the development controls only where they are enabled', async () => {
    await forEachApiWithoutDevControls(api, async (app) => {
      for (const url of ['/v1/dev/gp-letters', '/v1/dev/accounts']) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { 'x-api-key': 'dev-api-key', 'x-version': '2.7.8', 'x-platform': 'Web' },
          payload: {},
        });
        expect(response.statusCode).toBe(404);
      }
    });
  });
});
