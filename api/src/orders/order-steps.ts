/**
 * The life of an order, in one place (docs/rest-api.md "Calls for issue #3"): its statuses and its items',
 * the steps the app's status tracker ticks for a collection or a delivery, which orders are live, which may
 * be cancelled, and what the development 'advance' control moves an order to. The lists themselves are the
 * contract's (api/src/contract/order-values.ts).
 */

import type {
  DeliveryMethod,
  OrderItemStatus,
  OrderStatus,
  StepKey,
} from '../contract/order-values';

// The lists live in the contract, which the gateway shares; the API's modules keep importing them from here.
export {
  deliveryMethods,
  itemOrderTypes,
  orderItemStatuses,
  orderStatuses,
  orderTypes,
  stepKeys,
  type DeliveryMethod,
  type ItemOrderType,
  type OrderItemStatus,
  type OrderStatus,
  type OrderType,
  type StepKey,
} from '../contract/order-values';

export interface OrderStep {
  key: StepKey;
  completed: boolean;
}

/** The tracker's steps in order: a collection ends ReadyToCollect → Collected, a delivery OutForDelivery → Delivered. */
const stepPaths: Record<DeliveryMethod, readonly StepKey[]> = {
  Collection: ['Requested', 'GPApproved', 'Preparing', 'ReadyToCollect', 'Collected'],
  Delivery: ['Requested', 'GPApproved', 'Preparing', 'OutForDelivery', 'Delivered'],
};

/** Statuses on neither path: the order stopped after it was requested. */
const stoppedStatuses: ReadonlySet<OrderStatus> = new Set(['GPRejected', 'Cancelled']);

/**
 * The tracker's steps, each completed once the order has reached it. A rejected or cancelled order was only
 * ever requested.
 */
export function orderSteps(status: OrderStatus, deliveryMethod: DeliveryMethod): OrderStep[] {
  const path = stepPaths[deliveryMethod];
  const reached = stoppedStatuses.has(status) ? 0 : path.indexOf(status as StepKey);
  return path.map((key, index) => ({ key, completed: index <= reached }));
}

/**
 * spec part 1 §4: orders are live or previous. Previous once collected, delivered, cancelled, or rejected by
 * the GP (every item rejected).
 */
export function isLive(status: OrderStatus): boolean {
  return !['Collected', 'Delivered', 'Cancelled', 'GPRejected'].includes(status);
}

/** spec part 1 §2 Current orders: cancellable only before the GP has acted on it. */
export function isCancellable(status: OrderStatus): boolean {
  return status === 'Requested';
}

/**
 * The status the development 'advance' control moves an order to: the next step on its path, or undefined
 * when it has none (finished, rejected or cancelled). The control never rejects.
 */
export function nextStatus(
  status: OrderStatus,
  deliveryMethod: DeliveryMethod,
): OrderStatus | undefined {
  if (stoppedStatuses.has(status)) return undefined;
  const path = stepPaths[deliveryMethod];
  const index = path.indexOf(status as StepKey);
  return index >= 0 ? path[index + 1] : undefined;
}

/**
 * What an item's status becomes when its order moves to `orderStatus`: approved with the order, dispensed
 * when the order is ready (owed items stay owed: the pharmacy could not supply them yet), cancelled with it.
 * Rejected items stay rejected.
 */
export function itemStatusWhenOrderMoves(
  itemStatus: OrderItemStatus,
  orderStatus: OrderStatus,
): OrderItemStatus {
  switch (orderStatus) {
    case 'GPApproved':
      return itemStatus === 'Requested' ? 'GPApproved' : itemStatus;
    case 'ReadyToCollect':
    case 'OutForDelivery':
      return itemStatus === 'GPApproved' || itemStatus === 'Requested' ? 'Dispensed' : itemStatus;
    case 'Cancelled':
      return itemStatus === 'Requested' || itemStatus === 'GPApproved' ? 'Cancelled' : itemStatus;
    default:
      return itemStatus;
  }
}
