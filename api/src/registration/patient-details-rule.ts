/**
 * The register-details rules (../contract/patient-details.ts) as the API answers them (CONVENTIONS.md "Forms"):
 * spec part 1 §5 and §9, a date of birth at least 16 years ago and a UK-style phone number.
 */
import { dateOfBirthProblem, isPhoneNumber } from '../contract';
import type { FieldReason } from '../http/api-error';

/** Every problem with the details, as the 422's reasons (empty when all is well). */
export function patientDetailsReasons(
  details: { dateOfBirth: string; primaryContactNumber: string },
  today: string,
): FieldReason[] {
  const reasons: FieldReason[] = [];
  const dateProblem = dateOfBirthProblem(details.dateOfBirth, today);
  if (dateProblem) reasons.push({ field: 'dateOfBirth', reason: dateProblem });
  if (!isPhoneNumber(details.primaryContactNumber)) {
    reasons.push({ field: 'primaryContactNumber', reason: 'invalidPhone' });
  }
  return reasons;
}
