import { findAccountById, findPractice } from '../accounts/repository';
import type { ApiContext } from '../api-context';
import { hashPassword } from '../auth/password';
import { meetsPasswordRule } from '../contract';
import { transactionOrRefusal } from '../db/refusable-transaction';
import {
  findGpRecordByLinkage,
  gpLinkOf,
  isGpRecordLinked,
  type LinkageLetter,
} from './gp-record-linkage';
import { createOwnPatient } from './own-patient';
import {
  activateSignInUser,
  isRegistrationProofValid,
  type ActivationRefusal,
  type RegistrationProof,
} from './registration-token';

export type LinkageRefusal = ActivationRefusal | 'tooWeak' | 'notFound' | 'alreadyRegistered';

/**
 * 'Register now' with the codes from the GP (spec part 1 §2 'Linkage details', §4): the verified account
 * becomes an ACTIVE sign-in user and gets its own patient, made from the GP record and IM1-linked to it.
 * Checks, first failure wins, nothing changed by any: the registrationToken, the account not yet ACTIVE, the
 * password rule, the letter naming a record (the same answer whichever part is wrong), the record not yet
 * linked to a patient.
 */
export async function registerWithLinkage(
  context: Pick<ApiContext, 'db' | 'clock'>,
  proof: RegistrationProof,
  letter: LinkageLetter,
  password: string,
): Promise<LinkageRefusal | undefined> {
  const { db, clock } = context;
  if (!(await isRegistrationProofValid(db, proof, clock()))) return 'invalidToken';
  const account = await findAccountById(db, proof.accountId.toLowerCase());
  if (account?.status === 'ACTIVE') return 'alreadyActive';
  if (!meetsPasswordRule(password)) return 'tooWeak';
  const found = await findGpRecordByLinkage(db, letter);
  if (!found) return 'notFound';
  if (await isGpRecordLinked(db, found)) return 'alreadyRegistered';
  const passwordHash = await hashPassword(password);

  return transactionOrRefusal(db, async (tx, refuse: (outcome: LinkageRefusal) => never) => {
    // Locked, then checked again: of two registrations with the same letter only one links the record.
    const record = await findGpRecordByLinkage(tx, letter, { forUpdate: true });
    if (!record) return refuse('notFound');
    if (await isGpRecordLinked(tx, record)) return refuse('alreadyRegistered');
    const refusal = await activateSignInUser(tx, proof, passwordHash, clock());
    if (refusal) return refuse(refusal);
    const practice = await findPractice(tx, record.odsCode);
    await createOwnPatient(tx, proof.accountId.toLowerCase(), {
      firstName: record.firstName,
      lastName: record.lastName,
      dateOfBirth: record.dateOfBirth,
      // IM1-linked to the record, agreed to the terms when registering.
      ...gpLinkOf(record, practice),
      consentSigned: true,
      hasConsent: true,
      pharmacyId: null,
    });
    return undefined;
  });
}
