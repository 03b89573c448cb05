/**
 * The entries of the simulated GP records (spec part 2 §3 Medical record entry): allergies, consultations with
 * their sections and observations, immunisations, medications with their first issue, problems (active and past,
 * each with its observation) and test results with values, units and reference ranges, several results of one
 * test over years. Display terms are SNOMED CT-style. Some entries have no term, as practices leave them
 * ('No description provided.'). Ellis Evans's record is empty. The seed replaces these entries at every start,
 * so an edit here reaches existing databases.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MedicalRecordType } from '../contract/medical-record-rules';
import type { Queryable } from '../db/database';
import {
  gpRecordEntries,
  type GpRecordEntryDetail,
  type RecordObservation,
  type RecordValue,
} from '../db/schema';
import {
  seedAppointmentGpRecords,
  seedPracticeOdsCodes,
  seedRecordOffGpRecord,
} from '../demo/seed-ids';
import type { GpRecordKey } from './medication-courses';

export type GpRecordEntryRow = typeof gpRecordEntries.$inferSelect;
type NewEntry = typeof gpRecordEntries.$inferInsert;

/** An entry as written below, before it gets its record and guid. */
export type EntrySketch = Omit<NewEntry, 'eventGuid' | 'odsCode' | 'gpAccountId'>;

/** The record's entries of one section, newest first (undated last), each once. */
export async function listRecordEntries(
  db: Queryable,
  record: GpRecordKey,
  type: MedicalRecordType,
): Promise<GpRecordEntryRow[]> {
  return db
    .select()
    .from(gpRecordEntries)
    .where(
      and(
        eq(gpRecordEntries.odsCode, record.odsCode),
        eq(gpRecordEntries.gpAccountId, record.gpAccountId),
        eq(gpRecordEntries.recordType, type),
      ),
    )
    .orderBy(
      sql`coalesce(${gpRecordEntries.effectiveDate}, ${gpRecordEntries.firstIssueDate}) desc nulls last`,
      desc(gpRecordEntries.term),
      asc(gpRecordEntries.eventGuid),
    );
}

/**
 * Puts the simulated entries in place of whatever the seeded records held: entries removed here go, the rest
 * are written again. Records the seed does not know (issued by the development controls) are left alone.
 */
export async function replaceSimulatedRecordEntries(
  db: Queryable,
  entries: readonly NewEntry[],
): Promise<void> {
  const records = [...new Set(entries.map((entry) => `${entry.odsCode} ${entry.gpAccountId}`))];
  for (const record of records) {
    const [odsCode = '', gpAccountId = ''] = record.split(' ');
    await db
      .delete(gpRecordEntries)
      .where(
        and(eq(gpRecordEntries.odsCode, odsCode), eq(gpRecordEntries.gpAccountId, gpAccountId)),
      );
  }
  // In batches: one statement per entry would make every start slower, one statement for all could be large.
  for (let start = 0; start < entries.length; start += 500) {
    await db.insert(gpRecordEntries).values(entries.slice(start, start + 500));
  }
}

/** Entries of these guids only, whoever's record they are on (for tests that look rows up). */
export async function findRecordEntries(
  db: Queryable,
  guids: readonly string[],
): Promise<GpRecordEntryRow[]> {
  if (guids.length === 0) return [];
  return db
    .select()
    .from(gpRecordEntries)
    .where(inArray(gpRecordEntries.eventGuid, [...guids]));
}

/** A stable guid for the `index`th entry of a record, so the demo's entries keep their ids across starts. */
export function recordEntryGuid(record: GpRecordKey, index: number): string {
  const hex = createHash('sha256')
    .update(`${record.odsCode}/${record.gpAccountId}/${index}`)
    .digest('hex');
  // Shaped as a version 4, variant 1 UUID so that every validator accepts it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The record's entries with their record key and guids. */
export function onRecord(record: GpRecordKey, sketches: readonly EntrySketch[]): NewEntry[] {
  return sketches.map((sketch, index) => ({
    ...sketch,
    ...record,
    eventGuid: recordEntryGuid(record, index),
  }));
}

// The builders of one entry each; null for a term the practice left blank.

export function allergy(term: string | null, effectiveDate: string): EntrySketch {
  return { recordType: 'Allergies', term, effectiveDate };
}

export function immunisation(term: string | null, effectiveDate: string): EntrySketch {
  return { recordType: 'Immunisations', term, effectiveDate };
}

export function medication(term: string | null, firstIssueDate: string): EntrySketch {
  return { recordType: 'Medication', term, firstIssueDate };
}

export function consultation(
  term: string | null,
  effectiveDate: string,
  sections: Record<string, (string | RecordObservation)[]>,
): EntrySketch {
  const detail: GpRecordEntryDetail = {
    sections: Object.entries(sections).map(([header, observations]) => ({
      header,
      observations: observations.map((observation) =>
        typeof observation === 'string' ? { term: observation, value: null } : observation,
      ),
    })),
  };
  return { recordType: 'Consultations', term, effectiveDate, detail };
}

export function problem(
  term: string | null,
  effectiveDate: string,
  problemStatus: 'Active' | 'Past',
  observation: string | RecordObservation,
): EntrySketch {
  return {
    recordType: 'Problems',
    term,
    effectiveDate,
    detail: {
      problemStatus,
      observation:
        typeof observation === 'string' ? { term: observation, value: null } : observation,
    },
  };
}

/** A numeric result with its unit and reference range (either limit may be absent). */
export function measured(
  numericValue: number,
  units: string,
  rangeLow: number | null,
  rangeHigh: number | null,
): RecordValue {
  return { numericValue, textValue: null, units, rangeLow, rangeHigh };
}

export function testResult(
  term: string | null,
  effectiveDate: string,
  value: RecordValue,
): EntrySketch {
  return { recordType: 'TestResults', term, effectiveDate, detail: { value } };
}

/** One test's results over the years: [date, value] pairs with the same unit and range. */
function series(
  term: string,
  units: string,
  rangeLow: number | null,
  rangeHigh: number | null,
  results: [string, number][],
): EntrySketch[] {
  return results.map(([date, value]) =>
    testResult(term, date, measured(value, units, rangeLow, rangeHigh)),
  );
}

const CHOLESTEROL = 'Serum total cholesterol level';
const HBA1C = 'Haemoglobin A1c level - International Federation of Clinical Chemistry standardised';
const HAEMOGLOBIN = 'Haemoglobin concentration';
const EGFR = 'Estimated glomerular filtration rate using creatinine CKD-EPI equation';
const FLU = 'Seasonal influenza vaccination';
const bloodPressure = (reading: string): RecordObservation => ({
  term: 'Blood pressure reading',
  value: { numericValue: null, textValue: reading, units: 'mmHg', rangeLow: null, rangeHigh: null },
});

const emis = (gpAccountId: string): GpRecordKey => ({
  odsCode: seedPracticeOdsCodes.emis,
  gpAccountId,
});
const keyOf = (record: GpRecordKey): GpRecordKey => ({
  odsCode: record.odsCode,
  gpAccountId: record.gpAccountId,
});

/**
 * Alex Morgan's record, the fullest: 3 allergies (one without a term), 3 consultations, 4 immunisations,
 * 5 medications, 4 problems of which 2 active, and 12 test results (cholesterol 5 times since 2019).
 */
export const alexRecord: EntrySketch[] = [
  allergy('Penicillin allergy', '2009-05-14'),
  allergy('Allergy to peanut', '2015-07-22'),
  allergy(null, '2020-01-08'),
  consultation('Telephone consultation', '2025-09-12', {
    History: ['Cough', 'Wheezing worse at night'],
    Examination: [
      {
        term: 'Peak expiratory flow rate',
        value: measured(420, 'L/min', null, null),
      },
    ],
    Plan: ['Asthma self-management plan agreed'],
  }),
  consultation('Face to face consultation', '2025-03-03', {
    History: ['Hypertension monitoring'],
    Examination: [bloodPressure('138/86')],
    Plan: ['Medication review done', 'Blood test requested'],
  }),
  consultation(null, '2024-11-20', {
    History: ['Sore throat'],
    Plan: ['Amoxicillin prescribed'],
  }),
  immunisation(FLU, '2025-10-08'),
  immunisation(FLU, '2024-10-15'),
  immunisation('COVID-19 mRNA vaccination', '2023-10-02'),
  immunisation('Tetanus, diphtheria and poliomyelitis vaccination', '2010-06-01'),
  medication('Amlodipine 5mg tablets', '2021-03-15'),
  medication('Atorvastatin 20mg tablets', '2022-02-10'),
  medication('Salbutamol 100micrograms/dose inhaler', '2012-08-01'),
  medication('Omeprazole 20mg gastro-resistant capsules', '2023-05-05'),
  medication('Amoxicillin 500mg capsules', '2024-11-20'),
  problem('Essential hypertension', '2021-03-15', 'Active', bloodPressure('152/94')),
  problem('Asthma', '2012-08-01', 'Active', 'Asthma control test score 22'),
  problem('Fracture of distal end of radius', '2017-06-10', 'Past', 'Plain X-ray of wrist'),
  problem('Acute tonsillitis', '2024-02-02', 'Past', 'Throat swab culture: no growth'),
  ...series(CHOLESTEROL, 'mmol/L', null, 5, [
    ['2019-04-10', 6.2],
    ['2021-03-15', 6.8],
    ['2022-05-20', 5.4],
    ['2023-06-01', 4.6],
    ['2025-03-03', 4.3],
  ]),
  ...series(HBA1C, 'mmol/mol', 20, 41, [
    ['2021-03-15', 39],
    ['2023-06-01', 44],
    ['2025-03-03', 42],
  ]),
  ...series('Serum potassium level', 'mmol/L', 3.5, 5.3, [['2025-03-03', 4.2]]),
  ...series(HAEMOGLOBIN, 'g/L', 130, 180, [
    ['2022-05-20', 141],
    ['2025-03-03', 128],
  ]),
  testResult('Urine protein test', '2025-03-03', {
    numericValue: null,
    textValue: 'Negative',
    units: null,
    rangeLow: null,
    rangeHigh: null,
  }),
];

const samRecord: EntrySketch[] = [
  allergy('Allergy to egg protein', '2017-05-02'),
  consultation('Face to face consultation', '2025-01-14', {
    History: ['Asthma review'],
    Plan: ['Inhaler technique checked'],
  }),
  immunisation('Measles, mumps and rubella vaccination', '2017-09-10'),
  immunisation('Measles, mumps and rubella vaccination', '2020-02-12'),
  immunisation('Diphtheria, tetanus, pertussis and poliomyelitis vaccination', '2020-02-12'),
  immunisation('Live attenuated influenza vaccination nasal spray', '2025-10-20'),
  medication('Clenil Modulite 50micrograms/dose inhaler', '2022-11-03'),
  medication('Salbutamol 100micrograms/dose inhaler', '2022-11-03'),
  problem('Asthma', '2022-11-03', 'Active', 'Asthma diagnosis confirmed by spirometry'),
];

const joRecord: EntrySketch[] = [
  consultation('Home visit', '2025-06-18', {
    History: ['Diabetes review'],
    Examination: [bloodPressure('144/82')],
    Plan: ['Foot check next visit'],
  }),
  immunisation(FLU, '2025-10-01'),
  immunisation('Pneumococcal polysaccharide vaccination', '2016-11-09'),
  medication('Metformin 500mg tablets', '2014-03-20'),
  medication('Ramipril 5mg capsules', '2019-08-12'),
  problem('Type 2 diabetes mellitus', '2014-03-20', 'Active', {
    term: 'Haemoglobin A1c level',
    value: measured(58, 'mmol/mol', 20, 41),
  }),
  problem('Chronic kidney disease stage 3A', '2019-08-12', 'Active', 'eGFR 52 mL/min/1.73m2'),
  problem('Cataract', '2018-02-27', 'Past', 'Cataract surgery done'),
  ...series(HBA1C, 'mmol/mol', 20, 41, [
    ['2014-03-20', 71],
    ['2018-04-04', 62],
    ['2022-04-11', 55],
    ['2025-06-18', 58],
  ]),
  ...series(EGFR, 'mL/min/1.73m2', 60, null, [
    ['2019-08-12', 55],
    ['2022-04-11', 53],
    ['2025-06-18', 52],
  ]),
];

const taraRecord: EntrySketch[] = [
  allergy('Allergy to latex', '2012-09-30'),
  consultation('Telephone consultation', '2025-05-06', {
    History: ['Low mood'],
    Plan: ['Sertraline continued'],
  }),
  immunisation('Human papillomavirus vaccination', '2004-11-15'),
  medication('Sertraline 50mg tablets', '2023-01-09'),
  medication('Desogestrel 75microgram tablets', '2019-07-02'),
  problem('Depressive disorder', '2023-01-09', 'Active', 'Patient health questionnaire 9 score 12'),
  ...series('Serum TSH level', 'mU/L', 0.27, 4.2, [
    ['2023-01-09', 2.1],
    ['2025-05-06', 1.8],
  ]),
];

/**
 * Toby Turner's record at the TPP-like practice, where consultations and immunisations are off: those
 * entries are on the record but neither shown nor counted. Shown: 1 allergy, 2 medications, 1 active problem
 * of 2, and a test taken twice.
 */
export const tobyRecord: EntrySketch[] = [
  allergy('Allergy to aspirin', '2011-03-19'),
  consultation('Face to face consultation', '2025-04-22', { History: ['Knee pain'] }),
  consultation('Telephone consultation', '2024-12-02', { Plan: ['Results discussed'] }),
  immunisation(FLU, '2025-10-12'),
  medication('Naproxen 500mg tablets', '2025-04-22'),
  medication(null, '2020-06-15'),
  problem('Osteoarthritis of knee', '2025-04-22', 'Active', 'Plain X-ray of knee'),
  problem('Gastro-oesophageal reflux disease', '2016-01-08', 'Past', 'Symptoms resolved'),
  ...series('Serum vitamin D level', 'nmol/L', 50, null, [
    ['2024-12-02', 38],
    ['2025-04-22', 64],
  ]),
];

/** Every seeded record's entries, ready to insert. */
export function simulatedRecordEntries(): NewEntry[] {
  return [
    ...onRecord(emis('1000001'), alexRecord),
    ...onRecord(emis('1000002'), samRecord),
    ...onRecord(emis('1000003'), joRecord),
    ...onRecord({ odsCode: seedPracticeOdsCodes.tpp, gpAccountId: '2000001' }, taraRecord),
    ...onRecord(keyOf(seedAppointmentGpRecords.tobyReasonRequired), tobyRecord),
    // The practice has the record off: the entries are there, the call refuses to read them.
    ...onRecord(keyOf(seedRecordOffGpRecord), [allergy('Allergy to penicillin', '1999-01-01')]),
  ];
}
