/**
 * The medical record call's work (spec part 2 §6: 'The medical record needs medicalRecordEnabled. Each tab
 * shows only if enabled in the medical record settings'), for ./routes.ts: the active patient's own GP record
 * only, read through their IM1 link, one section per call.
 */
import { medicalRecordSettingOf, type MedicalRecordType } from '../contract/medical-record-rules';
import type { Queryable } from '../db/database';
import type {
  RecordObservation as StoredObservation,
  RecordValue as StoredValue,
} from '../db/schema';
import { listRecordEntries, type GpRecordEntryRow } from '../gp-systems/medical-record-entries';
import { ApiError } from '../http/api-error';
import type { PatientScope } from '../patients/patient-scope';
import type {
  MedicalRecordEntry,
  MedicalRecordResponse,
  RecordValue,
} from './medical-record-schemas';

/** 403 `medicalRecord.notAvailable`: not IM1-linked, the practice has the record off, or this section off. */
function medicalRecordNotAvailable(): ApiError {
  return new ApiError(
    403,
    'medicalRecord.notAvailable',
    'This part of the medical record is not available to this patient.',
  );
}

/** One section of the active patient's record, newest first. */
export async function readMedicalRecord(
  db: Queryable,
  scope: PatientScope,
  type: MedicalRecordType,
): Promise<MedicalRecordResponse> {
  const { patient, practice } = scope;
  const settings = practice?.integrationSettings;
  if (
    !practice ||
    !patient.gpAccountId ||
    !settings?.medicalRecordEnabled ||
    !settings.medicalRecordSettings[medicalRecordSettingOf[type]]
  ) {
    throw medicalRecordNotAvailable();
  }
  const rows = await listRecordEntries(
    db,
    { odsCode: practice.odsCode, gpAccountId: patient.gpAccountId },
    type,
  );
  return { medicalRecord: { medicalRecordType: type, entries: rows.map(toEntry) } };
}

function toEntry(row: GpRecordEntryRow): MedicalRecordEntry {
  const detail = row.detail ?? {};
  return {
    eventGuid: row.eventGuid,
    term: row.term,
    effectiveDate: row.effectiveDate === null ? null : { value: row.effectiveDate },
    firstIssueDate: row.firstIssueDate,
    sections:
      detail.sections?.map((section) => ({
        header: section.header,
        observations: section.observations.map(toObservation),
      })) ?? null,
    problemStatus: detail.problemStatus ?? null,
    observation: detail.observation ? toObservation(detail.observation) : null,
    value: detail.value ? toValue(detail.value) : null,
  };
}

function toObservation(observation: StoredObservation) {
  return { term: observation.term, value: observation.value ? toValue(observation.value) : null };
}

function toValue(value: StoredValue): RecordValue {
  return {
    numericValue: value.numericValue,
    textValue: value.textValue,
    units: value.units,
    range: { low: value.rangeLow, high: value.rangeHigh },
  };
}
