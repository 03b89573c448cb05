/**
 * Who may order what, and the order comment's rules: the server side of spec part 1 §5 and §6, enforced
 * here whatever the app's forms already checked (CONVENTIONS.md "Forms").
 */
import type { PatientRow, PracticeRow } from '../accounts/repository';
import { isIm1Linked } from '../im1/integration';
import type { GpRecordKey } from './medication-courses';

/** spec part 1 §5 and §9: an order comment is at most 400 characters. */
export const ORDER_COMMENT_MAX_LENGTH = 400;

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

/**
 * What is wrong with an order's comment, if anything. spec part 1 §5: non-blank when the GP requires a
 * comment (prescribingCommentRequired), and never over 400 characters. Characters are counted as the app's
 * counter counts them (UTF-16 code units, JavaScript's `length`), so text the app refuses is refused here
 * too even where the JSON schema, which counts code points, let it through.
 */
export function orderCommentProblem(
  comment: string | undefined,
  required: boolean,
): 'required' | 'tooLong' | undefined {
  if (required && !comment?.trim()) return 'required';
  if (comment && comment.length > ORDER_COMMENT_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** Whether the practice asks for a comment on every prescription request (TPP-like practices may). */
export function commentRequiredBy(practice: PracticeRow | undefined): boolean {
  return practice?.integrationSettings.prescribingCommentRequired ?? false;
}
