/** Reading a patient's record in the simulated GP systems (the IM1 link: practice ODS code and GP account id). */
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { gpPatients } from '../db/schema';
import type { GpRecordKey } from './medication-courses';

export type GpPatientRow = typeof gpPatients.$inferSelect;

/** The record at this key, if the practice has one. */
export async function findGpRecord(
  db: Queryable,
  key: GpRecordKey,
): Promise<GpPatientRow | undefined> {
  const [row] = await gpRecordByKey(db).execute({
    odsCode: key.odsCode,
    gpAccountId: key.gpAccountId,
  });
  return row;
}

/**
 * The condition that a gp_patients row is the record at a key, for queries that read it with other rows
 * (the account details read it beside the pharmacy: accounts/repository.ts findPharmacyAndGpRecord).
 */
export function isGpRecordAt(odsCode: Placeholder, gpAccountId: Placeholder): SQL {
  return sql`(${eq(gpPatients.odsCode, odsCode)} and ${eq(gpPatients.gpAccountId, gpAccountId)})`;
}

// The appointment calls read it on every request, so it is prepared (issue #20).
const gpRecordByKey = preparedQuery((db) =>
  db
    .select()
    .from(gpPatients)
    .where(isGpRecordAt(sql.placeholder('odsCode'), sql.placeholder('gpAccountId')))
    .prepare('find_gp_record'),
);
