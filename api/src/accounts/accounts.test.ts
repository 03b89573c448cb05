import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPatients, accounts, gpPatients, patients } from '../db/schema';
import {
  seedAccountIds,
  seedEmails,
  seedPatientIds,
  seedPharmacyIds,
  seedPracticeOdsCodes,
  seedPromotedServiceIds,
} from '../demo/seed-ids';
import { countStatements } from '../testing/statement-count';
import {
  expectError,
  insertTestAccount,
  signIn,
  startTestApi,
  type TestApi,
} from '../testing/test-api';
import type { AccountDetailsResponse, Im1DetailsResponse } from './account-details';

describe('accounts and IM1 details', { timeout: 60_000 }, () => {
  let api: TestApi;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    api = await startTestApi();
    for (const email of [
      seedEmails.alexLinked,
      seedEmails.taraTpp,
      seedEmails.morganManual,
      seedEmails.ninaNoPharmacy,
      seedEmails.nadiaNhsLogin,
    ]) {
      tokens.set(email, (await signIn(api, email)).access_token);
    }
  }, 120_000);
  afterAll(() => api.close());

  const tokenOf = (email: string) => {
    const token = tokens.get(email);
    if (!token) throw new Error(`no token for ${email}`);
    return token;
  };
  const details = async (email: string) => {
    const response = await api.call({
      method: 'GET',
      url: '/v1/accounts/details',
      token: tokenOf(email),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AccountDetailsResponse>();
  };
  const im1Details = (email: string, payload?: object) =>
    api.call({
      method: 'POST',
      url: '/v1/im1/account-details',
      token: tokenOf(email),
      ...(payload ? { payload } : {}),
    });
  const selectPatient = (email: string, patientId: string) =>
    api.call({
      method: 'PUT',
      url: '/v1/accounts/selected-patient',
      token: tokenOf(email),
      payload: { patientId },
    });
  const storedSelection = async (accountId: string) =>
    (
      await api.database.db
        .select({ selected: accounts.selectedPatientId })
        .from(accounts)
        .where(eq(accounts.id, accountId))
    )[0]?.selected;

  describe('account status', () => {
    const status = (emailAddress: string) =>
      api.call({ method: 'POST', url: '/v1/accounts/status', payload: { emailAddress } });
    const statusOf = async (emailAddress: string) => (await status(emailAddress)).json<object>();

    it('tells the app what it needs to choose a sign-in alert (spec part 1 §8)', async () => {
      expect(await statusOf(seedEmails.alexLinked)).toEqual({
        accountStatus: 'ACTIVE',
        failedLoginAccountLocked: false,
        accountId: seedAccountIds.alexLinked,
        hasPatientIntegration: false,
      });
      expect(await statusOf('UNA.unverified@example.com')).toMatchObject({
        accountStatus: 'Created',
      });
      expect(await statusOf(seedEmails.vicVerified)).toMatchObject({ accountStatus: 'Verified' });
      expect(await statusOf(seedEmails.leeLocked)).toMatchObject({
        failedLoginAccountLocked: true,
      });
      expect(await statusOf(seedEmails.nadiaNhsLogin)).toMatchObject({
        hasPatientIntegration: true,
      });
    });

    it('answers 404 account.notFound for an unknown email', async () => {
      expectError(await status('nobody@example.com'), 404, 'account.notFound');
    });
  });

  describe('account details', () => {
    it('gives an IM1-linked account its patient, pharmacy, integration settings and linked patients', async () => {
      const alex = await details(seedEmails.alexLinked);
      expect(alex.account).toEqual({
        id: seedAccountIds.alexLinked,
        email: seedEmails.alexLinked,
        accountStatus: 'ACTIVE',
        b2CObjectId: null,
        failedLoginAccountLocked: false,
        hasPatientIntegration: false,
        notificationPreferences: [
          {
            notificationType: 'marketing',
            email: true,
            pushNotification: false,
            sms: false,
            post: false,
          },
        ],
        allowBetaFeatures: true,
        nhsLoginSub: null,
      });
      expect(alex.patient).toEqual({
        id: seedPatientIds.alexMorgan,
        accountId: seedAccountIds.alexLinked,
        pharmacyId: seedPharmacyIds.gosforthOwned,
        firstName: 'Alex',
        lastName: 'Morgan',
        primaryContactNumber: '07700 900101',
        secondaryContactNumber: null,
        dateOfBirth: '1985-04-12',
        address1: null,
        address2: null,
        address3: null,
        city: null,
        postcode: null,
        consent: { consentSigned: true, hasConsent: true },
        gpName: 'Dr Priya Shah',
        gpAddress1: 'Riverside Health Centre',
        gpAddress2: '2 Mill Lane',
        gpAddress3: 'Gosforth',
        gpAddress4: 'Newcastle upon Tyne',
        gpPostcode: 'NE3 4AB',
        gpContactNumber: '0191 496 0100',
        doctorName: 'Dr Priya Shah',
        iM1Available: true,
        iM1ReminderClosed: false,
        allowManualReordering: false,
        patientIntegration: { integrationType: 0, odsCode: seedPracticeOdsCodes.emis },
      });
      expect(alex.pharmacy).toMatchObject({
        id: seedPharmacyIds.gosforthOwned,
        telephoneNumber: '0191 496 0001',
        ownershipType: 'Owned',
        hasPromoteServiceCard: true,
        isServiceBookingEnabled: true,
        visibleOnMap: true,
      });
      expect(alex.pharmacy?.promotedServices.map((service) => service.serviceId)).toEqual([
        seedPromotedServiceIds.fluVaccination,
        seedPromotedServiceIds.bloodPressureCheck,
      ]);
      expect(alex.group).toBeNull();
      expect(alex.integrationSettings).toMatchObject({
        prescribingEnabled: true,
        appointmentsEnabled: true,
        practicePatientCommunicationEnabled: true,
        medicalRecordEnabled: true,
        prescribingCommentRequired: false,
      });
      expect(alex.integrationSettings?.medicalRecordSettings.allergiesEnabled).toBe(true);
      expect(alex.linkedPatients).toEqual([
        { patientId: seedPatientIds.joMorgan, fullName: 'Jo Morgan', ownPatient: false },
        { patientId: seedPatientIds.samMorgan, fullName: 'Sam Morgan', ownPatient: false },
      ]);
    });

    it('marks a TPP-linked patient with integrationType 1 and its practice rules', async () => {
      const tara = await details(seedEmails.taraTpp);
      expect(tara.patient?.patientIntegration).toEqual({
        integrationType: 1,
        odsCode: seedPracticeOdsCodes.tpp,
      });
      expect(tara.integrationSettings?.prescribingCommentRequired).toBe(true);
      expect(tara.linkedPatients).toEqual([]);
    });

    it('gives an unlinked patient no integration settings and no linked patients', async () => {
      const morgan = await details(seedEmails.morganManual);
      expect(morgan.patient).toMatchObject({
        iM1Available: false,
        allowManualReordering: true,
        patientIntegration: null,
      });
      expect(morgan.pharmacy).not.toBeNull();
      expect(morgan).not.toHaveProperty('integrationSettings');
      expect(morgan).not.toHaveProperty('linkedPatients');
    });

    it('gives null pharmacy when none is chosen, and shows the NHS login registration', async () => {
      const nina = await details(seedEmails.ninaNoPharmacy);
      expect(nina.patient?.pharmacyId).toBeNull();
      expect(nina.pharmacy).toBeNull();

      const nadia = await details(seedEmails.nadiaNhsLogin);
      expect(nadia.account.hasPatientIntegration).toBe(true);
      expect(nadia.account.nhsLoginSub).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('gives the pharmacy and the GP record each whether or not the other is there', async () => {
      const email = 'details.pharmacy.record@example.com';
      const accountId = await insertTestAccount(api.database, { email });
      const [own] = await api.database.db
        .select({ patientId: accountPatients.patientId })
        .from(accountPatients)
        .where(eq(accountPatients.accountId, accountId));
      if (!own) throw new Error('no patient');
      tokens.set(email, (await signIn(api, email)).access_token);
      const detailsWith = async (patient: Partial<typeof patients.$inferInsert>) => {
        await api.database.db.update(patients).set(patient).where(eq(patients.id, own.patientId));
        return details(email);
      };
      const linked = {
        im1Available: true,
        practiceOdsCode: seedPracticeOdsCodes.emis,
        gpAccountId: '9000001',
      };
      await api.database.db.insert(gpPatients).values({
        odsCode: linked.practiceOdsCode,
        gpAccountId: linked.gpAccountId,
        firstName: 'Test',
        lastName: 'Patient',
        linkageKey: 'LKTEST900001',
        usualDoctorName: 'Dr Rhys Test',
      });

      const recordWithoutPharmacy = await detailsWith({ ...linked, pharmacyId: null });
      expect(recordWithoutPharmacy.pharmacy).toBeNull();
      expect(recordWithoutPharmacy.patient?.doctorName).toBe('Dr Rhys Test');

      const pharmacyWithoutRecord = await detailsWith({
        ...linked,
        gpAccountId: '9000002',
        pharmacyId: seedPharmacyIds.quaysidePartner,
      });
      expect(pharmacyWithoutRecord.pharmacy?.id).toBe(seedPharmacyIds.quaysidePartner);
      expect(pharmacyWithoutRecord.patient).toMatchObject({
        doctorName: null,
        patientIntegration: { integrationType: 0, odsCode: seedPracticeOdsCodes.emis },
      });

      // A record is only read for a linked patient: not without a practice, nor when not iM1Available.
      for (const unlinked of [
        { ...linked, practiceOdsCode: null },
        { ...linked, im1Available: false },
      ]) {
        const answer = await detailsWith({
          ...unlinked,
          pharmacyId: seedPharmacyIds.gosforthOwned,
        });
        expect(answer.pharmacy?.id).toBe(seedPharmacyIds.gosforthOwned);
        expect(answer.patient).toMatchObject({ doctorName: null, gpAddress1: null });
        expect(answer).not.toHaveProperty('integrationSettings');
      }
    });

    it('reads the pharmacy and the GP record in one statement after the access guard’s', async () => {
      // issue #20: the guard's statement reads the account, its patients and their practices; the details
      // add one for whichever of the pharmacy and the GP record the selected patient has, none for neither.
      const statementsOf = (email: string) => countStatements(api.database, () => details(email));
      expect(await statementsOf(seedEmails.alexLinked)).toBe(2);
      expect(await statementsOf(seedEmails.morganManual)).toBe(2);
      expect(await statementsOf(seedEmails.ninaNoPharmacy)).toBe(1);
    });
  });

  describe('IM1 account details', () => {
    it('returns the integration settings and linked patients of a linked patient', async () => {
      const response = await im1Details(seedEmails.alexLinked, {});
      expect(response.statusCode).toBe(200);
      const alex = await details(seedEmails.alexLinked);
      expect(response.json<Im1DetailsResponse>()).toEqual({
        integrationSettings: alex.integrationSettings,
        linkedPatients: alex.linkedPatients,
      });
      // A POST without any body is taken as {}.
      expect((await im1Details(seedEmails.alexLinked)).statusCode).toBe(200);
    });

    it('answers 422 im1.notAvailable for an unlinked patient', async () => {
      expectError(await im1Details(seedEmails.morganManual, {}), 422, 'im1.notAvailable');
    });

    it('refuses a body with properties', async () => {
      const response = await im1Details(seedEmails.alexLinked, {
        patientId: seedPatientIds.taraTaylor,
      });
      expect(expectError(response, 400, 'validation').reasons).toEqual([
        { field: 'patientId', reason: 'notAllowed' },
      ]);
    });
  });

  describe('selected patient', () => {
    it('switches to a linked patient: details then describe that patient, with the others as linked', async () => {
      const switched = await selectPatient(seedEmails.alexLinked, seedPatientIds.samMorgan);
      expect(switched.statusCode).toBe(204);
      expect(switched.body).toBe('');

      const asSam = await details(seedEmails.alexLinked);
      expect(asSam.patient).toMatchObject({
        id: seedPatientIds.samMorgan,
        firstName: 'Sam',
        accountId: seedAccountIds.alexLinked,
      });
      expect(asSam.account.id).toBe(seedAccountIds.alexLinked);
      expect(asSam.linkedPatients).toEqual([
        { patientId: seedPatientIds.alexMorgan, fullName: 'Alex Morgan', ownPatient: true },
        { patientId: seedPatientIds.joMorgan, fullName: 'Jo Morgan', ownPatient: false },
      ]);
      const im1AsSam = (await im1Details(seedEmails.alexLinked, {})).json<Im1DetailsResponse>();
      expect(im1AsSam.linkedPatients).toEqual(asSam.linkedPatients);

      expect(
        (await selectPatient(seedEmails.alexLinked, seedPatientIds.alexMorgan)).statusCode,
      ).toBe(204);
      expect((await details(seedEmails.alexLinked)).patient?.id).toBe(seedPatientIds.alexMorgan);
    });

    it("refuses someone else's patient and an unknown one alike, changing nothing", async () => {
      await selectPatient(seedEmails.alexLinked, seedPatientIds.joMorgan);
      const before = await details(seedEmails.alexLinked);

      const othersPatient = await selectPatient(seedEmails.alexLinked, seedPatientIds.taraTaylor);
      const unknownPatient = await selectPatient(
        seedEmails.alexLinked,
        '5eed0000-0000-4000-8000-00000000ffff',
      );
      for (const response of [othersPatient, unknownPatient]) {
        expectError(response, 403, 'patient.forbidden');
      }
      expect(othersPatient.body).toBe(unknownPatient.body);

      expect(await storedSelection(seedAccountIds.alexLinked)).toBe(seedPatientIds.joMorgan);
      expect(await details(seedEmails.alexLinked)).toEqual(before);
      // Tara's own view is untouched too.
      expect((await details(seedEmails.taraTpp)).patient?.id).toBe(seedPatientIds.taraTaylor);

      await selectPatient(seedEmails.alexLinked, seedPatientIds.alexMorgan);
    });

    it('lets an account without proxy access select only its own patient', async () => {
      expect(
        (await selectPatient(seedEmails.morganManual, seedPatientIds.morganReed)).statusCode,
      ).toBe(204);
      expect(
        (await selectPatient(seedEmails.morganManual, seedPatientIds.alexMorgan)).statusCode,
      ).toBe(403);
      expect(await storedSelection(seedAccountIds.morganManual)).toBe(seedPatientIds.morganReed);
    });

    it('needs a signed-in account', async () => {
      const response = await api.call({
        method: 'PUT',
        url: '/v1/accounts/selected-patient',
        payload: { patientId: seedPatientIds.alexMorgan },
      });
      expectError(response, 401, 'token.invalid');
    });
  });
});
