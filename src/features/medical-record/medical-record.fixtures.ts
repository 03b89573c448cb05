import type {
  MedicalRecordScreenQuery,
  MedicalRecordSectionQuery,
  MedicalRecordType,
} from '../../gql/graphql';
import type { RecordEntry, RecordValue } from './record-entry-fragment';

type Summary = NonNullable<MedicalRecordScreenQuery['medicalRecord']>['sections'][number];

/** A record entry with nothing but what is given. */
export function entryOf(
  entry: Partial<Omit<RecordEntry, 'result'>> & { id: string; result?: Partial<RecordValue> },
): RecordEntry {
  const { result, ...rest } = entry;
  return {
    description: null,
    date: null,
    problemStatus: null,
    observation: null,
    sections: [],
    ...rest,
    result: result ? valueOf(result) : null,
  };
}

export function valueOf(value: Partial<RecordValue>): RecordValue {
  return {
    numericValue: null,
    text: null,
    units: null,
    rangeLow: null,
    rangeHigh: null,
    rangeStatus: 'Unknown',
    ...value,
  };
}

export const allergies: RecordEntry[] = [
  entryOf({ id: 'a1', description: 'Allergy to peanut', date: '2015-07-22' }),
  entryOf({ id: 'a2', description: 'Penicillin allergy', date: '2009-05-14' }),
  entryOf({ id: 'a3', description: null, date: null }),
];

export const consultations: RecordEntry[] = [
  entryOf({
    id: 'c1',
    description: 'Telephone consultation',
    date: '2025-09-12',
    sections: [
      { header: 'History', observations: [{ description: 'Cough', value: null }] },
      {
        header: 'Examination',
        observations: [
          {
            description: 'Peak expiratory flow rate',
            value: valueOf({ numericValue: 420, units: 'L/min' }),
          },
        ],
      },
      { header: 'Plan', observations: [{ description: null, value: null }] },
    ],
  }),
];

export const medications: RecordEntry[] = [
  entryOf({ id: 'm1', description: 'Amlodipine 5mg tablets', date: '2021-03-15' }),
];

export const problems: RecordEntry[] = [
  entryOf({
    id: 'p1',
    description: 'Essential hypertension',
    date: '2021-03-15',
    problemStatus: 'Active',
    observation: {
      description: 'Blood pressure reading',
      value: valueOf({ text: '152/94', units: 'mmHg' }),
    },
  }),
  entryOf({
    id: 'p2',
    description: 'Acute tonsillitis',
    date: '2024-02-02',
    problemStatus: 'Past',
    observation: { description: 'Throat swab culture: no growth', value: null },
  }),
];

const cholesterol = (
  id: string,
  date: string,
  numericValue: number,
  rangeStatus: 'Within' | 'Above',
) =>
  entryOf({
    id,
    description: 'Serum total cholesterol level',
    date,
    result: { numericValue, units: 'mmol/L', rangeHigh: 5, rangeStatus },
  });

/** One test five times since 2019, newest first as the record lists it. */
export const cholesterolResults: RecordEntry[] = [
  cholesterol('t1', '2025-03-03', 4.3, 'Within'),
  cholesterol('t2', '2023-06-01', 4.6, 'Within'),
  cholesterol('t3', '2022-05-20', 5.4, 'Above'),
  cholesterol('t4', '2021-03-15', 6.8, 'Above'),
  cholesterol('t5', '2019-04-10', 6.2, 'Above'),
];

export const testResults: RecordEntry[] = [
  ...cholesterolResults,
  entryOf({
    id: 't6',
    description: 'Urine protein test',
    date: '2025-03-03',
    result: { text: 'Negative' },
  }),
];

export const entriesByType: Record<MedicalRecordType, RecordEntry[]> = {
  Allergies: allergies,
  Consultations: consultations,
  Immunisations: [],
  Medication: medications,
  Problems: problems,
  TestResults: testResults,
};

const counted = (type: MedicalRecordType): Summary => ({
  type,
  count:
    type === 'Problems'
      ? problems.filter((problem) => problem.problemStatus === 'Active').length
      : entriesByType[type].length,
  failureCode: null,
});

/** The screen's answer: these sections' counts (all six by default) and the first one's entries. */
export function medicalRecordData(
  options: {
    types?: MedicalRecordType[];
    failed?: MedicalRecordType[];
    entries?: Partial<Record<MedicalRecordType, RecordEntry[]>>;
  } = {},
): { data: MedicalRecordScreenQuery } {
  const types = options.types ?? (Object.keys(entriesByType) as MedicalRecordType[]);
  const entries = { ...entriesByType, ...options.entries };
  const failed = new Set(options.failed);
  const [first] = types;
  return {
    data: {
      medicalRecord: {
        sections: types.map((type) =>
          failed.has(type)
            ? { type, count: null, failureCode: 'medicalRecord.loadFailed' }
            : { ...counted(type), count: options.entries?.[type]?.length ?? counted(type).count },
        ),
        firstSection:
          first === undefined || failed.has(first)
            ? null
            : { type: first, entries: entries[first] },
      },
    },
  };
}

/** The answers of the section query, by the type asked for; `failed` sections fail. */
export function sectionAnswers(failed: MedicalRecordType[] = []) {
  return (variables: Record<string, unknown>) => {
    const type = variables['type'] as MedicalRecordType;
    if (failed.includes(type)) return { errorCode: 'medicalRecord.loadFailed' };
    const data: MedicalRecordSectionQuery = {
      medicalRecordSection: { type, entries: entriesByType[type] },
    };
    return { data };
  };
}

/** A record of `size` entries in one section (the bench and a story): a year of entries a day, and more. */
export function largeSection(size: number): RecordEntry[] {
  return Array.from({ length: size }, (_, index) =>
    entryOf({
      id: `large-${index}`,
      description: index % 10 === 9 ? null : `Allergy to substance number ${index + 1}`,
      date: new Date(Date.UTC(2025, 0, 1) - index * 86_400_000).toISOString().slice(0, 10),
    }),
  );
}
