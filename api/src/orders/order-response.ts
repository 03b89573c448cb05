/** Orders as the REST contract shapes them (docs/rest-api.md "Calls for issue #3", Order and OrderItem). */
import { Type, type Static } from '@sinclair/typebox';
import { nullable, stringEnum } from '../http/schemas';
import {
  deliveryMethods,
  isCancellable,
  isLive,
  itemOrderTypes,
  orderItemStatuses,
  orderStatuses,
  orderSteps,
  orderTypes,
  stepKeys,
} from './order-steps';
import type { OrderItemRow, OrderWithItems } from './repository';

export const OrderItemResponse = Type.Object({
  orderItemId: Type.String(),
  description: Type.String(),
  option: nullable(Type.String()),
  type: nullable(Type.String()),
  itemOrderType: stringEnum(itemOrderTypes),
  rejected: Type.Boolean(),
  orderItemStatus: stringEnum(orderItemStatuses),
  medicationCourseGuid: nullable(Type.String()),
});
export type OrderItemResponse = Static<typeof OrderItemResponse>;

export const OrderResponse = Type.Object({
  id: Type.String(),
  orderDt: Type.String({ description: 'ISO 8601 date and time.' }),
  orderStatus: stringEnum(orderStatuses),
  orderType: stringEnum(orderTypes),
  prescriptionRequestGuid: nullable(Type.String()),
  deliveryMethod: stringEnum(deliveryMethods),
  cancellable: Type.Boolean(),
  steps: Type.Array(Type.Object({ key: stringEnum(stepKeys), completed: Type.Boolean() }), {
    description: "The tracker's steps in order, each completed once the order reached it.",
  }),
  items: Type.Array(OrderItemResponse),
  live: Type.Boolean(),
});
export type OrderResponse = Static<typeof OrderResponse>;

export function toOrderResponse({ order, items }: OrderWithItems): OrderResponse {
  return {
    id: order.id,
    orderDt: order.orderDt.toISOString(),
    orderStatus: order.orderStatus,
    orderType: order.orderType,
    prescriptionRequestGuid: order.prescriptionRequestGuid,
    deliveryMethod: order.deliveryMethod,
    cancellable: isCancellable(order.orderStatus),
    steps: orderSteps(order.orderStatus, order.deliveryMethod),
    items: items.map(toOrderItemResponse),
    live: isLive(order.orderStatus),
  };
}

function toOrderItemResponse(item: OrderItemRow): OrderItemResponse {
  return {
    orderItemId: item.id,
    description: item.description,
    option: item.option,
    type: item.type,
    itemOrderType: item.itemOrderType,
    rejected: item.orderItemStatus === 'GPRejected',
    orderItemStatus: item.orderItemStatus,
    medicationCourseGuid: item.medicationCourseGuid,
  };
}
