/**
 * Issue #21 "Cross-patient matrix": every id argument of every one of the app's operations (its persisted
 * documents, read from the schema), tried as Alex with an id of his own patient, of a patient he is linked to
 * (acting as that patient), of an unlinked patient (Tara's), of a patient he deleted (Sam, deleted through the
 * app), and a made-up one. The unlinked and deleted ids get the same answer as the made-up one and store
 * nothing; his own and the linked ones are answered as asked (no error, not the made-up id's answer). Each
 * other id argument of the operation carries the acting patient's own item, so only the id under test is
 * someone else's. ./cross-patient-ids.ts says what each id argument names; one missing there fails the test.
 */
import { sql } from 'drizzle-orm';
import { isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../api/src/db/database';
import { SEED_PASSWORD, seedEmails, seedPatientIds } from '../../api/src/demo/seed-ids';
import type { GatewayClient, GraphQLReply } from '../../gateway/src/testing/gateway-client';
import { ID_ARGUMENTS, type Mine, type OwnedKind } from './cross-patient-ids';
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

/**
 * Where a kind a patient owns is kept (api/src/db/schema.ts): its table, id column, which rows fit the case,
 * and the columns a copy for another patient changes (keys a table lacks are ignored).
 */
const OWNED_IN: Record<
  'cancellableOrder' | 'dailyReminder' | 'messageThread' | 'pharmacyBooking',
  { table: string; column: string; fits: string; copy: string }
> = {
  cancellableOrder: {
    table: 'orders',
    column: 'id',
    fits: `order_status = 'Requested'`,
    copy: `'order_status', 'Requested', 'prescription_request_guid', gen_random_uuid()`,
  },
  dailyReminder: {
    table: 'daily_reminders',
    column: 'id',
    fits: 'true',
    copy: `'order_item_id', null`,
  },
  messageThread: {
    table: 'message_threads',
    column: 'id',
    fits: 'true',
    copy: `'subject', 'Matrix'`,
  },
  pharmacyBooking: {
    table: 'pharmacy_service_bookings',
    column: 'id',
    fits: 'cancelled_at is null and start_time > now()',
    copy: `'cancellation_key', gen_random_uuid()::text, 'resource_id', gen_random_uuid()::text,
      'cancelled_at', null, 'start_time', now() + interval '2 days',
      'end_time', now() + interval '2 days 30 minutes'`,
  },
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
/** Alex's own items, for the refusals (which change nothing, so they stay his). */
let alexItems: Mine;
const operations = appOperations();

function send(name: string, variables: Record<string, unknown>): Promise<GraphQLReply> {
  const operation = operations.get(name);
  if (!operation) throw new Error(`the app has no operation ${name}`);
  return alex.persisted(operation.id, variables);
}

async function one(query: ReturnType<typeof sql>): Promise<string | undefined> {
  return rowsOf<{ id: string }>(await stack.database.db.execute(query))[0]?.id;
}

/** A copy of `from`'s first row (by id) of `table`, changed by `changes` (SQL of jsonb_build_object's pairs). */
function copyRow(table: string, from: string, changes: string, column = 'id') {
  return one(sql`insert into ${sql.raw(table)} select (jsonb_populate_record(null::${sql.raw(table)},
    to_jsonb(t) || jsonb_build_object(${sql.raw(changes)}))).*
    from (select * from ${sql.raw(table)} t where ${sql.raw(from)} order by ${sql.raw(column)} limit 1) t
    returning ${sql.raw(column)}::text as id`);
}

/**
 * A reorder reminder the patient set (not one the API made on its own) for an item they collected, of that
 * item's course: one the API lets them move.
 */
const MANUAL_REMINDER = `not auto_generated and exists (select 1 from order_items i
  join orders o on o.id = i.order_id where i.id = t.order_item_id and i.order_item_status = 'Dispensed'
  and o.order_status in ('Collected', 'Delivered')
  and i.medication_course_guid is not distinct from t.course_guid)`;

const COLLECTED = `order_status in ('Collected', 'Delivered') and exists (select 1 from order_items i
  where i.order_id = t.id and i.order_item_status = 'Dispensed')`;

/** A copy of the latest collected order, with its first dispensed item, made the patient's. */
async function copyCollectedOrder(patientId: string): Promise<string | undefined> {
  const source = await one(
    sql`select id::text as id from orders t where ${sql.raw(COLLECTED)} order by order_dt desc, id desc limit 1`,
  );
  const order = await copyRow(
    'orders',
    `id = '${source}'`,
    `'id', gen_random_uuid(), 'patient_id', '${patientId}', 'prescription_request_guid', gen_random_uuid()`,
  );
  await copyRow(
    'order_items',
    `order_id = '${source}' and order_item_status = 'Dispensed'`,
    `'id', gen_random_uuid(), 'order_id', '${order}', 'reorder_of_item_id', null`,
    'position',
  );
  return order;
}

/**
 * An id of a `kind` the patient owns: a seeded one, else a copy of another patient's made theirs (only the
 * matrix needs one for each patient). The first by id, so that the same one is found until it is used up.
 */
async function itemOf(kind: OwnedKind, patientId: string): Promise<string> {
  const id = await findOrCopy(kind, patientId);
  if (!id) throw new Error(`no ${kind} for ${patientId}`);
  return id;
}

async function findOrCopy(kind: OwnedKind, patientId: string): Promise<string | undefined> {
  switch (kind) {
    case 'patient':
      return patientId;
    case 'collectedOrder': {
      // The latest collected order: the one whose items the reminder screens offer (listCollectedItems).
      const found =
        await one(sql`select id::text as id from orders t where patient_id = ${patientId}
        and ${sql.raw(COLLECTED)} order by order_dt desc, id desc limit 1`);
      return found ?? copyCollectedOrder(patientId);
    }
    case 'unratedOrder': {
      const found =
        await one(sql`select id::text as id from orders t where patient_id = ${patientId}
        and ${sql.raw(COLLECTED)} and not exists (select 1 from order_surveys s where s.order_id = t.id)
        order by id limit 1`);
      return found ?? copyCollectedOrder(patientId);
    }
    case 'collectedItem': {
      const order = await itemOf('collectedOrder', patientId);
      return one(sql`select id::text as id from order_items where order_id = ${order}
        and order_item_status = 'Dispensed' order by position limit 1`);
    }
    case 'course': {
      const onRecord = `exists (select 1 from patients p where p.id = '${patientId}'
        and p.practice_ods_code = t.ods_code and p.gp_account_id = t.gp_account_id)`;
      const found =
        await one(sql`select medication_course_guid::text as id from gp_medication_courses t
        where ${sql.raw(onRecord)} order by medication_course_guid limit 1`);
      return (
        found ??
        copyRow(
          'gp_medication_courses',
          'true',
          `'medication_course_guid', gen_random_uuid(),
          'ods_code', (select practice_ods_code from patients where id = '${patientId}'),
          'gp_account_id', (select gp_account_id from patients where id = '${patientId}')`,
          'medication_course_guid',
        )
      );
    }
    case 'reorderReminder': {
      const found = await one(sql`select id::text as id from reorder_reminders t
        where patient_id = ${patientId} and ${sql.raw(MANUAL_REMINDER)} order by id limit 1`);
      if (found) return found;
      const order = await itemOf('collectedOrder', patientId);
      const item = await itemOf('collectedItem', patientId);
      return copyRow(
        'reorder_reminders',
        MANUAL_REMINDER,
        `'id', gen_random_uuid(), 'patient_id', '${patientId}', 'order_id', '${order}',
        'order_item_id', '${item}',
        'course_guid', (select medication_course_guid from order_items where id = '${item}')`,
      );
    }
    case 'messageRecipient': {
      const thread = await itemOf('messageThread', patientId);
      return one(sql`select recipient_guid::text as id from message_threads where id = ${thread}`);
    }
    case 'appointmentSlot': {
      const booked = await one(sql`select slot_id as id from appointments
        where patient_id = ${patientId} and cancelled_at is null order by slot_id limit 1`);
      // The seed books none: one tomorrow at the patient's practice, as booking would store it.
      return (
        booked ??
        one(sql`insert into appointments (patient_id, practice_ods_code, session_id, slot_id, start_time,
          end_time, slot_type_status, clinician_id, contact_number)
          select id, practice_ods_code, 'matrix-session', gen_random_uuid()::text, now() + interval '1 day',
            now() + interval '1 day 10 minutes', 'Practice', 'matrix-clinician', '07700 900000'
          from patients where id = ${patientId} returning slot_id as id`)
      );
    }
    default: {
      const { table, column, fits, copy } = OWNED_IN[kind];
      const found = await one(sql`select ${sql.raw(column)}::text as id from ${sql.raw(table)}
        where patient_id = ${patientId} and ${sql.raw(fits)} order by ${sql.raw(column)} limit 1`);
      return (
        found ??
        copyRow(
          table,
          fits,
          `'id', gen_random_uuid(), 'patient_id', '${patientId}', ${copy}`,
          column,
        )
      );
    }
  }
}

const KINDS: readonly OwnedKind[] = [
  'patient',
  'cancellableOrder',
  'unratedOrder',
  'collectedOrder',
  'collectedItem',
  'course',
  'dailyReminder',
  'reorderReminder',
  'messageThread',
  'messageRecipient',
  'appointmentSlot',
  'pharmacyBooking',
];

/** One of every kind the patient owns, made where missing. */
async function mineOf(patientId: string): Promise<Mine> {
  const mine: Partial<Mine> = {};
  for (const kind of KINDS) mine[kind] = await itemOf(kind, patientId);
  return mine as Mine;
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
  for (const patientId of Object.values(PATIENTS)) await mineOf(patientId);
  alexItems = await mineOf(PATIENTS.own);
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
      const mine = alexItems;
      const others = {
        unlinked: await itemOf(kind, PATIENTS.unlinked),
        deleted: await itemOf(kind, PATIENTS.deleted),
      };
      const before = await databaseFingerprint(stack.database, CHANGED_BY_DESIGN);
      const madeUp = await send(operation, variables(MADE_UP, mine));
      for (const which of ['unlinked', 'deleted'] as const) {
        const reply = await send(operation, variables(others[which], mine));
        expect(seen(reply), which).toEqual(seen(madeUp));
      }
      expect(await databaseFingerprint(stack.database, CHANGED_BY_DESIGN)).toEqual(before);
    },
  );

  it.each(ordered)(
    '$path: his own patient’s and a linked patient’s ids are answered, not as an unknown one',
    async ({ operation, owned: kind, variables, refusedForOwn }) => {
      const madeUp = seen(await send(operation, variables(MADE_UP, await mineOf(PATIENTS.own))));
      for (const which of ['own', 'linked'] as const) {
        // Acting for the linked patient means choosing them first; their own id is used as it stands.
        const actingFor = which === 'linked' && kind !== 'patient';
        if (actingFor) await send('SelectPatient', { patientId: PATIENTS.linked });
        const mine = await mineOf(PATIENTS[which]);
        const reply = await send(operation, variables(mine[kind], mine));
        // Back to Alex's own patient (selecting the linked one by id also moved it).
        await send('SelectPatient', { patientId: PATIENTS.own });
        expect(reply.status, which).toBeLessThan(500);
        expect(codesOf(reply), which).not.toContain('UNAUTHENTICATED');
        if (refusedForOwn !== undefined) continue;
        // Answered as asked, without an error, and not as the unknown id is.
        expect(codesOf(reply), which).toEqual([]);
        expect(seen(reply), which).not.toEqual(madeUp);
      }
    },
  );
});
