/**
 * Putting demo data back after a journey changed it through the product (development controls only,
 * ./dev-routes.ts): the GP registration of an account's seeded patients, and the spare proxy patient a
 * journey adds in order to delete it.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { accountPatients, messageThreads, patients, threadMessages } from '../db/schema';
import { seedAccountPatients, seedPatients, sparePatientLinks } from './seed';
import { seedMessages } from './seed-messages';

/** Gives the account's seeded patients their seeded GP registration again; false for a non-demo account. */
export async function restoreSeededGpRegistration(
  db: Queryable,
  accountId: string,
): Promise<boolean> {
  const seeded = seedAccountPatients.find((links) => links.accountId === accountId);
  if (!seeded) return false;
  for (const patient of seedPatients.filter((row) => seeded.patientIds.includes(row.id ?? ''))) {
    await db
      .update(patients)
      .set({
        practiceOdsCode: patient.practiceOdsCode ?? null,
        gpAccountId: patient.gpAccountId ?? null,
        im1Available: patient.im1Available ?? false,
        gpName: patient.gpName ?? null,
      })
      .where(eq(patients.id, patient.id ?? ''));
  }
  return true;
}

/** Adds the account's spare proxy patient to its patients (again); false when the account has none. */
export async function linkSparePatient(db: Queryable, accountId: string): Promise<boolean> {
  const spare = sparePatientLinks.find((link) => link.accountId === accountId);
  if (!spare) return false;
  await db
    .insert(accountPatients)
    .values({ accountId, patientId: spare.patientId, isPrimary: false })
    .onConflictDoNothing();
  return true;
}

/**
 * Gives the account's seeded patients their seeded message threads back, as the seed made them relative to
 * `now`, and takes away any others they have (issue #16: journeys write, reply and delete); false for a
 * non-demo account.
 */
export async function restoreSeededMessages(
  db: Queryable,
  accountId: string,
  now: Date,
): Promise<boolean> {
  const seeded = seedAccountPatients.find((links) => links.accountId === accountId);
  if (!seeded) return false;
  await db.transaction(async (tx) => {
    await tx.delete(messageThreads).where(inArray(messageThreads.patientId, seeded.patientIds));
    const { threads, messages } = seedMessages(now, new Set(seeded.patientIds));
    if (threads.length > 0) {
      await tx.insert(messageThreads).values(threads);
      await tx.insert(threadMessages).values(messages);
    }
  });
  return true;
}
