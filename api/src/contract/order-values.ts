/**
 * The closed lists of an order's values (spec part 1 §3), which the API's schemas publish and the gateway
 * checks each answer against. Migration 0002 lists the same statuses in its CHECK constraints.
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

export const prescriptionTypes = ['Repeat', 'RepeatDispensing'] as const;
export type PrescriptionType = (typeof prescriptionTypes)[number];

export type StepKey = Exclude<OrderStatus, 'GPRejected' | 'Cancelled'>;

/** The statuses a tracker step can stand for: all but the two that stop an order. */
export const stepKeys = orderStatuses.filter(
  (status): status is StepKey => status !== 'GPRejected' && status !== 'Cancelled',
);
