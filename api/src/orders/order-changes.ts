/** What happens to an existing order: cancellation, the feedback survey, and the development 'advance'. */
import type { AppDatabase } from '../db/database';
import { ApiError } from '../http/api-error';
import { findOwnOrder, receivedOrderStatuses, type PatientScope } from '../patients/patient-scope';
import { addAutoReorderReminders } from '../reminders/auto-reminders';
import { toOrderResponse, type OrderResponse } from './order-response';
import type { CancelOrderInput, OrderSurveyInput } from './order-schemas';
import { isCancellable, nextStatus } from './order-steps';
import { insertSurvey, moveOrder, withItemsOf } from './repository';

/** spec part 1 §2 Current orders: only a cancellable order, and only with a non-blank reason (the schema's). */
export async function cancelOrder(
  db: AppDatabase,
  scope: PatientScope,
  input: CancelOrderInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, scope, input.orderId, {
      forUpdate: true,
      prescriptionRequestGuid: input.prescriptionRequestGuid,
    });
    if (!isCancellable(order.orderStatus)) {
      throw new ApiError(
        422,
        'order.notCancellable',
        `The order is ${order.orderStatus} and can no longer be cancelled.`,
      );
    }
    await moveOrder(tx, order, 'Cancelled', { reason: input.cancellationReason.trim(), at: now });
  });
}

/** The thank-you page's feedback (spec part 1 §2 New order): one answer per order, 409 for a second. */
export async function recordOrderSurvey(
  db: AppDatabase,
  scope: PatientScope,
  input: OrderSurveyInput,
): Promise<void> {
  const order = await findOwnOrder(db, scope, input.orderId);
  const stored = await insertSurvey(db, {
    orderId: order.id,
    enjoy: input.enjoy.response,
    comments: input.comments.response,
  });
  if (!stored) {
    throw new ApiError(409, 'order.surveyExists', 'This order already has feedback.');
  }
}

/**
 * Development only: moves the order one step along its path (order-steps.ts nextStatus), standing in for the
 * pharmacy. An order collected or delivered gets its auto-generated reorder reminders.
 */
export async function advanceOrder(
  db: AppDatabase,
  scope: PatientScope,
  orderId: string,
  now: Date,
): Promise<OrderResponse> {
  return db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, scope, orderId, { forUpdate: true });
    const next = nextStatus(order.orderStatus, order.deliveryMethod);
    if (!next) {
      throw new ApiError(
        422,
        'order.noNextStatus',
        `The order is ${order.orderStatus}: it has no further step.`,
      );
    }
    await moveOrder(tx, order, next);
    if (receivedOrderStatuses.some((status) => status === next)) {
      await addAutoReorderReminders(tx, order, now);
    }
    const moved = await findOwnOrder(tx, scope, orderId);
    return toOrderResponse(await withItemsOf(tx, moved));
  });
}
