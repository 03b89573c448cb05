/**
 * Issue #21 "Cross-patient matrix": every id argument of every one of the app's operations (its persisted
 * documents, read from the schema), tried as Alex with an id of his own patient, of a patient he is linked to
 * (acting as that patient), of an unlinked patient (Tara's), of a patient he deleted (Sam, deleted through the
 * app), and a made-up one. The unlinked and deleted ids get the same answer as the made-up one and store
 * nothing; his own and the linked ones are not refused as unknown. ./cross-patient-ids.ts says what each id
 * argument names; an id argument missing there fails the test.
 */
import { sql } from 'drizzle-orm';
import { isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../api/src/db/database';
import { SEED_PASSWORD, seedEmails, seedPatientIds } from '../../api/src/demo/seed-ids';
import type { GatewayClient, GraphQLReply } from '../../gateway/src/testing/gateway-client';
import { ID_ARGUMENTS, type OwnedKind } from './cross-patient-ids';
import { gatewaySchema, variablesOf } from './fuzz/graphql-variables';
import {
  appOperations,
  databaseFingerprint,
  startSecurityStack,
  type AppOperation,
  type SecurityStack,
} from './security-stack';

const MADE_UP = '00000000-0000-4000-8000-00000000dead';
const PATIENTS = {
  own: seedPatientIds.alexMorgan,
  linked: seedPatientIds.joMorgan,
  unlinked: seedPatientIds.taraTaylor,
  deleted: seedPatientIds.samMorgan,
} as const;
const CHANGED_BY_DESIGN = ['rate_limit_counters'];

/** The table and id column of each kind a patient owns (api/src/db/schema.ts). */
const OWNED_IN: Record<
  Exclude<OwnedKind, 'patient' | 'orderItem' | 'appointmentSlot'>,
  [string, string]
> = {
  order: ['orders', 'id'],
  dailyReminder: ['daily_reminders', 'id'],
  reorderReminder: ['reorder_reminders', 'id'],
  messageThread: ['message_threads', 'id'],
  pharmacyBooking: ['pharmacy_service_bookings', 'id'],
};

const schema = gatewaySchema();

/** Every path to an ID-typed variable of an operation, written `Operation.variable.field[].field`. */
function idPaths(operation: AppOperation): string[] {
  const paths: string[] = [];
  const walk = (type: GraphQLInputType, path: string): void => {
    if (isNonNullType(type)) {
      walk(type.ofType, path);
      return;
    }
    if (isListType(type)) {
      walk(type.ofType, `${path}[]`);
      return;
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        walk(field.type, `${path}.${field.name}`);
      return;
    }
    if (type.name === 'ID') paths.push(path);
  };
  for (const { name, type } of variablesOf(schema, operation.text)) {
    walk(type, `${operation.name}.${name}`);
  }
  return paths;
}

let stack: SecurityStack;
let alex: GatewayClient;
const operations = appOperations();

function send(name: string, variables: Record<string, unknown>): Promise<GraphQLReply> {
  const operation = operations.get(name);
  if (!operation) throw new Error(`the app has no operation ${name}`);
  return alex.persisted(operation.id, variables);
}

async function one(query: ReturnType<typeof sql>): Promise<string | undefined> {
  return rowsOf<{ id: string }>(await stack.database.db.execute(query))[0]?.id;
}

/**
 * An id of a `kind` the patient owns: a seeded one, else a copy of another patient's made theirs (only the
 * matrix needs one for each patient).
 */
async function itemOf(kind: OwnedKind, patientId: string): Promise<string> {
  if (kind === 'patient') return patientId;
  if (kind === 'orderItem') {
    const orderId = await itemOf('order', patientId);
    const found = await one(sql`select id from order_items where order_id = ${orderId} limit 1`);
    return (
      found ??
      (await one(sql`insert into order_items select (jsonb_populate_record(null::order_items,
        to_jsonb(i) || jsonb_build_object('id', gen_random_uuid(), 'order_id', ${orderId}::uuid))).*
        from order_items i limit 1 returning id`))!
    );
  }
  if (kind === 'appointmentSlot') {
    const booked = await one(
      sql`select slot_id as id from appointments where patient_id = ${patientId} and cancelled_at is null limit 1`,
    );
    // The seed books none: one tomorrow at the patient's practice, as booking would store it.
    return (
      booked ??
      (await one(sql`insert into appointments (patient_id, practice_ods_code, session_id, slot_id, start_time,
        end_time, slot_type_status, clinician_id, contact_number)
        select id, practice_ods_code, 'matrix-session', gen_random_uuid()::text, now() + interval '1 day',
          now() + interval '1 day 10 minutes', 'Practice', 'matrix-clinician', '07700 900000'
        from patients where id = ${patientId} returning slot_id as id`))!
    );
  }
  const [table, column] = OWNED_IN[kind];
  const found = await one(
    sql`select ${sql.raw(column)}::text as id from ${sql.raw(table)} where patient_id = ${patientId} limit 1`,
  );
  if (found) return found;
  const copied =
    await one(sql`insert into ${sql.raw(table)} select (jsonb_populate_record(null::${sql.raw(table)},
    to_jsonb(t) || jsonb_build_object('id', gen_random_uuid(), 'patient_id', ${patientId}::uuid,
      -- Unique per row where a table has it (keys a table lacks are ignored).
      'cancellation_key', gen_random_uuid()::text, 'resource_id', gen_random_uuid()::text,
      'order_item_id', null))).* from ${sql.raw(table)} t limit 1
    returning ${sql.raw(column)}::text as id`);
  if (!copied) throw new Error(`no ${kind} to copy`);
  return copied;
}

const codesOf = (reply: GraphQLReply) =>
  (reply.json.errors ?? []).map((error) => String(error.extensions?.['code']));
/** What a user sees of an answer: its data and its error codes. */
const seen = (reply: GraphQLReply) => ({ data: reply.json.data, codes: codesOf(reply) });

beforeAll(async () => {
  stack = await startSecurityStack({ gateway: { production: true, persistedDocumentsOnly: true } });
  alex = stack.browser();
  const signedIn = await send('SignIn', { email: seedEmails.alexLinked, password: SEED_PASSWORD });
  expect(signedIn.json.errors).toBeUndefined();
  // Every kind exists for every patient of the matrix before Sam is deleted.
  for (const kind of new Set(
    Object.values(ID_ARGUMENTS).flatMap((row) => ('owned' in row ? [row.owned] : [])),
  )) {
    for (const patientId of Object.values(PATIENTS)) await itemOf(kind, patientId);
  }
  const deleted = await send('DeleteLinkedPatient', { patientId: PATIENTS.deleted });
  expect(deleted.json.errors).toBeUndefined();
}, 120_000);
afterAll(() => stack.stop());

const rows = [...operations.values()].flatMap((operation) =>
  idPaths(operation).map((path) => ({ operation: operation.name, path })),
);

describe('cross-patient matrix (issue #21)', () => {
  it('knows what every id argument of the app names', () => {
    expect(rows.length).toBeGreaterThan(30);
    const missing = rows.map(({ path }) => path).filter((path) => !(path in ID_ARGUMENTS));
    expect(missing, 'add these to tests/security/cross-patient-ids.ts').toEqual([]);
  });

  const owned = rows.flatMap(({ operation, path }) => {
    const row = ID_ARGUMENTS[path];
    return row && 'owned' in row ? [{ operation, path, ...row }] : [];
  });
  // Phases: every refusal first; then own and linked, the linked patient's deletion last of all.
  const ordered = [...owned].sort(
    (a, b) =>
      Number(a.operation === 'DeleteLinkedPatient') - Number(b.operation === 'DeleteLinkedPatient'),
  );

  it.each(owned)(
    '$path: an unlinked or deleted patient’s id is refused as a made-up one, storing nothing',
    async ({ operation, owned: kind, variables }) => {
      const before = await databaseFingerprint(stack.database, CHANGED_BY_DESIGN);
      const madeUp = await send(operation, variables(MADE_UP));
      for (const which of ['unlinked', 'deleted'] as const) {
        const reply = await send(operation, variables(await itemOf(kind, PATIENTS[which])));
        expect(seen(reply), which).toEqual(seen(madeUp));
      }
      expect(await databaseFingerprint(stack.database, CHANGED_BY_DESIGN)).toEqual(before);
    },
  );

  it.each(ordered)(
    '$path: his own patient’s and a linked patient’s ids are answered, not as an unknown one',
    async ({ operation, owned: kind, variables, refusedForOwn }) => {
      const madeUp = seen(await send(operation, variables(MADE_UP)));
      for (const which of ['own', 'linked'] as const) {
        // Acting for the linked patient means choosing them first; their own id is used as it stands.
        const actingFor = which === 'linked' && kind !== 'patient';
        if (actingFor) await send('SelectPatient', { patientId: PATIENTS.linked });
        const reply = await send(operation, variables(await itemOf(kind, PATIENTS[which])));
        // Back to Alex's own patient (selecting the linked one by id also moved it).
        await send('SelectPatient', { patientId: PATIENTS.own });
        expect(reply.status, which).toBeLessThan(500);
        expect(codesOf(reply), which).not.toContain('UNAUTHENTICATED');
        if (refusedForOwn === undefined) expect(seen(reply), which).not.toEqual(madeUp);
      }
    },
  );
});
