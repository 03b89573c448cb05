/**
 * placeOrder (POST /v1/orders): the rules of spec part 1 §5 and §6 on the server, then the order(s) stored
 * in one transaction. Nothing is stored when any rule refuses.
 */
import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../db/database';
import type { CourseRow } from '../gp-systems/medication-courses';
import { ORDER_COMMENT_MAX_LENGTH, orderCommentProblem, withoutDuplicateItems } from '../contract';
import {
  commentRequiredBy,
  mayReorderManually,
  prescribingRecord,
} from '../gp-systems/prescribing-rules';
import { ApiError, type FieldReason } from '../http/api-error';
import { findOwnCourses, requireOwnOrderItems, type PatientScope } from '../patients/patient-scope';
import type { OrderItemInput, PlaceOrderInput } from './order-schemas';
import { orderTypes, type OrderType } from './order-steps';
import { insertOrder, type NewOrderItem } from './repository';

/** Stores the order and returns the ids of the orders made: one per order type among the items. */
export async function placeOrder(
  db: AppDatabase,
  scope: PatientScope,
  input: PlaceOrderInput,
  now: Date,
): Promise<string[]> {
  const record = prescribingRecord(scope.patient, scope.practice);
  const manual = mayReorderManually(scope.patient);
  // spec part 1 §6: prescribing needs a linked patient and prescribingEnabled; manual items need
  // allowManualReordering.
  if (!record && !manual) throw orderNotAllowed();
  input.items.forEach((item, index) => {
    const course = item.medicationCourseGuid;
    if (item.itemOrderType === 'IM1') {
      if (!course) throw invalidField(`items.${index}.medicationCourseGuid`, 'required');
      if (!record)
        throw orderNotAllowed({ field: `items.${index}.itemOrderType`, reason: 'notAllowed' });
    } else {
      if (course) throw invalidField(`items.${index}.medicationCourseGuid`, 'notAllowed');
      if (!manual)
        throw orderNotAllowed({ field: `items.${index}.itemOrderType`, reason: 'notAllowed' });
    }
  });

  // spec part 1 §5 'Order comment', counted as the app counts (../contract/order-rules.ts).
  switch (orderCommentProblem(input.comment, commentRequiredBy(scope.practice))) {
    case 'required':
      throw new ApiError(422, 'order.commentRequired', 'The GP practice asks for a comment.', {
        reasons: [{ field: 'comment', reason: 'required' }],
      });
    case 'tooLong':
      throw new ApiError(
        422,
        'order.commentTooLong',
        `The comment is over ${ORDER_COMMENT_MAX_LENGTH} characters.`,
        {
          reasons: [{ field: 'comment', reason: 'maxLength' }],
        },
      );
    case undefined:
      break;
  }

  // spec part 1 §5: duplicate items are removed by orderItemId or medicationCourseGuid.
  const items = withoutDuplicateItems(input.items);
  return db.transaction(async (tx) => {
    const courses = await findOwnCourses(
      tx,
      scope,
      items.flatMap((item) => (item.medicationCourseGuid ? [item.medicationCourseGuid] : [])),
    );
    await requireOwnOrderItems(
      tx,
      scope,
      items.flatMap((item) => (item.orderItemId ? [item.orderItemId] : [])),
    );

    const byType = new Map<OrderType, NewOrderItem[]>();
    for (const item of items) {
      const course = item.medicationCourseGuid ? courses.get(item.medicationCourseGuid) : undefined;
      const type = orderTypeOf(item, course);
      byType.set(type, [...(byType.get(type) ?? []), toNewItem(item, course)]);
    }

    const ids: string[] = [];
    for (const orderType of orderTypes) {
      const orderItems = byType.get(orderType);
      if (!orderItems) continue;
      ids.push(
        await insertOrder(
          tx,
          {
            patientId: scope.patient.id,
            pharmacyId: scope.patient.pharmacyId,
            orderDt: now,
            orderStatus: 'Requested',
            orderType,
            // The GP system's id for the request; a manual order goes to the pharmacy, not the GP.
            prescriptionRequestGuid: orderType === 'Manual' ? null : randomUUID(),
            deliveryMethod: input.deliveryMethod ?? 'Collection',
            comment: nonBlank(input.comment),
            earlyReorderReason: nonBlank(input.earlyReorderReason),
          },
          orderItems,
        ),
      );
    }
    return ids;
  });
}

/** spec part 1 §3: repeat dispensing courses make a RepeatDispensing order, other courses an IM1 one. */
function orderTypeOf(item: OrderItemInput, course: CourseRow | undefined): OrderType {
  if (item.itemOrderType === 'Manual') return 'Manual';
  return course?.prescriptionType === 'RepeatDispensing' ? 'RepeatDispensing' : 'IM1';
}

function toNewItem(item: OrderItemInput, course: CourseRow | undefined): NewOrderItem {
  return {
    // An IM1 item is what the GP record says it is, whatever text came with it.
    description: course?.name ?? item.description.trim(),
    type: nonBlank(item.type),
    option: nonBlank(item.option),
    itemOrderType: item.itemOrderType,
    orderItemStatus: 'Requested',
    medicationCourseGuid: course?.medicationCourseGuid ?? null,
    reorderOfItemId: item.orderItemId ?? null,
  };
}

function nonBlank(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

function orderNotAllowed(reason?: FieldReason): ApiError {
  return new ApiError(422, 'order.notAllowed', 'This patient cannot order these items.', {
    ...(reason ? { reasons: [reason] } : {}),
  });
}

/** A 400 in the same shape as the JSON schema's, for a rule the schema cannot say. */
function invalidField(field: string, reason: string): ApiError {
  return new ApiError(400, 'validation', 'The request is not valid.', {
    reasons: [{ field, reason }],
  });
}
