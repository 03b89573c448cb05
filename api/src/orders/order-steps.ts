/**
 * The life of an order, in one place (docs/rest-api.md "Calls for issue #3"): its statuses and its items',
 * the steps the app's status tracker ticks for a collection or a delivery, which orders are live, which may
 * be cancelled, and what the development 'advance' control moves an order to. Migration 0002 lists the
 * same statuses in its CHECK constraints.
 */

export const orderStatuses = [
  'Requested',
  'GPApproved',
  'GPRejected',
  'Preparing',
  'ReadyToCollect',
  'OutForDelivery',
  'Collected',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderItemStatuses = [
  'Requested',
  'GPApproved',
  'GPRejected',
  'Owed',
  'Dispensed',
  'Cancelled',
] as const;
export type OrderItemStatus = (typeof orderItemStatuses)[number];

/** spec part 1 §3: repeat dispensing versus IM1 items; manual items for patients allowed manual reordering. */
export const orderTypes = ['IM1', 'RepeatDispensing', 'Manual'] as const;
export type OrderType = (typeof orderTypes)[number];

export const itemOrderTypes = ['IM1', 'Manual'] as const;
export type ItemOrderType = (typeof itemOrderTypes)[number];

export const deliveryMethods = ['Collection', 'Delivery'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

export type StepKey = Exclude<OrderStatus, 'GPRejected' | 'Cancelled'>;

/** The statuses a tracker step can stand for: all but the two that stop an order. */
export const stepKeys = orderStatuses.filter(
  (status): status is StepKey => status !== 'GPRejected' && status !== 'Cancelled',
);

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
