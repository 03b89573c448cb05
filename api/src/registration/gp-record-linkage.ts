/**
 * Finding a GP record by the three codes of its linkage letter (spec part 1 §3 Linkage details, §9): the
 * practice's ODS code, the patient's account id in its GP system and the linkage key, confirmed by surname
 * and date of birth.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { gpPatients, patients, type practices } from '../db/schema';
import { isExistingDate, normaliseLinkageCode } from '../contract';
import type { NhsLoginClaims } from '../nhs-login/nhs-login-client';

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
 * whichever part is wrong. Codes are compared as the shared contract normalises them (no spaces, in
 * capitals); the surname trimmed, in any case. `forUpdate` locks the row until the transaction ends.
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
        eq(gpPatients.odsCode, normaliseLinkageCode(letter.nationalPracticeCode)),
        eq(gpPatients.gpAccountId, normaliseLinkageCode(letter.accountId)),
        eq(sql`upper(${gpPatients.linkageKey})`, normaliseLinkageCode(letter.linkageKey)),
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

/**
 * The patient columns that link a platform patient to a GP record (as the seeded linked patients): the
 * record's practice and account id, IM1 available, and the practice's name as the GP name.
 */
export function gpLinkOf(
  record: Pick<GpRecordRow, 'odsCode' | 'gpAccountId'>,
  practice: Pick<typeof practices.$inferSelect, 'name'> | undefined,
) {
  return {
    practiceOdsCode: record.odsCode,
    gpAccountId: record.gpAccountId,
    im1Available: true,
    gpName: practice?.name ?? null,
  };
}

/**
 * The GP record a P9 NHS login identity names, locked for the caller's transaction: by its
 * `gp_integration_credentials` (the letter's three codes; NHS login has proved who the person is), else by
 * its NHS number with the same date of birth. Undefined when there is none, the identity is not P9, or a
 * patient is already linked to it.
 */
export async function findGpRecordForNhsLogin(
  tx: Queryable,
  claims: NhsLoginClaims,
): Promise<GpRecordRow | undefined> {
  if (claims.identity_proofing_level !== 'P9') return undefined;
  const record =
    (await byCredentials(tx, claims.gp_integration_credentials)) ??
    (await byNhsNumber(tx, claims.nhs_number, claims.birthdate));
  if (!record || (await isGpRecordLinked(tx, record))) return undefined;
  return record;
}

async function byCredentials(
  tx: Queryable,
  credentials: NhsLoginClaims['gp_integration_credentials'],
): Promise<GpRecordRow | undefined> {
  const {
    gp_ods_code: odsCode,
    gp_user_id: gpAccountId,
    gp_linkage_key: linkageKey,
  } = credentials ?? {};
  if (!odsCode || !gpAccountId || !linkageKey) return undefined;
  const [record] = await tx
    .select()
    .from(gpPatients)
    .where(
      and(
        eq(gpPatients.odsCode, normaliseLinkageCode(odsCode)),
        eq(gpPatients.gpAccountId, normaliseLinkageCode(gpAccountId)),
        eq(sql`upper(${gpPatients.linkageKey})`, normaliseLinkageCode(linkageKey)),
      ),
    )
    .for('update');
  return record;
}

async function byNhsNumber(
  tx: Queryable,
  nhsNumber: string | undefined,
  birthdate: string | undefined,
): Promise<GpRecordRow | undefined> {
  if (!nhsNumber || !birthdate || !isExistingDate(birthdate)) return undefined;
  // Unlinked records first: after a change of GP the person's old record may still be linked.
  const records = await tx
    .select()
    .from(gpPatients)
    .where(and(eq(gpPatients.nhsNumber, nhsNumber), eq(gpPatients.dateOfBirth, birthdate)))
    .for('update');
  for (const record of records) if (!(await isGpRecordLinked(tx, record))) return record;
  return undefined;
}
