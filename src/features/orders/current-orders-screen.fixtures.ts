import type { CurrentOrdersFragment, MyMedsScreenQuery } from '../../gql/graphql';

/** Examples shared by the orders stories and tests, shaped as the gateway answers them. */
export type LiveOrder = CurrentOrdersFragment['live'][number];

/** Ready to collect (a collection), one item owed. */
export const readyToCollectOrder: LiveOrder = {
  id: 'order-ready',
  orderedAt: '2026-03-27T10:15:00Z',
  status: 'ReadyToCollect',
  deliveryMethod: 'Collection',
  cancellable: false,
  items: [
    {
      orderItemId: 'item-amlodipine',
      description: 'Amlodipine 5mg tablets',
      option: null,
      rejected: false,
      status: 'Dispensed',
    },
    {
      orderItemId: 'item-atorvastatin',
      description: 'Atorvastatin 20mg tablets',
      option: null,
      rejected: false,
      status: 'Owed',
    },
  ],
  steps: [
    { key: 'Requested', completed: true },
    { key: 'GPApproved', completed: true },
    { key: 'Preparing', completed: true },
    { key: 'ReadyToCollect', completed: true },
    { key: 'Collected', completed: false },
  ],
};

/**
 * Approved by the GP except one item the GP rejected; being prepared. Ordered late on 29 March UTC, which is
 * already 30 March in London (British Summer Time).
 */
export const preparingOrderWithRejectedItem: LiveOrder = {
  id: 'order-preparing',
  orderedAt: '2026-03-29T23:30:00Z',
  status: 'Preparing',
  deliveryMethod: 'Collection',
  cancellable: false,
  items: [
    {
      orderItemId: 'item-metformin',
      description: 'Metformin 500mg tablets',
      option: null,
      rejected: false,
      status: 'GPApproved',
    },
    {
      orderItemId: 'item-codeine',
      description: 'Codeine 30mg tablets',
      option: null,
      rejected: true,
      status: 'GPRejected',
    },
  ],
  steps: [
    { key: 'Requested', completed: true },
    { key: 'GPApproved', completed: true },
    { key: 'Preparing', completed: true },
    { key: 'ReadyToCollect', completed: false },
    { key: 'Collected', completed: false },
  ],
};

/** Just requested (a delivery): the only one that may be cancelled. */
export const requestedOrder: LiveOrder = {
  id: 'order-requested',
  orderedAt: '2026-03-31T08:05:00Z',
  status: 'Requested',
  deliveryMethod: 'Delivery',
  cancellable: true,
  items: [
    {
      orderItemId: 'item-salbutamol',
      description: 'Salbutamol 100micrograms/dose inhaler',
      option: null,
      rejected: false,
      status: 'Requested',
    },
  ],
  steps: [
    { key: 'Requested', completed: true },
    { key: 'GPApproved', completed: false },
    { key: 'Preparing', completed: false },
    { key: 'OutForDelivery', completed: false },
    { key: 'Delivered', completed: false },
  ],
};

/** As the gateway orders them: ready to collect / out for delivery first, then newest first. */
export const liveOrders: LiveOrder[] = [
  readyToCollectOrder,
  requestedOrder,
  preparingOrderWithRejectedItem,
];

export function currentOrdersData(live: LiveOrder[]) {
  return { data: { orders: { live } } };
}

/** The gateway answers (src/testing/gateway-mock, by operation name) for current orders showing `live`. */
export function currentOrdersGateway(live: LiveOrder[]) {
  return { CurrentOrdersScreen: currentOrdersData(live) };
}

/** The gateway's answer to cancelOrder: the orders as they are after cancelling `orderId`. */
export function cancelledAnswer(live: LiveOrder[], orderId: string) {
  return { data: { cancelOrder: { live: live.filter((order) => order.id !== orderId) } } };
}

export function myMedsData(
  liveCount: number,
  readyToCollectCount: number,
  previousCount = 0,
  reminders = true,
): { data: MyMedsScreenQuery } {
  return {
    data: {
      orders: {
        live: Array.from({ length: liveCount }, (_, index) => ({ id: `order-${index}` })),
        previous: Array.from({ length: previousCount }, (_, index) => ({
          id: `previous-${index}`,
        })),
        readyToCollectCount,
      },
      me: { features: { reminders } },
    },
  };
}
