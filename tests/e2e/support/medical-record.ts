import { alexRecord, tobyRecord } from '../../../api/src/gp-systems/medical-record-entries';
import type { SectionType } from '../pages/medical-record-page';

type Sketch = (typeof alexRecord)[number];

/**
 * What each section's tab should count for a seeded record (api/src/gp-systems/medical-record-entries.ts),
 * worked out here from the seed itself: every entry of the section, but only the active problems (spec part 2
 * §2), and only the sections `shown`.
 */
export function expectedTabs(record: readonly Sketch[], shown: readonly SectionType[]): string[] {
  const names: Record<SectionType, string> = {
    Allergies: 'Allergies',
    Consultations: 'Consultations',
    Immunisations: 'Immunisations',
    Medication: 'Medications',
    Problems: 'Problems',
    TestResults: 'Test Results',
  };
  return shown.map((type) => {
    const entries = record.filter((entry) => entry.recordType === type);
    const counted =
      type === 'Problems'
        ? entries.filter((entry) => entry.detail?.problemStatus === 'Active')
        : entries;
    return `${names[type]} (${counted.length})`;
  });
}

/** Entries of one section of a seeded record. */
export function seededEntries(record: readonly Sketch[], type: SectionType): Sketch[] {
  return record.filter((entry) => entry.recordType === type);
}

export const seededRecords = { alex: alexRecord, toby: tobyRecord };
