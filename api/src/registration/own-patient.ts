import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { accountPatients, accounts, patients } from '../db/schema';

type NewPatient = Omit<typeof patients.$inferInsert, 'id'>;

/**
 * Inside the caller's transaction: locks the account row, so two registrations of the same account cannot
 * both pass, and says whether it already has its own (primary) patient.
 */
export async function lockAccountAndCheckOwnPatient(
  tx: Queryable,
  accountId: string,
): Promise<boolean> {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  const [own] = await tx
    .select({ patientId: accountPatients.patientId })
    .from(accountPatients)
    .where(eq(accountPatients.accountId, accountId))
    .limit(1);
  return Boolean(own);
}

/**
 * Creates the account's own patient and makes it the selected one, as registration does (spec part 1 §4:
 * the sign-in user first, then the patient). Returns the patient's id.
 */
export async function createOwnPatient(
  tx: Queryable,
  accountId: string,
  patient: NewPatient,
): Promise<string> {
  const [created] = await tx.insert(patients).values(patient).returning({ id: patients.id });
  if (!created) throw new Error('patient not inserted');
  await tx.insert(accountPatients).values({ accountId, patientId: created.id, isPrimary: true });
  await tx
    .update(accounts)
    .set({ selectedPatientId: created.id })
    .where(eq(accounts.id, accountId));
  return created.id;
}
