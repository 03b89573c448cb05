/** Reading a patient's record in the simulated GP systems (the IM1 link: practice ODS code and GP account id). */
import { and, eq, sql } from 'drizzle-orm';
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

// The account details (`me`) read it on every request for an IM1-linked patient, so it is prepared (issue #20).
const gpRecordByKey = preparedQuery((db) =>
  db
    .select()
    .from(gpPatients)
    .where(
      and(
        eq(gpPatients.odsCode, sql.placeholder('odsCode')),
        eq(gpPatients.gpAccountId, sql.placeholder('gpAccountId')),
      ),
    )
    .prepare('find_gp_record'),
);
