import {
  countsInSectionTotal,
  rangeStatusOf,
  type MedicalRecordType,
} from '../../../api/src/contract';
import type {
  MedicalRecordEntry,
  MedicalRecordSection,
  RecordObservation,
  RecordValue,
} from '../generated/resolvers-types';
import type {
  RestMedicalRecordEntry,
  RestRecordObservation,
  RestRecordValue,
} from './medical-record-upstream';

/** A section's entries → GraphQL, in the API's order (newest first). */
export function mapSection(
  type: MedicalRecordType,
  entries: readonly RestMedicalRecordEntry[],
): MedicalRecordSection {
  return { type, entries: entries.map(mapEntry) };
}

/** spec part 2 §2: the tab's count; only active problems count, every other entry does. */
export function countOf(
  type: MedicalRecordType,
  entries: readonly RestMedicalRecordEntry[],
): number {
  return entries.filter((entry) => countsInSectionTotal(type, entry)).length;
}

export function mapEntry(rest: RestMedicalRecordEntry): MedicalRecordEntry {
  return {
    id: rest.eventGuid,
    description: blankAsNull(rest.term),
    // spec part 2 §2 'an issue date': a medication's first issue, else when it was recorded as happening.
    date: rest.firstIssueDate ?? rest.effectiveDate?.value ?? null,
    problemStatus: rest.problemStatus ?? null,
    observation: rest.observation ? mapObservation(rest.observation) : null,
    sections: (rest.sections ?? []).map((section) => ({
      header: section.header,
      observations: section.observations.map(mapObservation),
    })),
    result: rest.value ? mapValue(rest.value) : null,
  };
}

function mapObservation(rest: RestRecordObservation): RecordObservation {
  return {
    description: blankAsNull(rest.term),
    value: rest.value ? mapValue(rest.value) : null,
  };
}

function mapValue(rest: RestRecordValue): RecordValue {
  return {
    numericValue: rest.numericValue,
    text: rest.textValue,
    units: rest.units,
    rangeLow: rest.range.low,
    rangeHigh: rest.range.high,
    rangeStatus: rangeStatusOf(rest.numericValue, rest.range),
  };
}

/** A term of white space only is no description either. */
function blankAsNull(term: string | null): string | null {
  return term === null || term.trim() === '' ? null : term;
}
