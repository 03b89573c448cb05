/**
 * Who may order what: the server side of spec part 1 §6, enforced here whatever the app's forms already
 * checked (CONVENTIONS.md "Forms"). The comment's rules are shared: ../contract/order-rules.ts.
 */
import type { PatientRow, PracticeRow } from '../accounts/repository';
import { isIm1Linked } from '../im1/integration';
import type { GpRecordKey } from './medication-courses';

/**
 * The patient's GP record when they may order repeat medicines from it (spec part 1 §6: a linked patient
 * whose practice has prescribingEnabled), else undefined.
 */
export function prescribingRecord(
  patient: PatientRow,
  practice: PracticeRow | undefined,
): GpRecordKey | undefined {
  if (!isIm1Linked(patient, practice) || !practice.integrationSettings.prescribingEnabled) {
    return undefined;
  }
  return patient.gpAccountId
    ? { odsCode: practice.odsCode, gpAccountId: patient.gpAccountId }
    : undefined;
}

/** spec part 1 §1 and §6: patients flagged allowManualReordering may order manual items, linked or not. */
export function mayReorderManually(patient: PatientRow): boolean {
  return patient.allowManualReordering;
}

/** Whether the practice asks for a comment on every prescription request (TPP-like practices may). */
export function commentRequiredBy(practice: PracticeRow | undefined): boolean {
  return practice?.integrationSettings.prescribingCommentRequired ?? false;
}
