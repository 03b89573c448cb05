import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailsResponse } from '../accounts/account-details';
import { seedEmails, seedOrderIds, seedPatientIds } from '../demo/seed-ids';
import { accessTokensFor, expectError, startTestApi, type TestApi } from '../testing/test-api';

const unknownPatientId = '0badf00d-0000-4000-8000-000000000000';

describe(
  'My details: GP details, deleting a linked patient, deregistering',
  { timeout: 60_000 },
  () => {
    let api: TestApi;
    let tokenOf: (email: string) => string;

    beforeAll(async () => {
      api = await startTestApi();
      tokenOf = await accessTokensFor(api, [
        seedEmails.alexLinked,
        seedEmails.caseyCarer,
        seedEmails.taraTpp,
        seedEmails.morganManual,
      ]);
    }, 120_000);
    afterAll(() => api.close());

    const post = (email: string, url: string, payload?: object) =>
      api.call({ method: 'POST', url, token: tokenOf(email), ...(payload ? { payload } : {}) });
    const select = async (email: string, patientId: string) =>
      api.call({
        method: 'PUT',
        url: '/v1/accounts/selected-patient',
        token: tokenOf(email),
        payload: { patientId },
      });
    const details = async (email: string) => {
      const response = await api.call({
        method: 'GET',
        url: '/v1/accounts/details',
        token: tokenOf(email),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AccountDetailsResponse>();
    };
    const linkedIds = async (email: string) =>
      (await details(email)).linkedPatients?.map((patient) => patient.patientId);
    const deletePatient = (email: string, patientId: string) =>
      post(email, '/v1/patients/delete', { patientId });

    it('answers the practice address and telephone and the usual doctor of a linked patient', async () => {
      const { patient, linkedPatients } = await details(seedEmails.alexLinked);
      expect(patient).toMatchObject({
        gpAddress1: 'Riverside Health Centre',
        gpAddress2: '2 Mill Lane',
        gpAddress3: 'Gosforth',
        gpAddress4: 'Newcastle upon Tyne',
        gpPostcode: 'NE3 4AB',
        gpContactNumber: '0191 496 0100',
        doctorName: 'Dr Priya Shah',
      });
      // Alex's own patient is active, so the others are all proxies.
      expect(linkedPatients?.map((linked) => linked.ownPatient)).toEqual([false, false]);
      // Casey's record names no usual doctor: the screen says 'none chosen'.
      expect((await details(seedEmails.caseyCarer)).patient?.doctorName).toBeNull();
      // Not linked: no GP details at all.
      expect((await details(seedEmails.morganManual)).patient).toMatchObject({
        gpAddress1: null,
        gpPostcode: null,
        gpContactNumber: null,
        doctorName: null,
      });
    });

    describe('deletePatient', () => {
      it('refuses another account’s patient exactly as an unknown one, and changes nothing', async () => {
        const foreign = expectError(
          await deletePatient(seedEmails.alexLinked, seedPatientIds.taraTaylor),
          403,
          'patient.forbidden',
        );
        const unknown = expectError(
          await deletePatient(seedEmails.alexLinked, unknownPatientId),
          403,
          'patient.forbidden',
        );
        expect(foreign).toEqual(unknown);
        // The same answer updateSelectedPatient gives, so neither call tells ids apart.
        expect(
          expectError(
            await select(seedEmails.alexLinked, seedPatientIds.taraTaylor),
            403,
            'patient.forbidden',
          ),
        ).toEqual(foreign);
        expect((await details(seedEmails.taraTpp)).patient?.id).toBe(seedPatientIds.taraTaylor);
        expect((await details(seedEmails.taraTpp)).patient?.iM1Available).toBe(true);
      });

      it('refuses the active patient and the account’s own patient', async () => {
        expectError(
          await deletePatient(seedEmails.alexLinked, seedPatientIds.alexMorgan),
          409,
          'patient.active',
        );
        expect((await select(seedEmails.alexLinked, seedPatientIds.samMorgan)).statusCode).toBe(
          204,
        );
        try {
          expectError(
            await deletePatient(seedEmails.alexLinked, seedPatientIds.samMorgan),
            409,
            'patient.active',
          );
          expectError(
            await deletePatient(seedEmails.alexLinked, seedPatientIds.alexMorgan),
            422,
            'patient.ownPatient',
          );
          const listed = (await details(seedEmails.alexLinked)).linkedPatients ?? [];
          expect(listed.find((linked) => linked.ownPatient)?.patientId).toBe(
            seedPatientIds.alexMorgan,
          );
        } finally {
          await select(seedEmails.alexLinked, seedPatientIds.alexMorgan);
        }
        expect(await linkedIds(seedEmails.alexLinked)).toEqual([
          seedPatientIds.joMorgan,
          seedPatientIds.samMorgan,
        ]);
      });

      it('takes another linked patient off the account, once', async () => {
        const spare = await post(seedEmails.caseyCarer, '/v1/dev/demo/spare-patient');
        expect(spare.statusCode, spare.body).toBe(204);
        expect(await linkedIds(seedEmails.caseyCarer)).toEqual([
          seedPatientIds.drewCarter,
          seedPatientIds.finleyCarter,
        ]);
        const deleted = await deletePatient(seedEmails.caseyCarer, seedPatientIds.finleyCarter);
        expect(deleted.statusCode, deleted.body).toBe(204);
        expect(await linkedIds(seedEmails.caseyCarer)).toEqual([seedPatientIds.drewCarter]);
        // Gone from the account: now refused like anyone else's.
        expectError(
          await deletePatient(seedEmails.caseyCarer, seedPatientIds.finleyCarter),
          403,
          'patient.forbidden',
        );
        expectError(
          await select(seedEmails.caseyCarer, seedPatientIds.finleyCarter),
          403,
          'patient.forbidden',
        );
      });

      it('names the field of a malformed id', async () => {
        const response = await deletePatient(seedEmails.alexLinked, 'not-an-id');
        expectError(response, 400, 'validation');
        expect(JSON.stringify(response.json())).toContain('patientId');
      });
    });

    describe('deregister', () => {
      it('refuses a body naming a patient (it acts on the active one only) and changes nothing', async () => {
        const response = await post(seedEmails.caseyCarer, '/v1/im1/deregister', {
          patientId: seedPatientIds.taraTaylor,
        });
        expectError(response, 400, 'validation');
        expect((await details(seedEmails.taraTpp)).patient?.iM1Available).toBe(true);
        expect((await details(seedEmails.caseyCarer)).patient?.iM1Available).toBe(true);
      });

      it('refuses a patient who is not linked', async () => {
        expectError(
          await post(seedEmails.morganManual, '/v1/im1/deregister'),
          422,
          'im1.notAvailable',
        );
      });

      it('removes the active proxy patient’s registration only, and returns to the own patient', async () => {
        expect((await select(seedEmails.caseyCarer, seedPatientIds.drewCarter)).statusCode).toBe(
          204,
        );
        const response = await post(seedEmails.caseyCarer, '/v1/im1/deregister');
        expect(response.statusCode, response.body).toBe(204);
        const casey = await details(seedEmails.caseyCarer);
        expect(casey.patient?.id).toBe(seedPatientIds.caseyCarter);
        expect(casey.patient?.iM1Available).toBe(true);
        // Drew is still Casey's to act for, but no longer linked to the GP.
        expect((await select(seedEmails.caseyCarer, seedPatientIds.drewCarter)).statusCode).toBe(
          204,
        );
        const drew = await details(seedEmails.caseyCarer);
        expect(drew.patient).toMatchObject({
          id: seedPatientIds.drewCarter,
          iM1Available: false,
          gpName: null,
          patientIntegration: null,
          doctorName: null,
        });
        expect(drew.integrationSettings).toBeUndefined();
        await select(seedEmails.caseyCarer, seedPatientIds.caseyCarter);
        // The development control puts the demo back.
        expect((await post(seedEmails.caseyCarer, '/v1/dev/demo/gp-registration')).statusCode).toBe(
          204,
        );
        await select(seedEmails.caseyCarer, seedPatientIds.drewCarter);
        expect((await details(seedEmails.caseyCarer)).patient?.iM1Available).toBe(true);
        await select(seedEmails.caseyCarer, seedPatientIds.caseyCarter);
      });

      it('keeps the patient’s orders and leaves the linked patients as they were', async () => {
        const response = await post(seedEmails.alexLinked, '/v1/im1/deregister');
        expect(response.statusCode, response.body).toBe(204);
        const alex = await details(seedEmails.alexLinked);
        expect(alex.patient).toMatchObject({ iM1Available: false, gpName: null, gpAddress1: null });
        expect(alex.integrationSettings).toBeUndefined();
        const orders = await post(seedEmails.alexLinked, '/v1/orders/list');
        expect(orders.statusCode, orders.body).toBe(200);
        expect(
          orders.json<{ orders: { id: string }[] }>().orders.map((order) => order.id),
        ).toContain(seedOrderIds.alexReadyToCollect);
        expect((await select(seedEmails.alexLinked, seedPatientIds.samMorgan)).statusCode).toBe(
          204,
        );
        expect((await details(seedEmails.alexLinked)).patient).toMatchObject({
          iM1Available: true,
          gpName: 'Dr Priya Shah',
        });
      });
    });
  },
);
