/**
 * Connecting patients to GP online services (IM1) after registration (spec part 1 §2 'Register for online
 * services', 'Connect IM1', §4 'IM1 connection', §7; part 2 'Change my GP practice', §7 'Re-register to a
 * GP'). Every call acts on the signed-in account's active patient (patients/patient-scope.ts) or adds a
 * patient to that account; a letter names a GP record by the one matching rule of
 * registration/gp-record-linkage.ts. Each runs in one transaction with the record locked, so of two calls
 * with the same letter only one links it, and a refusal changes nothing.
 */
import { eq } from 'drizzle-orm';
import { findPractice } from '../accounts/repository';
import type { AppDatabase, Queryable } from '../db/database';
import { transactionOrRefusal } from '../db/refusable-transaction';
import { accountPatients, patients } from '../db/schema';
import type { NhsLoginClaims } from '../nhs-login/nhs-login-client';
import type { PatientScope } from '../patients/patient-scope';
import {
  findGpRecordByLinkage,
  findGpRecordForNhsLogin,
  gpLinkOf,
  isGpRecordLinked,
  type GpRecordRow,
  type LinkageLetter,
} from '../registration/gp-record-linkage';

export type LinkageRefusal =
  /** No GP record matches the letter's codes with this surname and date of birth. */
  | 'notFound'
  /** A platform patient is already linked to the record. */
  | 'alreadyRegistered'
  /** The active patient is linked already (connect is for unlinked patients; change GP re-registers). */
  | 'patientAlreadyLinked'
  /** NHS login names no unlinked GP record of the active patient. */
  | 'noNhsLoginRecord';

/** What a letter call does: link the active patient, add another patient (proxy), or change GP. */
export type LetterUse = 'connect' | 'addPatient' | 'changeGp';

/** Applies a letter for the account in `scope`; returns the refusal, or undefined when done. */
export async function useLinkageLetter(
  db: AppDatabase,
  scope: PatientScope,
  letter: LinkageLetter,
  use: LetterUse,
): Promise<LinkageRefusal | undefined> {
  if (use === 'connect' && isLinked(scope)) return 'patientAlreadyLinked';
  return transactionOrRefusal(db, async (tx, refuse: (outcome: LinkageRefusal) => never) => {
    const record = await findGpRecordByLinkage(tx, letter, { forUpdate: true });
    if (!record) return refuse('notFound');
    // Also when it is this patient's own record: changing to the GP one already has changes nothing.
    if (await isGpRecordLinked(tx, record)) return refuse('alreadyRegistered');
    if (use === 'addPatient') await addLinkedPatient(tx, scope, record);
    else await linkActivePatient(tx, scope, record);
    return undefined;
  });
}

/**
 * Connect IM1 via NHS login (spec part 1 §7): links the active patient to the GP record the NHS login
 * identity names, if it is the patient's (same date of birth); the identity's own account is not changed.
 */
export async function linkWithNhsLogin(
  db: AppDatabase,
  scope: PatientScope,
  claims: NhsLoginClaims,
): Promise<LinkageRefusal | undefined> {
  if (isLinked(scope)) return 'patientAlreadyLinked';
  return transactionOrRefusal(db, async (tx, refuse: (outcome: LinkageRefusal) => never) => {
    const record = await findGpRecordForNhsLogin(tx, claims);
    if (!record || record.dateOfBirth !== scope.patient.dateOfBirth) {
      return refuse('noNhsLoginRecord');
    }
    await linkActivePatient(tx, scope, record);
    return undefined;
  });
}

function isLinked(scope: PatientScope): boolean {
  return scope.patient.im1Available || scope.patient.gpAccountId !== null;
}

/** Links (or re-links, replacing the old link) the active patient; orders and reminders stay theirs. */
async function linkActivePatient(
  tx: Queryable,
  scope: PatientScope,
  record: GpRecordRow,
): Promise<void> {
  const practice = await findPractice(tx, record.odsCode);
  await tx
    .update(patients)
    .set(gpLinkOf(record, practice))
    .where(eq(patients.id, scope.patient.id));
}

/**
 * Proxy (secondary) registration: a new patient made from the GP record, IM1-linked, with the active
 * patient's pharmacy, that the account may act for (not its own patient; not selected).
 */
async function addLinkedPatient(
  tx: Queryable,
  scope: PatientScope,
  record: GpRecordRow,
): Promise<void> {
  const practice = await findPractice(tx, record.odsCode);
  const [created] = await tx
    .insert(patients)
    .values({
      firstName: record.firstName,
      lastName: record.lastName,
      dateOfBirth: record.dateOfBirth,
      pharmacyId: scope.patient.pharmacyId,
      // The account holder agreed to the terms for the people they act for.
      consentSigned: true,
      hasConsent: true,
      ...gpLinkOf(record, practice),
    })
    .returning({ id: patients.id });
  if (!created) throw new Error('patient not inserted');
  await tx
    .insert(accountPatients)
    .values({ accountId: scope.accountId, patientId: created.id, isPrimary: false });
}
