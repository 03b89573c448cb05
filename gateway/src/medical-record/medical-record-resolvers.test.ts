import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MedicalRecordType } from '../../../api/src/contract';
import { fakeIntegrationSettings, linkToGp, type FakeReply } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes } from '../testing/gateway-client';
import type { RestMedicalRecordEntry } from './medical-record-upstream';

const OVERVIEW = /* GraphQL */ `
  query Overview {
    medicalRecord {
      sections {
        type
        count
        failureCode
      }
      firstSection {
        type
        entries {
          id
          description
          date
        }
      }
    }
  }
`;
const SECTION = /* GraphQL */ `
  query Section($type: MedicalRecordType!) {
    medicalRecordSection(type: $type) {
      type
      entries {
        id
        description
        date
        problemStatus
        observation {
          description
        }
        sections {
          header
          observations {
            description
          }
        }
        result {
          numericValue
          units
          rangeLow
          rangeHigh
          rangeStatus
        }
      }
    }
  }
`;
const PATH = '/v1/medical-record';

const entry = (
  eventGuid: string,
  overrides: Partial<RestMedicalRecordEntry> = {},
): RestMedicalRecordEntry => ({
  eventGuid,
  term: 'Penicillin allergy',
  effectiveDate: { value: '2020-01-08' },
  firstIssueDate: null,
  sections: null,
  problemStatus: null,
  observation: null,
  value: null,
  ...overrides,
});

const record: Record<MedicalRecordType, RestMedicalRecordEntry[]> = {
  Allergies: [entry('a1'), entry('a2', { term: null, effectiveDate: null })],
  Consultations: [
    entry('c1', {
      term: 'Telephone consultation',
      sections: [{ header: 'History', observations: [{ term: 'Cough', value: null }] }],
    }),
  ],
  Immunisations: [entry('i1'), entry('i2'), entry('i3')],
  Medication: [entry('m1', { effectiveDate: null, firstIssueDate: '2021-03-15' })],
  Problems: [
    entry('p1', { problemStatus: 'Active', observation: { term: 'BP 152/94', value: null } }),
    entry('p2', { problemStatus: 'Past', observation: { term: 'X-ray', value: null } }),
    entry('p3', { problemStatus: 'Active', observation: { term: '  ', value: null } }),
  ],
  TestResults: [
    entry('t1', {
      term: 'Serum total cholesterol level',
      value: {
        numericValue: 6.2,
        textValue: null,
        units: 'mmol/L',
        range: { low: null, high: 5 },
      },
    }),
    entry('t2', {
      term: 'Serum total cholesterol level',
      value: { numericValue: 5, textValue: null, units: 'mmol/L', range: { low: null, high: 5 } },
    }),
  ],
};

let stack: FakeStack;
let failing: Set<string>;
beforeEach(async () => {
  stack = await startFakeStack();
  await stack.signIn();
  failing = new Set();
  stack.api.overrides.set(PATH, (call): FakeReply => {
    const type = (call.body as { medicalRecordType: MedicalRecordType }).medicalRecordType;
    if (failing.has(type)) return { status: 503, body: undefined };
    return {
      status: 200,
      body: { medicalRecord: { medicalRecordType: type, entries: record[type] } },
    };
  });
});
afterEach(() => stack.stop());

const typesAsked = () =>
  stack.api
    .callsTo(PATH)
    .map((call) => (call.body as { medicalRecordType: string }).medicalRecordType);

describe('medicalRecord', () => {
  it('counts every shown section, problems by active ones only, and gives the first section’s entries', async () => {
    linkToGp(stack.api);
    const reply = await stack.client.graphql(OVERVIEW);
    expect(reply.json.data).toEqual({
      medicalRecord: {
        sections: [
          { type: 'Allergies', count: 2, failureCode: null },
          { type: 'Consultations', count: 1, failureCode: null },
          { type: 'Immunisations', count: 3, failureCode: null },
          { type: 'Medication', count: 1, failureCode: null },
          { type: 'Problems', count: 2, failureCode: null },
          { type: 'TestResults', count: 2, failureCode: null },
        ],
        firstSection: {
          type: 'Allergies',
          entries: [
            { id: 'a1', description: 'Penicillin allergy', date: '2020-01-08' },
            { id: 'a2', description: null, date: null },
          ],
        },
      },
    });
    // Each section once, however many fields need it.
    expect(typesAsked().sort()).toEqual(Object.keys(record).sort());
  });

  it('neither reads nor counts a section the practice switched off; the first shown one leads', async () => {
    linkToGp(stack.api, {
      medicalRecordSettings: {
        ...fakeIntegrationSettings().medicalRecordSettings,
        allergiesEnabled: false,
        immunisationsEnabled: false,
      },
    });
    const reply = await stack.client.graphql(OVERVIEW);
    const overview = (reply.json.data as { medicalRecord: { sections: { type: string }[] } })
      .medicalRecord;
    expect(overview.sections.map((section) => section.type)).toEqual([
      'Consultations',
      'Medication',
      'Problems',
      'TestResults',
    ]);
    expect(overview).toMatchObject({ firstSection: { type: 'Consultations' } });
    expect(typesAsked()).not.toContain('Allergies');
    expect(typesAsked()).not.toContain('Immunisations');
  });

  it('marks a section that failed and keeps the others', async () => {
    linkToGp(stack.api);
    failing = new Set(['Allergies', 'TestResults']);
    const reply = await stack.client.graphql(OVERVIEW);
    expect(reply.json.errors).toBeUndefined();
    const overview = (
      reply.json.data as {
        medicalRecord: {
          sections: { type: string; count: number | null; failureCode: string | null }[];
          firstSection: unknown;
        };
      }
    ).medicalRecord;
    expect(overview.firstSection).toBeNull();
    expect(overview.sections.filter((section) => section.failureCode !== null)).toEqual([
      { type: 'Allergies', count: null, failureCode: 'medicalRecord.loadFailed' },
      { type: 'TestResults', count: null, failureCode: 'medicalRecord.loadFailed' },
    ]);
    expect(overview.sections.find((section) => section.type === 'Problems')?.count).toBe(2);
  });

  it('is null without asking the API when the record is off or the patient is not linked', async () => {
    expect((await stack.client.graphql(OVERVIEW)).json.data).toEqual({ medicalRecord: null });
    linkToGp(stack.api, { medicalRecordEnabled: false });
    expect((await stack.client.graphql(OVERVIEW)).json.data).toEqual({ medicalRecord: null });
    expect(stack.api.callsTo(PATH)).toHaveLength(0);
  });
});

describe('medicalRecordSection', () => {
  it('maps each kind of entry: first issue, consultation sections, problem status, result against its range', async () => {
    linkToGp(stack.api);
    const section = async (type: MedicalRecordType) =>
      (
        (await stack.client.graphql(SECTION, { type })).json.data as {
          medicalRecordSection: { entries: Record<string, unknown>[] };
        }
      ).medicalRecordSection.entries;
    expect((await section('Medication'))[0]).toMatchObject({ date: '2021-03-15' });
    expect((await section('Consultations'))[0]).toMatchObject({
      sections: [{ header: 'History', observations: [{ description: 'Cough' }] }],
    });
    expect((await section('Problems')).map((problem) => problem['problemStatus'])).toEqual([
      'Active',
      'Past',
      'Active',
    ]);
    expect((await section('Problems'))[2]).toMatchObject({ observation: { description: null } });
    expect((await section('TestResults')).map((result) => result['result'])).toEqual([
      { numericValue: 6.2, units: 'mmol/L', rangeLow: null, rangeHigh: 5, rangeStatus: 'Above' },
      { numericValue: 5, units: 'mmol/L', rangeLow: null, rangeHigh: 5, rangeStatus: 'Within' },
    ]);
  });

  it('turns a failure, a section switched off, or a record not available into medicalRecord.loadFailed', async () => {
    linkToGp(stack.api, {
      medicalRecordSettings: {
        ...fakeIntegrationSettings().medicalRecordSettings,
        consultationsEnabled: false,
      },
    });
    failing = new Set(['Problems']);
    for (const type of ['Problems', 'Consultations']) {
      expect(errorCodes(await stack.client.graphql(SECTION, { type }))).toEqual([
        'medicalRecord.loadFailed',
      ]);
    }
    expect(typesAsked()).toEqual(['Problems']);
    linkToGp(stack.api, { medicalRecordEnabled: false });
    expect(errorCodes(await stack.client.graphql(SECTION, { type: 'Allergies' }))).toEqual([
      'medicalRecord.loadFailed',
    ]);
  });
});
