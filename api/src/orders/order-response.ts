/** Orders as the REST contract shapes them (docs/rest-api.md "Calls for issue #3", Order and OrderItem). */
import {
  isCancellable,
  isLive,
  orderSteps,
  type DeliveryMethod,
  type ItemOrderType,
  type OrderItemStatus,
  type OrderStatus,
  type OrderStep,
  type OrderType,
} from './order-steps';
import type { OrderItemRow, OrderWithItems } from './repository';

export interface OrderItemResponse {
  orderItemId: string;
  description: string;
  option: string | null;
  type: string | null;
  itemOrderType: ItemOrderType;
  rejected: boolean;
  orderItemStatus: OrderItemStatus;
  medicationCourseGuid: string | null;
}

export interface OrderResponse {
  id: string;
  orderDt: string;
  orderStatus: OrderStatus;
  orderType: OrderType;
  prescriptionRequestGuid: string | null;
  deliveryMethod: DeliveryMethod;
  cancellable: boolean;
  steps: OrderStep[];
  items: OrderItemResponse[];
  live: boolean;
}

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
