import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalRecordTypes, type MedicalRecordType } from '../contract/medical-record-rules';
import { seedEmails, seedPatientIds } from '../demo/seed-ids';
import { accessTokensFor, expectError, startTestApi, type TestApi } from '../testing/test-api';
import type { MedicalRecordResponse } from './medical-record-schemas';

describe('the medical record call (spec part 2 §2, §3, §6, §7)', { timeout: 60_000 }, () => {
  let api: TestApi;
  let tokenOf: (email: string) => string;

  beforeAll(async () => {
    api = await startTestApi();
    tokenOf = await accessTokensFor(api, [
      seedEmails.alexLinked,
      seedEmails.ellisNoCourses,
      seedEmails.tobyReasonRequired,
      seedEmails.rubyRecordOff,
      seedEmails.morganManual,
    ]);
  }, 120_000);
  afterAll(() => api.close());

  const call = (email: string, payload: object) =>
    api.call({ method: 'POST', url: '/v1/medical-record', token: tokenOf(email), payload });
  const section = async (email: string, medicalRecordType: MedicalRecordType) => {
    const response = await call(email, { medicalRecordType });
    expect(response.statusCode, response.body).toBe(200);
    const { medicalRecord } = response.json<MedicalRecordResponse>();
    expect(medicalRecord.medicalRecordType).toBe(medicalRecordType);
    return medicalRecord.entries;
  };

  it("answers each section of the active patient's record, newest first", async () => {
    const counts: Record<string, number> = {};
    for (const type of medicalRecordTypes) {
      counts[type] = (await section(seedEmails.alexLinked, type)).length;
    }
    expect(counts).toEqual({
      Allergies: 3,
      Consultations: 3,
      Immunisations: 4,
      Medication: 5,
      Problems: 4,
      TestResults: 12,
    });
    const results = await section(seedEmails.alexLinked, 'TestResults');
    const dates = results.map((entry) => entry.effectiveDate?.value ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives each kind of entry its own parts: sections, status and observation, value and range, first issue', async () => {
    const [consultation] = await section(seedEmails.alexLinked, 'Consultations');
    expect(consultation?.term).toBe('Telephone consultation');
    expect(consultation?.sections?.map((part) => part.header)).toEqual([
      'History',
      'Examination',
      'Plan',
    ]);
    const problems = await section(seedEmails.alexLinked, 'Problems');
    expect(problems.map((entry) => entry.problemStatus).sort()).toEqual([
      'Active',
      'Active',
      'Past',
      'Past',
    ]);
    expect(problems.every((entry) => entry.observation !== null)).toBe(true);
    const cholesterol = (await section(seedEmails.alexLinked, 'TestResults')).filter(
      (entry) => entry.term === 'Serum total cholesterol level',
    );
    expect(cholesterol.map((entry) => entry.value?.numericValue)).toEqual([
      4.3, 4.6, 5.4, 6.8, 6.2,
    ]);
    expect(cholesterol[0]?.value).toMatchObject({ units: 'mmol/L', range: { low: null, high: 5 } });
    const medications = await section(seedEmails.alexLinked, 'Medication');
    expect(
      medications.every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.firstIssueDate ?? '')),
    ).toBe(true);
    const allergies = await section(seedEmails.alexLinked, 'Allergies');
    expect(allergies.filter((entry) => entry.term === null)).toHaveLength(1);
  });

  it('acts only on the active patient: a switch to a linked patient reads their record', async () => {
    const alexAllergies = await section(seedEmails.alexLinked, 'Allergies');
    const switched = await api.call({
      method: 'PUT',
      url: '/v1/accounts/selected-patient',
      token: tokenOf(seedEmails.alexLinked),
      payload: { patientId: seedPatientIds.samMorgan },
    });
    expect(switched.statusCode, switched.body).toBe(204);
    try {
      const samAllergies = await section(seedEmails.alexLinked, 'Allergies');
      expect(samAllergies.map((entry) => entry.term)).toEqual(['Allergy to egg protein']);
      expect(samAllergies.map((entry) => entry.eventGuid)).not.toContain(
        alexAllergies[0]?.eventGuid,
      );
    } finally {
      await api.call({
        method: 'PUT',
        url: '/v1/accounts/selected-patient',
        token: tokenOf(seedEmails.alexLinked),
        payload: { patientId: seedPatientIds.alexMorgan },
      });
    }
  });

  it('answers an empty record with empty sections', async () => {
    for (const type of medicalRecordTypes) {
      expect(await section(seedEmails.ellisNoCourses, type)).toEqual([]);
    }
  });

  it('refuses a section the practice has switched off, the record of a practice with it off, and unlinked patients', async () => {
    expect(await section(seedEmails.tobyReasonRequired, 'Problems')).toHaveLength(2);
    for (const type of ['Consultations', 'Immunisations'] as const) {
      expectError(
        await call(seedEmails.tobyReasonRequired, { medicalRecordType: type }),
        403,
        'medicalRecord.notAvailable',
      );
    }
    expectError(
      await call(seedEmails.rubyRecordOff, { medicalRecordType: 'Allergies' }),
      403,
      'medicalRecord.notAvailable',
    );
    expectError(
      await call(seedEmails.morganManual, { medicalRecordType: 'Allergies' }),
      403,
      'medicalRecord.notAvailable',
    );
  });

  it('refuses a body without a known medicalRecordType, or with anything else', async () => {
    for (const payload of [
      {},
      { medicalRecordType: 'Medications' },
      { medicalRecordType: 'Allergies', patientId: seedPatientIds.samMorgan },
    ]) {
      expectError(await call(seedEmails.alexLinked, payload), 400, 'validation');
    }
  });
});
