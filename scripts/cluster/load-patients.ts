/**
 * A patient of their own for each simulated user of the load (issue #22): copies, in the cluster's database, of
 * the demo patient their journey signs in as (journeys.ts JOURNEY_ACCOUNTS), each with an account of its own
 * (load-<tag>-<user>-<kind>@example.com, the demo password) and, where the demo patient is linked to a GP record,
 * a copy of that record with its repeat medicines (a GP record has one patient in the app). Shared, the three demo patients gathered thousands of orders,
 * threads and bookings in a run, and every visit read them all, so the cost of a visit grew through the run;
 * a service's 200 users are 200 patients. The rows are copied whole (to_jsonb, then jsonb_populate_record), so
 * a column added later is copied without a change here.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { JOURNEY_ACCOUNTS, JOURNEY_KINDS, type JourneyKind } from './journeys';

interface Copy {
  account_id: string;
  patient_id: string;
  email: string;
  gp_account_id: string;
}

/**
 * Copies the rows of `table` that `where` finds (with $2, and $3 if it names it) once for each element of the
 * JSON array $1 (a Copy), with `set` over each.
 */
const copyRows = (table: string, where: string, set: string) => `
  INSERT INTO ${table}
  SELECT (jsonb_populate_record(NULL::${table}, to_jsonb(source) || ${set})).*
  FROM ${table} AS source,
    jsonb_to_recordset($1::jsonb) AS copy(account_id uuid, patient_id uuid, email text, gp_account_id text)
  WHERE ${where}`;

const BY_ID = 'source.id = $2';
const BY_GP_RECORD = 'source.ods_code = $2 AND source.gp_account_id = $3';
const COPY_GP_RECORDS = copyRows(
  'gp_patients',
  BY_GP_RECORD,
  `jsonb_build_object('gp_account_id', copy.gp_account_id, 'nhs_number', NULL)`,
);
const COPY_COURSES = copyRows(
  'gp_medication_courses',
  BY_GP_RECORD,
  `jsonb_build_object('medication_course_guid', gen_random_uuid(), 'gp_account_id', copy.gp_account_id)`,
);
const COPY_PATIENTS = copyRows(
  'patients',
  BY_ID,
  `jsonb_build_object(
    'id', copy.patient_id,
    'gp_account_id', CASE WHEN source.gp_account_id IS NULL THEN NULL ELSE copy.gp_account_id END
  )`,
);
const COPY_ACCOUNTS = copyRows(
  'accounts',
  BY_ID,
  `jsonb_build_object(
    'id', copy.account_id,
    'email', copy.email,
    'nhs_login_sub', NULL,
    'selected_patient_id', CASE WHEN source.selected_patient_id IS NULL THEN NULL ELSE copy.patient_id END
  )`,
);
const LINK_PATIENTS = `
  INSERT INTO account_patients (account_id, patient_id, is_primary)
  SELECT copy.account_id, copy.patient_id, true
  FROM jsonb_to_recordset($1::jsonb) AS copy(account_id uuid, patient_id uuid)`;
const TEMPLATE = `
  SELECT accounts.id AS account_id, patients.id AS patient_id, patients.practice_ods_code, patients.gp_account_id
  FROM accounts
    JOIN account_patients ON account_patients.account_id = accounts.id AND account_patients.is_primary
    JOIN patients ON patients.id = account_patients.patient_id
  WHERE accounts.email = $1`;

/**
 * Adds a patient and account for each of `users` users (user i has journey kind JOURNEY_KINDS[i % 3], as
 * load.ts gives them) and returns each user's email. `tag` keeps the emails of two runs on one database apart.
 */
export async function addLoadPatients(
  databaseUrl: string,
  users: number,
  tag: string,
): Promise<string[]> {
  const emails: string[] = [];
  const copies = new Map<JourneyKind, Copy[]>(JOURNEY_KINDS.map((kind) => [kind, []]));
  for (let index = 0; index < users; index++) {
    const kind = JOURNEY_KINDS[index % JOURNEY_KINDS.length] ?? 'order';
    const email = `load-${tag}-${index}-${kind}@example.com`;
    emails.push(email);
    copies.get(kind)?.push({
      account_id: randomUUID(),
      patient_id: randomUUID(),
      email,
      gp_account_id: `load-${tag}-${index}`,
    });
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (const [kind, ofKind] of copies) {
      if (ofKind.length === 0) continue;
      const template = await client.query<{
        account_id: string;
        patient_id: string;
        practice_ods_code: string | null;
        gp_account_id: string | null;
      }>(TEMPLATE, [JOURNEY_ACCOUNTS[kind]]);
      const row = template.rows[0];
      if (!row) throw new Error(`no demo patient for ${JOURNEY_ACCOUNTS[kind]}`);
      const json = JSON.stringify(ofKind);
      if (row.gp_account_id !== null) {
        const record = [json, row.practice_ods_code, row.gp_account_id];
        await client.query(COPY_GP_RECORDS, record);
        await client.query(COPY_COURSES, record);
      }
      await client.query(COPY_PATIENTS, [json, row.patient_id]);
      await client.query(COPY_ACCOUNTS, [json, row.account_id]);
      await client.query(LINK_PATIENTS, [json]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
  return emails;
}
