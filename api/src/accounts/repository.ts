import { and, asc, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { signInStands } from '../auth/refresh-tokens';
import type { Queryable } from '../db/database';
import { preparedQuery } from '../db/prepared';
import {
  accountPatients,
  accounts,
  gpPatients,
  patients,
  pharmacies,
  practices,
} from '../db/schema';
import { isGpRecordAt, type GpPatientRow } from '../gp-systems/gp-records';
import type { GpRecordKey } from '../gp-systems/medication-courses';

export type AccountRow = typeof accounts.$inferSelect;
export type PatientRow = typeof patients.$inferSelect;
export type PharmacyRow = typeof pharmacies.$inferSelect;
export type PracticeRow = typeof practices.$inferSelect;

/** Emails are stored lower-cased (migration 0001); look-ups normalise the same way. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(
  db: Queryable,
  email: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)));
  return row;
}

/** An account's patients: its own (primary) first, then by name. */
const accountPatientOrder = [
  desc(accountPatients.isPrimary),
  asc(patients.lastName),
  asc(patients.firstName),
  asc(patients.id),
];

// Look-ups that other calls make often, by the account, pharmacy or practice, so they are prepared (issue #20).
const accountById = preparedQuery((db) =>
  db
    .select()
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .prepare('find_account_by_id'),
);
const accountPatientList = preparedQuery((db) =>
  db
    .select({ patient: patients, isPrimary: accountPatients.isPrimary })
    .from(accountPatients)
    .innerJoin(patients, eq(patients.id, accountPatients.patientId))
    .where(eq(accountPatients.accountId, sql.placeholder('accountId')))
    .orderBy(...accountPatientOrder)
    .prepare('list_account_patients'),
);
// Every authenticated call starts with the account, its patients and the selected one's practice: one
// statement instead of three, so each call pays one round trip and one result's parsing for them (issue #20).
// The access guard reads them in the statement that checks the sign-in still stands.
const accountWithPatients = (db: Queryable, ...conditions: SQL[]) =>
  db
    .select({
      account: accounts,
      patient: patients,
      isPrimary: accountPatients.isPrimary,
      practice: practices,
    })
    .from(accounts)
    .leftJoin(accountPatients, eq(accountPatients.accountId, accounts.id))
    .leftJoin(patients, eq(patients.id, accountPatients.patientId))
    .leftJoin(practices, eq(practices.odsCode, patients.practiceOdsCode))
    .where(and(eq(accounts.id, sql.placeholder('accountId')), ...conditions))
    .orderBy(...accountPatientOrder);
const accountWithPatientsById = preparedQuery((db) =>
  accountWithPatients(db).prepare('find_account_with_patients'),
);
const signedInAccountWithPatients = preparedQuery((db) =>
  accountWithPatients(db, signInStands(db, sql.placeholder('signInId'))).prepare(
    'find_signed_in_account_with_patients',
  ),
);
const pharmacyById = preparedQuery((db) =>
  db
    .select()
    .from(pharmacies)
    .where(eq(pharmacies.id, sql.placeholder('id')))
    .prepare('find_pharmacy'),
);
// The account details (`me`) read both on every request, so in one statement after the access guard's: left
// joins from one row, each side null when its key is null or names nothing (issue #20).
const pharmacyAndGpRecord = preparedQuery((db) =>
  db
    .select({ pharmacy: pharmacies, gpRecord: gpPatients })
    .from(sql`(select 1) as "one"`)
    .leftJoin(pharmacies, eq(pharmacies.id, sql.placeholder('pharmacyId')))
    .leftJoin(gpPatients, isGpRecordAt(sql.placeholder('odsCode'), sql.placeholder('gpAccountId')))
    .prepare('find_pharmacy_and_gp_record'),
);
const practiceByOdsCode = preparedQuery((db) =>
  db
    .select()
    .from(practices)
    .where(eq(practices.odsCode, sql.placeholder('odsCode')))
    .prepare('find_practice'),
);

export async function findAccountById(db: Queryable, id: string): Promise<AccountRow | undefined> {
  const [row] = await accountById(db).execute({ id });
  return row;
}

/** The patients an account may act for, its own (primary) first, then by name. */
export async function listAccountPatients(
  db: Queryable,
  accountId: string,
): Promise<(PatientRow & { isPrimary: boolean })[]> {
  const rows = await accountPatientList(db).execute({ accountId });
  return rows.map((row) => ({ ...row.patient, isPrimary: row.isPrimary }));
}

/** One of the account's patients with its practice, when it names one that is known. */
export type AccountPatientRow = PatientRow & {
  isPrimary: boolean;
  practice: PracticeRow | undefined;
};

/** The account and the patients it may act for, each with its practice (findAccountWithPatients). */
export interface AccountWithPatients {
  account: AccountRow;
  patients: AccountPatientRow[];
}

/**
 * The account and the patients it may act for (ordered as listAccountPatients orders them), each with its
 * practice, in one statement; undefined when there is no such account.
 */
export async function findAccountWithPatients(
  db: Queryable,
  accountId: string,
): Promise<AccountWithPatients | undefined> {
  return toAccountWithPatients(await accountWithPatientsById(db).execute({ accountId }));
}

/**
 * As findAccountWithPatients, only while the sign-in `signInId` stands (auth/refresh-tokens.ts signInStands):
 * the access guard's one statement per request. Undefined when the sign-in has ended or the account has gone.
 */
export async function findSignedInAccountWithPatients(
  db: Queryable,
  accountId: string,
  signInId: string,
): Promise<AccountWithPatients | undefined> {
  return toAccountWithPatients(
    await signedInAccountWithPatients(db).execute({ accountId, signInId }),
  );
}

/** The rows of accountWithPatients (one per patient, or one without) as the account and its patients. */
function toAccountWithPatients(
  rows: {
    account: AccountRow;
    patient: PatientRow | null;
    isPrimary: boolean | null;
    practice: PracticeRow | null;
  }[],
): AccountWithPatients | undefined {
  const [first] = rows;
  if (!first) return undefined;
  const patientRows: AccountPatientRow[] = [];
  for (const row of rows) {
    if (row.patient === null) continue;
    patientRows.push({
      ...row.patient,
      isPrimary: row.isPrimary ?? false,
      practice: row.practice ?? undefined,
    });
  }
  return { account: first.account, patients: patientRows };
}

/**
 * Makes `patientId` the account's selected patient, only if it is one of the account's patients (the
 * condition and the update are one statement, so there is no window between check and write).
 * Returns false, changing nothing, otherwise.
 */
export async function selectPatient(
  db: Queryable,
  accountId: string,
  patientId: string,
): Promise<boolean> {
  const updated = await db
    .update(accounts)
    .set({ selectedPatientId: patientId })
    .where(
      and(
        eq(accounts.id, accountId),
        exists(
          db
            .select({ one: sql`1` })
            .from(accountPatients)
            .where(
              and(
                eq(accountPatients.accountId, accountId),
                eq(accountPatients.patientId, patientId),
              ),
            ),
        ),
      ),
    )
    .returning({ id: accounts.id });
  return updated.length > 0;
}

/**
 * Counts one more failed sign-in and locks the account when it reaches `lockAfter`, atomically, so
 * concurrent attempts cannot slip past the limit. Returns whether the account is now locked.
 */
export async function recordFailedSignIn(
  db: Queryable,
  accountId: string,
  lockAfter: number,
): Promise<boolean> {
  const [row] = await db
    .update(accounts)
    .set({
      failedLoginCount: sql`${accounts.failedLoginCount} + 1`,
      locked: sql`${accounts.locked} OR ${accounts.failedLoginCount} + 1 >= ${lockAfter}`,
    })
    .where(eq(accounts.id, accountId))
    .returning({ locked: accounts.locked });
  return row?.locked ?? false;
}

/** A successful sign-in starts the count of consecutive failures again. */
export async function resetFailedSignIns(db: Queryable, accountId: string): Promise<void> {
  await db
    .update(accounts)
    .set({ failedLoginCount: 0 })
    .where(and(eq(accounts.id, accountId), sql`${accounts.failedLoginCount} <> 0`));
}

/**
 * A new password also unlocks the account and starts the failure count again: a password reset is how a
 * locked account recovers (spec part 1 §8).
 */
export async function setPasswordAndUnlock(
  db: Queryable,
  accountId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(accounts)
    .set({ passwordHash, failedLoginCount: 0, locked: false })
    .where(eq(accounts.id, accountId));
}

export async function findPharmacy(db: Queryable, id: string): Promise<PharmacyRow | undefined> {
  const [row] = await pharmacyById(db).execute({ id });
  return row;
}

/**
 * The pharmacy with this id and the GP record at this key (findPharmacy and gp-records.ts findGpRecord) in one
 * statement, none when neither is asked for; each is undefined when not asked for or not found.
 */
export async function findPharmacyAndGpRecord(
  db: Queryable,
  pharmacyId: string | null,
  gpRecord: GpRecordKey | undefined,
): Promise<{ pharmacy: PharmacyRow | undefined; gpRecord: GpPatientRow | undefined }> {
  if (!pharmacyId && !gpRecord) return { pharmacy: undefined, gpRecord: undefined };
  const [row] = await pharmacyAndGpRecord(db).execute({
    pharmacyId,
    odsCode: gpRecord?.odsCode ?? null,
    gpAccountId: gpRecord?.gpAccountId ?? null,
  });
  return { pharmacy: row?.pharmacy ?? undefined, gpRecord: row?.gpRecord ?? undefined };
}

export async function findPractice(
  db: Queryable,
  odsCode: string,
): Promise<PracticeRow | undefined> {
  const [row] = await practiceByOdsCode(db).execute({ odsCode });
  return row;
}
