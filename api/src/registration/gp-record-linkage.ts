/**
 * Finding a GP record by the three codes of its linkage letter (spec part 1 §3 Linkage details, §9): the
 * practice's ODS code, the patient's account id in its GP system and the linkage key, confirmed by surname
 * and date of birth.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { gpPatients, patients } from '../db/schema';
import { isExistingDate } from '../contract';

export type GpRecordRow = typeof gpPatients.$inferSelect;

/** What the person typed from the letter, with their surname and date of birth. */
export interface LinkageLetter {
  nationalPracticeCode: string;
  accountId: string;
  linkageKey: string;
  surname: string;
  dateOfBirth: string;
}

/**
 * The record the letter names, if every code and the surname and date of birth match; undefined otherwise,
 * whichever part is wrong. Codes are compared trimmed and in capitals, as printed; the surname trimmed, in
 * any case. `forUpdate` locks the row until the transaction ends.
 */
export async function findGpRecordByLinkage(
  db: Queryable,
  letter: LinkageLetter,
  options: { forUpdate?: boolean } = {},
): Promise<GpRecordRow | undefined> {
  // No record has an impossible date of birth, and PostgreSQL would refuse to compare with one.
  if (!isExistingDate(letter.dateOfBirth)) return undefined;
  const query = db
    .select()
    .from(gpPatients)
    .where(
      and(
        eq(gpPatients.odsCode, letter.nationalPracticeCode.trim().toUpperCase()),
        eq(gpPatients.gpAccountId, letter.accountId.trim()),
        eq(sql`upper(${gpPatients.linkageKey})`, letter.linkageKey.trim().toUpperCase()),
        eq(sql`lower(${gpPatients.lastName})`, letter.surname.trim().toLowerCase()),
        eq(gpPatients.dateOfBirth, letter.dateOfBirth),
      ),
    );
  const [record] = options.forUpdate ? await query.for('update') : await query;
  return record;
}

/** Whether a platform patient is already linked to the record (one record, one patient: migration 0001). */
export async function isGpRecordLinked(db: Queryable, record: GpRecordRow): Promise<boolean> {
  const [linked] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.practiceOdsCode, record.odsCode),
        eq(patients.gpAccountId, record.gpAccountId),
      ),
    )
    .limit(1);
  return Boolean(linked);
}
