import type { PreviousOrdersScreenQuery } from '../../gql/graphql';

/** Examples shared by the previous-orders stories and tests, shaped as the gateway answers them. */
export type PreviousOrder = PreviousOrdersScreenQuery['orders']['previous'][number];

/**
 * Collected on 30 March 2026 in London (late on 29 March UTC, British Summer Time): amlodipine and
 * atorvastatin dispensed, salbutamol rejected by the GP.
 */
export const recentOrder: PreviousOrder = {
  id: 'order-recent',
  orderedAt: '2026-03-29T23:30:00Z',
  items: [
    {
      orderItemId: 'item-recent-amlodipine',
      description: 'Amlodipine 5mg tablets',
      option: null,
      type: null,
      itemOrderType: 'IM1',
      rejected: false,
      status: 'Dispensed',
      medicationCourseGuid: 'course-amlodipine',
    },
    {
      orderItemId: 'item-recent-atorvastatin',
      description: 'Atorvastatin 20mg tablets',
      option: null,
      type: null,
      itemOrderType: 'IM1',
      rejected: false,
      status: 'Dispensed',
      medicationCourseGuid: 'course-atorvastatin',
    },
    {
      orderItemId: 'item-recent-salbutamol',
      description: 'Salbutamol 100micrograms/dose inhaler',
      option: null,
      type: null,
      itemOrderType: 'IM1',
      rejected: true,
      status: 'GPRejected',
      medicationCourseGuid: 'course-salbutamol',
    },
  ],
};

/**
 * Collected on 28 January 2026: the same three courses (duplicates of the recent order's items, shown once
 * with the later date) and a manual item ordered only here, repeated by its orderItemId.
 */
export const olderOrder: PreviousOrder = {
  id: 'order-older',
  orderedAt: '2026-01-28T09:00:00Z',
  items: [
    {
      orderItemId: 'item-older-amlodipine',
      description: 'Amlodipine 5mg tablets',
      option: null,
      type: null,
      itemOrderType: 'IM1',
      rejected: false,
      status: 'Dispensed',
      medicationCourseGuid: 'course-amlodipine',
    },
    {
      orderItemId: 'item-older-atorvastatin',
      description: 'Atorvastatin 20mg tablets',
      option: null,
      type: null,
      itemOrderType: 'IM1',
      rejected: false,
      status: 'Dispensed',
      medicationCourseGuid: 'course-atorvastatin',
    },
    {
      orderItemId: 'item-older-salbutamol',
      description: 'Salbutamol 100micrograms/dose inhaler',
      option: null,
      type: null,
      itemOrderType: 'IM1',
      rejected: false,
      status: 'Dispensed',
      medicationCourseGuid: 'course-salbutamol',
    },
    {
      orderItemId: 'item-manual-paracetamol',
      description: 'Paracetamol 500mg tablets',
      option: '32 tablets',
      type: 'Tablet',
      itemOrderType: 'Manual',
      rejected: false,
      status: 'Dispensed',
      medicationCourseGuid: null,
    },
    {
      orderItemId: 'item-manual-paracetamol',
      description: 'Paracetamol 500mg tablets',
      option: '32 tablets',
      type: 'Tablet',
      itemOrderType: 'Manual',
      rejected: false,
      status: 'Dispensed',
      medicationCourseGuid: null,
    },
  ],
};

/** As the gateway orders them: newest first. */
export const previousOrders: PreviousOrder[] = [recentOrder, olderOrder];

export function previousOrdersData(previous: PreviousOrder[]) {
  return { data: { orders: { previous } } };
}

/** The gateway answers (src/testing/gateway-mock, by operation name) for previous orders showing `previous`. */
export function previousOrdersGateway(previous: PreviousOrder[]) {
  return { PreviousOrdersScreen: previousOrdersData(previous) };
}
