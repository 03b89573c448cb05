/**
 * Accounts made and found by NHS login (spec part 1 §4 'NHS Login registration'): an account is tied to the
 * person by its `nhsLoginSub` (unique, migration 0001). Registration makes an ACTIVE account with no password,
 * hasPatientIntegration, and its own patient from the claims, IM1-linked when the P9 identity carries
 * `gp_integration_credentials` naming (or an NHS number matching) a GP record no one has linked yet; no pharmacy, so the app goes on to
 * choose one.
 */
import { eq } from 'drizzle-orm';
import {
  findAccountByEmail,
  findPractice,
  normaliseEmail,
  type AccountRow,
} from '../accounts/repository';
import type { AppDatabase, Queryable } from '../db/database';
import { transactionOrRefusal } from '../db/refusable-transaction';
import { accounts } from '../db/schema';
import { marketingPreference } from '../registration/email-verification';
import { findGpRecordForNhsLogin, gpLinkOf } from '../registration/gp-record-linkage';
import { createOwnPatient } from '../registration/own-patient';
import type { NhsLoginClaims } from './nhs-login-client';

export async function findAccountByNhsLoginSub(
  db: Queryable,
  sub: string,
): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.nhsLoginSub, sub));
  return row;
}

export interface NhsLoginRegistration {
  claims: NhsLoginClaims;
  /** Used only when the identity has no verified email. */
  email: string;
  /** An unfinished account (status Created or Verified) of the same email that this registration completes. */
  accountId: string | null;
  marketingOptin: boolean;
}

export type RegistrationRefusal =
  /** The sub already has an account, or the email has one that `accountId` does not name as unfinished. */
  | 'accountExists'
  /** Neither a verified email claim nor an email in the body. */
  | 'emailRequired'
  /** The claims lack a name or a date of birth. */
  | 'claimsIncomplete';

export interface RegisteredAccount {
  accountId: string;
  patientId: string;
  /** Whether the patient was IM1-linked to a GP record. */
  linked: boolean;
}

/** Creates (or completes) the account and its patient in one transaction; nothing is stored on a refusal. */
export async function registerWithNhsLogin(
  db: AppDatabase,
  registration: NhsLoginRegistration,
): Promise<RegisteredAccount | RegistrationRefusal> {
  const { claims } = registration;
  const email = chooseEmail(claims, registration.email);
  if (!email) return 'emailRequired';
  const firstName = claims.given_name?.trim();
  const lastName = claims.family_name?.trim();
  const dateOfBirth = claims.birthdate;
  if (!firstName || !lastName || !isDate(dateOfBirth)) return 'claimsIncomplete';

  return transactionOrRefusal(db, async (tx, refuse: (outcome: RegistrationRefusal) => never) => {
    if (await findAccountByNhsLoginSub(tx, claims.sub)) return refuse('accountExists');
    const sameEmail = await findAccountByEmail(tx, email);
    const completing =
      sameEmail &&
      registration.accountId !== null &&
      sameEmail.id === registration.accountId.toLowerCase() &&
      sameEmail.status !== 'ACTIVE' &&
      !sameEmail.nhsLoginSub;
    if (sameEmail && !completing) return refuse('accountExists');

    const values = {
      email,
      status: 'ACTIVE' as const,
      hasPatientIntegration: true,
      nhsLoginSub: claims.sub,
      notificationPreferences: [marketingPreference(registration.marketingOptin)],
    };
    // A unique violation here (a registration racing this one) rolls back and surfaces as a 500.
    const [account] = completing
      ? await tx.update(accounts).set(values).where(eq(accounts.id, sameEmail.id)).returning()
      : await tx.insert(accounts).values(values).returning();
    if (!account) throw new Error('account not stored');

    const record = await findGpRecordForNhsLogin(tx, claims);
    const practice = record ? await findPractice(tx, record.odsCode) : undefined;
    const patientId = await createOwnPatient(tx, account.id, {
      firstName,
      lastName,
      dateOfBirth,
      pharmacyId: null,
      consentSigned: true,
      hasConsent: true,
      ...(record ? gpLinkOf(record, practice) : { allowManualReordering: true }),
    });
    return { accountId: account.id, patientId, linked: Boolean(record) };
  });
}

/** The verified email claim wins; else the one the person typed; lower-cased as stored. */
function chooseEmail(claims: NhsLoginClaims, typed: string): string | undefined {
  const claimed = claims.email_verified === true ? claims.email?.trim() : undefined;
  const email = claimed || typed.trim();
  return email ? normaliseEmail(email) : undefined;
}

function isDate(value: string | undefined): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}
