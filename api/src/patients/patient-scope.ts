/**
 * The one place that decides what a call may touch (docs/rest-api.md "Calls for issue #3"): every order,
 * prescription and reminder call acts on the account's selected patient only, and an order, order item,
 * course or reminder id of any other patient is refused exactly as an unknown id is, with the same body, so
 * ids cannot be probed. Route handlers load the scope once and look ids up only through these functions.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { loadActivePatientContext, type ActivePatientContext } from '../accounts/account-details';
import { authenticatedAccountId, signedInContext } from '../auth/access-guard';
import type { PatientRow, PracticeRow } from '../accounts/repository';
import type { Queryable } from '../db/database';
import { dailyReminders, orderItems, orders, reorderReminders } from '../db/schema';
import { findCoursesOnRecord, type CourseRow } from '../gp-systems/medication-courses';
import { prescribingRecord } from '../gp-systems/prescribing-rules';
import { ApiError, invalidAccessToken } from '../http/api-error';
import { isIm1Linked } from '../im1/integration';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ReorderReminderRow = typeof reorderReminders.$inferSelect;
export type DailyReminderRow = typeof dailyReminders.$inferSelect;

/** The selected patient of the signed-in account, and their practice when IM1-linked. */
export interface PatientScope {
  accountId: string;
  patient: PatientRow;
  /** Only for an IM1-linked patient (im1/integration.ts isIm1Linked). */
  practice: PracticeRow | undefined;
}

/**
 * 403 `patient.forbidden`: a patient this account may not act for. The same body for an unknown id and for
 * another account's patient, so ids cannot be probed (updateSelectedPatient, deletePatient).
 */
export function patientForbidden(): ApiError {
  return new ApiError(403, 'patient.forbidden', 'This account cannot act for that patient.');
}

/** 404 `order.notFound`: the same body for an unknown order or item and for anyone else's. */
export function orderNotFound(): ApiError {
  return new ApiError(404, 'order.notFound', 'There is no such order.');
}

/** 404 `course.notFound`: the same body for an unknown course and for anyone else's. */
export function courseNotFound(): ApiError {
  return new ApiError(404, 'course.notFound', 'There is no such medication course.');
}

/**
 * The account's selected patient (its own unless updateSelectedPatient chose another). 401 when the account
 * has gone since the token was issued; 403 `patient.forbidden` when it has no patient to act for yet.
 */
export async function loadPatientScope(db: Queryable, accountId: string): Promise<PatientScope> {
  const context = await loadActivePatientContext(db, accountId);
  if (!context) throw invalidAccessToken();
  return toPatientScope(context);
}

/**
 * The request's scope: as the access guard read it with its sign-in check (no statement of its own), or read
 * again through `tx`, a change's transaction (answerOnce's), so that the change is checked against what the
 * transaction sees.
 */
export async function patientScopeOf(
  request: FastifyRequest,
  tx?: Queryable,
): Promise<PatientScope> {
  return tx
    ? loadPatientScope(tx, authenticatedAccountId(request))
    : toPatientScope(signedInContext(request));
}

/** 403 `patient.forbidden` when the account has no patient to act for yet. */
function toPatientScope({ account, patient, practice }: ActivePatientContext): PatientScope {
  if (!patient) {
    throw new ApiError(403, 'patient.forbidden', 'This account has no patient to act for.');
  }
  return {
    accountId: account.id,
    patient,
    practice: isIm1Linked(patient, practice) ? practice : undefined,
  };
}

/**
 * One of the patient's orders, or 404. A `prescriptionRequestGuid` that is not the order's counts as naming
 * another order. `forUpdate` locks the row until the transaction ends, so a change checked against its
 * status cannot race another.
 */
export async function findOwnOrder(
  db: Queryable,
  scope: PatientScope,
  orderId: string,
  options: { forUpdate?: boolean; prescriptionRequestGuid?: string | null | undefined } = {},
): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.patientId, scope.patient.id)));
  const [order] = options.forUpdate ? await query.for('update') : await query;
  if (!order) throw orderNotFound();
  const guid = options.prescriptionRequestGuid;
  if (guid && guid.toLowerCase() !== order.prescriptionRequestGuid) throw orderNotFound();
  return order;
}

/** Refuses with 404 unless every id is an item of one of the patient's orders. */
export async function requireOwnOrderItems(
  db: Queryable,
  scope: PatientScope,
  itemIds: readonly string[],
): Promise<void> {
  const wanted = new Set(itemIds);
  if (wanted.size === 0) return;
  const found = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.id, [...wanted]), eq(orders.patientId, scope.patient.id)));
  if (found.length !== wanted.size) throw orderNotFound();
}

/**
 * The courses with these guids on the patient's GP record, by guid; 404 `course.notFound` unless every one
 * is there (including when the patient has no record they may prescribe from).
 */
export async function findOwnCourses(
  db: Queryable,
  scope: PatientScope,
  guids: readonly string[],
): Promise<Map<string, CourseRow>> {
  const wanted = new Set(guids);
  if (wanted.size === 0) return new Map();
  const record = prescribingRecord(scope.patient, scope.practice);
  const found = record ? await findCoursesOnRecord(db, record, [...wanted]) : [];
  if (found.length !== wanted.size) throw courseNotFound();
  return new Map(found.map((course) => [course.medicationCourseGuid, course]));
}

/** 403 `reminder.forbidden`: the same body for an unknown reminder and for anyone else's (issue #14). */
export function reminderForbidden(): ApiError {
  return new ApiError(403, 'reminder.forbidden', 'This patient has no such reminder.');
}

/** One of the patient's reorder reminders, or 403; `forUpdate` locks it until the transaction ends. */
export async function findOwnReorderReminder(
  db: Queryable,
  scope: PatientScope,
  reminderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ReorderReminderRow> {
  const query = db
    .select()
    .from(reorderReminders)
    .where(
      and(eq(reorderReminders.id, reminderId), eq(reorderReminders.patientId, scope.patient.id)),
    );
  const [reminder] = options.forUpdate ? await query.for('update') : await query;
  if (!reminder) throw reminderForbidden();
  return reminder;
}

/** One of the patient's daily reminders, or 403; `forUpdate` locks it until the transaction ends. */
export async function findOwnDailyReminder(
  db: Queryable,
  scope: PatientScope,
  reminderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DailyReminderRow> {
  const query = db
    .select()
    .from(dailyReminders)
    .where(and(eq(dailyReminders.id, reminderId), eq(dailyReminders.patientId, scope.patient.id)));
  const [reminder] = options.forUpdate ? await query.for('update') : await query;
  if (!reminder) throw reminderForbidden();
  return reminder;
}

/** An order's finished statuses: the medicine reached the patient (spec part 1 §4). */
export const receivedOrderStatuses = ['Collected', 'Delivered'] as const;

/**
 * An item the patient ordered and received (dispensed in a collected or delivered order), the only kind a
 * reminder may name (spec part 2 'New reorder reminder'). Anything else, another patient's item included, is
 * `400 validation` on `orderItemId` with reason `notCollected`.
 */
export async function findOwnCollectedItem(
  db: Queryable,
  scope: PatientScope,
  ids: { orderId: string; orderItemId: string },
): Promise<{ order: OrderRow; item: OrderItemRow }> {
  const [found] = await db
    .select({ order: orders, item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.id, ids.orderItemId),
        eq(orders.id, ids.orderId),
        eq(orders.patientId, scope.patient.id),
        inArray(orders.orderStatus, [...receivedOrderStatuses]),
        eq(orderItems.orderItemStatus, 'Dispensed'),
      ),
    );
  if (!found) {
    throw new ApiError(400, 'validation', 'The patient has not ordered and collected that item.', {
      reasons: [{ field: 'orderItemId', reason: 'notCollected' }],
    });
  }
  return found;
}
