import type {
  Order,
  OrderItem,
  OrderStep,
  Orders,
  PlaceOrderInput,
  PrescriptionCourse,
} from '../generated/resolvers-types';
import type {
  RestOrder,
  RestOrderItem,
  RestOrderItemInput,
  RestPlaceOrderBody,
  RestPrescriptionCourse,
} from '../upstream/rest-api-types';
import {
  deliveryMethods,
  itemOrderTypes,
  orderItemStatuses,
  orderStatuses,
  orderTypes,
  prescriptionTypes,
  stepKeys,
  withoutDuplicateItems,
} from '../../../api/src/contract';
import { isLiveOrder, splitOrders } from './order-rules';

/**
 * A value of a closed list, or the fallback for one the contract does not name (a provider's newer value): the
 * screen still shows the order rather than failing, and what it shows does not claim progress.
 */
function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((known) => known === value) ?? fallback;
}

/** Orders list → live and previous orders (rules in order-rules.ts). */
export function mapOrders(orders: readonly RestOrder[]): Orders {
  return splitOrders(
    orders.map((rest) => {
      const order = mapOrder(rest);
      return {
        order,
        live: isLiveOrder(order, typeof rest.live === 'boolean' ? rest.live : undefined),
      };
    }),
  );
}

export function mapOrder(order: RestOrder): Order {
  return {
    id: order.id,
    orderedAt: isoTime(order.orderDt),
    status: oneOf(orderStatuses, order.orderStatus, 'Requested'),
    orderType: oneOf(orderTypes, order.orderType, 'IM1'),
    deliveryMethod: oneOf(deliveryMethods, order.deliveryMethod, 'Collection'),
    cancellable: order.cancellable,
    prescriptionRequestGuid: order.prescriptionRequestGuid ?? null,
    steps: order.steps.flatMap(mapStep),
    items: order.items.map(mapOrderItem),
  };
}

/** A step the tracker cannot name is left out rather than shown under a wrong name. */
function mapStep(step: { key: string; completed: boolean }): OrderStep[] {
  const key = stepKeys.find((known) => known === step.key);
  return key === undefined ? [] : [{ key, completed: step.completed }];
}

export function mapOrderItem(item: RestOrderItem): OrderItem {
  return {
    orderItemId: item.orderItemId,
    description: item.description,
    option: item.option ?? null,
    type: item.type ?? null,
    itemOrderType: oneOf(itemOrderTypes, item.itemOrderType, 'IM1'),
    rejected: item.rejected,
    status: oneOf(orderItemStatuses, item.orderItemStatus, 'Requested'),
    medicationCourseGuid: item.medicationCourseGuid ?? null,
  };
}

/** ISO 8601 in UTC when the API's time can be read, else as sent. */
function isoTime(time: string): string {
  const parsed = Date.parse(time);
  return Number.isNaN(parsed) ? time : new Date(parsed).toISOString();
}

export function mapPrescriptions(courses: readonly RestPrescriptionCourse[]): PrescriptionCourse[] {
  return courses.map((course) => ({
    medicationCourseGuid: course.medicationCourseGuid,
    name: course.name,
    dosage: blankToNull(course.dosage),
    mostRecentIssueDate: blankToNull(course.mostRecentIssueDate),
    // spec part 1 §3: 'prescriptionType (repeat dispensing or other)'.
    prescriptionType: oneOf(prescriptionTypes, course.prescriptionType, 'Repeat'),
  }));
}

/**
 * The basket as the API takes it: duplicates removed (spec part 1 §5, order-rules.ts), absent and blank optional
 * texts left out (the API refuses null), the comment and reason without surrounding spaces.
 */
export function toPlaceOrderBody(input: PlaceOrderInput): RestPlaceOrderBody {
  const body: RestPlaceOrderBody = {
    items: withoutDuplicateItems(input.items).map((item) => {
      const rest: RestOrderItemInput = {
        description: item.description.trim(),
        itemOrderType: item.itemOrderType,
      };
      const type = blankToNull(item.type);
      const option = blankToNull(item.option);
      const course = blankToNull(item.medicationCourseGuid);
      const orderItemId = blankToNull(item.orderItemId);
      if (type !== null) rest.type = type;
      if (option !== null) rest.option = option;
      if (course !== null) rest.medicationCourseGuid = course;
      if (orderItemId !== null) rest.orderItemId = orderItemId;
      return rest;
    }),
  };
  const comment = blankToNull(input.comment);
  const earlyReorderReason = blankToNull(input.earlyReorderReason);
  if (comment !== null) body.comment = comment;
  if (earlyReorderReason !== null) body.earlyReorderReason = earlyReorderReason;
  if (input.deliveryMethod) body.deliveryMethod = input.deliveryMethod;
  return body;
}

function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
