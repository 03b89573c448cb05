import type { ApiContext } from '../api-context';
import { transactionOrRefusal } from '../db/refusable-transaction';
import { londonDateAfter } from '../demo/seed-dates';
import type { FieldReason } from '../http/api-error';
import { createOwnPatient, lockAccountAndCheckOwnPatient } from './own-patient';
import { patientDetailsReasons } from './patient-details-rule';

/** What createPatient stores of its body (the registration bookkeeping fields are only checked). */
export interface PatientDetails {
  accountId: string;
  consentSigned: boolean;
  hasConsent: boolean;
  firstName: string;
  lastName: string;
  primaryContactNumber: string;
  dateOfBirth: string;
}

export type PatientRegistrationOutcome =
  | { patientId: string }
  | { refusal: 'forbidden' | 'exists' }
  | { refusal: 'invalidDetails'; reasons: FieldReason[] };

/**
 * 'Create an Account', second half (spec part 1 §4): the signed-in account's own patient, not IM1-linked, no
 * pharmacy yet (choose pharmacy comes next) and ordering medicines typed in. Checks, first failure wins,
 * nothing stored by any: the body's account is the signed-in one, the account has no patient yet, the
 * details keep the rules (./patient-details-rule.ts, on the API's London calendar day).
 */
export async function registerPatient(
  context: Pick<ApiContext, 'db' | 'clock'>,
  signedInAccountId: string,
  details: PatientDetails,
): Promise<PatientRegistrationOutcome> {
  const { db, clock } = context;
  if (details.accountId.toLowerCase() !== signedInAccountId) return { refusal: 'forbidden' };
  type Refusal = Exclude<PatientRegistrationOutcome, { patientId: string }>;
  return transactionOrRefusal(db, async (tx, refuse: (outcome: Refusal) => never) => {
    if (await lockAccountAndCheckOwnPatient(tx, signedInAccountId)) refuse({ refusal: 'exists' });
    const reasons = patientDetailsReasons(details, londonDateAfter(clock(), 0));
    if (reasons.length > 0) refuse({ refusal: 'invalidDetails', reasons });
    const patientId = await createOwnPatient(tx, signedInAccountId, {
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      primaryContactNumber: details.primaryContactNumber.trim(),
      dateOfBirth: details.dateOfBirth,
      consentSigned: details.consentSigned,
      hasConsent: details.hasConsent,
      pharmacyId: null,
      im1Available: false,
      allowManualReordering: true,
    });
    return { patientId };
  });
}
