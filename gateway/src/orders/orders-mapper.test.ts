import { describe, expect, it } from 'vitest';
import { fakeCourse, fakeOrder, fakeOrderItem } from '../testing/fake-rest-api';
import { mapOrder, mapOrders, mapPrescriptions, toPlaceOrderBody } from './orders-mapper';
import type { RestOrder, RestOrderItem, RestPrescriptionCourse } from '../upstream/rest-api-types';

describe('mapOrder', () => {
  it('maps the REST order to the schema, times as ISO 8601', () => {
    const order = mapOrder(fakeOrder({ id: '42', orderDt: '2025-01-06T09:00:00+00:00' }));
    expect(order).toEqual({
      id: '42',
      orderedAt: '2025-01-06T09:00:00.000Z',
      status: 'Requested',
      orderType: 'IM1',
      deliveryMethod: 'Collection',
      cancellable: true,
      prescriptionRequestGuid: 'prg-1',
      steps: [
        { key: 'Requested', completed: true },
        { key: 'GPApproved', completed: false },
        { key: 'Preparing', completed: false },
        { key: 'ReadyToCollect', completed: false },
        { key: 'Collected', completed: false },
      ],
      items: [
        {
          orderItemId: 'item-1',
          description: 'Amoxicillin 500mg capsules',
          option: null,
          type: 'capsule',
          itemOrderType: 'IM1',
          rejected: false,
          status: 'Requested',
          medicationCourseGuid: 'course-1',
        },
      ],
    });
  });

  it('keeps an order with values the contract does not name, without claiming progress', () => {
    const order = mapOrder(
      // A provider's newer values, outside the contract's enums.
      fakeOrder({
        orderStatus: 'OnHold',
        orderType: 'Acute',
        deliveryMethod: null,
        steps: [
          { key: 'Requested', completed: true },
          { key: 'Teleported', completed: true },
        ],
        items: [
          fakeOrderItem({
            orderItemStatus: 'Lost',
            itemOrderType: null,
          } as unknown as RestOrderItem),
        ],
      } as unknown as RestOrder),
    );
    expect(order).toMatchObject({
      status: 'Requested',
      orderType: 'IM1',
      deliveryMethod: 'Collection',
      steps: [{ key: 'Requested', completed: true }],
      items: [{ status: 'Requested', itemOrderType: 'IM1' }],
    });
  });
});

describe('mapOrders', () => {
  it('splits by the API live flag and counts ready to collect', () => {
    const orders = mapOrders([
      fakeOrder({ id: 'a', orderStatus: 'Requested', orderDt: '2025-01-09T00:00:00Z' }),
      fakeOrder({ id: 'b', orderStatus: 'ReadyToCollect', orderDt: '2025-01-08T00:00:00Z' }),
      fakeOrder({ id: 'c', orderStatus: 'Collected', live: false }),
      // Without the API's flag the status decides.
      fakeOrder({ id: 'd', orderStatus: 'Delivered', live: undefined }),
    ]);
    expect(orders.live.map((o) => o.id)).toEqual(['b', 'a']);
    expect(orders.previous.map((o) => o.id).sort()).toEqual(['c', 'd']);
    expect(orders.readyToCollectCount).toBe(1);
  });
});

describe('mapPrescriptions', () => {
  it('maps courses; blank texts become null and an unknown type is other than repeat dispensing', () => {
    expect(
      mapPrescriptions([
        fakeCourse(),
        fakeCourse({
          medicationCourseGuid: 'c2',
          dosage: ' ',
          mostRecentIssueDate: null,
          prescriptionType: 'Acute',
        } as unknown as RestPrescriptionCourse),
      ]),
    ).toEqual([
      {
        medicationCourseGuid: 'course-1',
        name: 'Amoxicillin 500mg capsules',
        dosage: 'One three times a day',
        mostRecentIssueDate: '2024-12-01',
        prescriptionType: 'Repeat',
      },
      {
        medicationCourseGuid: 'c2',
        name: 'Amoxicillin 500mg capsules',
        dosage: null,
        mostRecentIssueDate: null,
        prescriptionType: 'Repeat',
      },
    ]);
  });
});

describe('toPlaceOrderBody', () => {
  it('removes duplicates, leaves out absent and blank texts, and trims the comment', () => {
    expect(
      toPlaceOrderBody({
        items: [
          {
            description: ' Amoxicillin ',
            itemOrderType: 'IM1',
            medicationCourseGuid: 'c1',
            type: null,
            option: '',
          },
          { description: 'Amoxicillin again', itemOrderType: 'IM1', medicationCourseGuid: 'c1' },
          { description: 'Paracetamol', itemOrderType: 'Manual', type: 'tablet', option: '500mg' },
          { description: 'Repeat of old item', itemOrderType: 'IM1', orderItemId: 'i9' },
        ],
        comment: '  Please hurry  ',
        earlyReorderReason: '   ',
        deliveryMethod: null,
      }),
    ).toEqual({
      items: [
        { description: 'Amoxicillin', itemOrderType: 'IM1', medicationCourseGuid: 'c1' },
        { description: 'Paracetamol', itemOrderType: 'Manual', type: 'tablet', option: '500mg' },
        { description: 'Repeat of old item', itemOrderType: 'IM1', orderItemId: 'i9' },
      ],
      comment: 'Please hurry',
    });
  });

  it('passes the early-reorder reason and delivery method', () => {
    expect(
      toPlaceOrderBody({
        items: [{ description: 'A', itemOrderType: 'Manual' }],
        earlyReorderReason: 'Going on holiday and need them earlier',
        deliveryMethod: 'Delivery',
      }),
    ).toEqual({
      items: [{ description: 'A', itemOrderType: 'Manual' }],
      earlyReorderReason: 'Going on holiday and need them earlier',
      deliveryMethod: 'Delivery',
    });
  });
});
