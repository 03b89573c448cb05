/** Reading a patient's record in the simulated GP systems (the IM1 link: practice ODS code and GP account id). */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { gpPatients } from '../db/schema';
import type { GpRecordKey } from './medication-courses';

export type GpPatientRow = typeof gpPatients.$inferSelect;

/** The record at this key, if the practice has one. */
export async function findGpRecord(
  db: Queryable,
  key: GpRecordKey,
): Promise<GpPatientRow | undefined> {
  const [row] = await db
    .select()
    .from(gpPatients)
    .where(and(eq(gpPatients.odsCode, key.odsCode), eq(gpPatients.gpAccountId, key.gpAccountId)));
  return row;
}
