import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeCourse, fakeOrder, fakeOrderItem, linkToGp } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes, type GraphQLReply } from '../testing/gateway-client';
import {
  CANCEL_ORDER,
  ORDERS,
  PLACE_ORDER,
  PRESCRIPTIONS,
  READY_TO_COLLECT_COUNT,
  SEND_ORDER_FEEDBACK,
} from '../testing/operations';

let stack: FakeStack;

beforeEach(async () => {
  stack = await startFakeStack();
});

afterEach(() => stack.stop());

async function signIn(): Promise<void> {
  const reply = await stack.signIn();
  expect(reply.json.errors).toBeUndefined();
}

/** The upstream calls made since `before` (an index into the fake's calls), as "METHOD path". */
function callsSince(before: number): string[] {
  return stack.api.calls.slice(before).map((call) => `${call.method} ${call.path}`);
}

function extensionsOf(reply: GraphQLReply): Record<string, unknown> | undefined {
  return reply.json.errors?.[0]?.extensions;
}

interface ListedOrders {
  live: { id: string; status: string; cancellable?: boolean }[];
  previous: { id: string; status: string }[];
  readyToCollectCount: number;
}

describe('orders', () => {
  it('answers live orders (ready to collect and out for delivery first) and previous ones', async () => {
    await signIn();
    stack.api.orders = [
      fakeOrder({ id: 'o5', orderStatus: 'Requested', orderDt: '2025-01-05T10:00:00Z' }),
      fakeOrder({ id: 'o4', orderStatus: 'ReadyToCollect', orderDt: '2025-01-04T10:00:00Z' }),
      fakeOrder({
        id: 'o3',
        orderStatus: 'Collected',
        live: false,
        cancellable: false,
        orderDt: '2025-01-03T10:00:00Z',
      }),
      fakeOrder({
        id: 'o2',
        orderStatus: 'OutForDelivery',
        deliveryMethod: 'Delivery',
        orderDt: '2025-01-02T10:00:00Z',
        items: [fakeOrderItem({ orderItemStatus: 'Owed' })],
      }),
    ];

    const reply = await stack.client.graphql(ORDERS);

    expect(reply.json.errors).toBeUndefined();
    const orders = reply.json.data?.['orders'] as ListedOrders;
    expect(orders.live.map((o) => o.id)).toEqual(['o4', 'o2', 'o5']);
    expect(orders.previous.map((o) => o.id)).toEqual(['o3']);
    expect(orders.readyToCollectCount).toBe(1);
    expect(orders.live[1]).toMatchObject({
      status: 'OutForDelivery',
      deliveryMethod: 'Delivery',
      items: [{ status: 'Owed', medicationCourseGuid: 'course-1' }],
    });
  });

  it("gives the frame's badge count for one upstream call, the orders list", async () => {
    await signIn();
    stack.api.orders = [fakeOrder({ orderStatus: 'ReadyToCollect' })];
    const before = stack.api.calls.length;

    const reply = await stack.client.graphql(READY_TO_COLLECT_COUNT);

    expect(reply.json.data).toEqual({ orders: { readyToCollectCount: 1 } });
    expect(callsSince(before)).toEqual(['POST /v1/orders/list']);
  });

  it('reads the orders list once however many fields ask for it', async () => {
    await signIn();
    const before = stack.api.calls.length;

    const reply = await stack.client.graphql(
      `query Twice { a: orders { readyToCollectCount } b: orders { live { id } } }`,
    );

    expect(reply.json.errors).toBeUndefined();
    expect(callsSince(before)).toEqual(['POST /v1/orders/list']);
  });

  it.each([
    ['a 5xx', { status: 503, body: { code: 'down', message: 'db down', show: true } }],
    ['a body without orders', { status: 200, body: { items: [] } }],
  ])('fails with orders.loadFailed on %s, never the server text', async (_kind, answer) => {
    await signIn();
    stack.api.overrides.set('/v1/orders/list', () => answer);

    const reply = await stack.client.graphql(ORDERS);

    expect(errorCodes(reply)).toEqual(['orders.loadFailed']);
    expect(reply.text).not.toContain('db down');
  });

  it('needs a session', async () => {
    expect(errorCodes(await stack.client.graphql(ORDERS))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('prescriptions', () => {
  it('lists the courses of a patient who can prescribe', async () => {
    linkToGp(stack.api);
    stack.api.courses = [fakeCourse(), fakeCourse({ medicationCourseGuid: 'course-2' })];
    await signIn();

    const reply = await stack.client.graphql(PRESCRIPTIONS);

    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data?.['prescriptions']).toEqual([
      {
        medicationCourseGuid: 'course-1',
        name: 'Amoxicillin 500mg capsules',
        dosage: 'One three times a day',
        mostRecentIssueDate: '2024-12-01',
        prescriptionType: 'Repeat',
      },
      expect.objectContaining({ medicationCourseGuid: 'course-2' }),
    ]);
  });

  it.each([
    ['not linked (manual reordering)', () => {}],
    ['linked, prescribing off', () => linkToGp(stack.api, { prescribingEnabled: false })],
  ])(
    'is empty without asking the API for a patient %s (spec part 1 §6)',
    async (_kind, arrange) => {
      arrange();
      await signIn();
      const before = stack.api.calls.length;

      const reply = await stack.client.graphql(PRESCRIPTIONS);

      expect(reply.json.data).toEqual({ prescriptions: [] });
      expect(callsSince(before)).not.toContain('POST /v1/prescriptions/list');
    },
  );

  it('fails with orders.loadFailed when the list cannot be read (spec part 1 §8)', async () => {
    linkToGp(stack.api);
    await signIn();
    stack.api.overrides.set('/v1/prescriptions/list', () => ({ status: 500 }));

    expect(errorCodes(await stack.client.graphql(PRESCRIPTIONS))).toEqual(['orders.loadFailed']);
  });
});

const twoRepeatItems = [
  { description: 'Amoxicillin 500mg capsules', itemOrderType: 'IM1', medicationCourseGuid: 'c1' },
  { description: 'Salbutamol inhaler', itemOrderType: 'IM1', medicationCourseGuid: 'c2' },
];

describe('placeOrder', () => {
  it('sends the basket without duplicates and answers the new order id; the order is then live', async () => {
    linkToGp(stack.api);
    await signIn();

    const reply = await stack.client.graphql(PLACE_ORDER, {
      input: {
        items: [...twoRepeatItems, { ...twoRepeatItems[0], description: 'the same course again' }],
        comment: ' Collecting on Friday ',
        earlyReorderReason: 'Going on holiday and need them earlier',
        deliveryMethod: 'Collection',
      },
    });

    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data).toEqual({ placeOrder: { orderIds: ['ord-1'] } });
    expect(stack.api.callsTo('/v1/orders')[0]?.body).toEqual({
      items: twoRepeatItems,
      comment: 'Collecting on Friday',
      earlyReorderReason: 'Going on holiday and need them earlier',
      deliveryMethod: 'Collection',
    });
    const orders = (await stack.client.graphql(ORDERS)).json.data?.['orders'] as ListedOrders;
    expect(orders.live.map((o) => o.id)).toEqual(['ord-1']);
  });

  it('refuses a blank comment when the GP requires one, without calling the API', async () => {
    linkToGp(stack.api, { prescribingCommentRequired: true });
    await signIn();

    const reply = await stack.client.graphql(PLACE_ORDER, {
      input: { items: twoRepeatItems, comment: '   ' },
    });

    expect(errorCodes(reply)).toEqual(['orders.commentRequired']);
    expect(reply.json.errors?.[0]?.message).toBe('orders.commentRequired');
    expect(stack.api.callsTo('/v1/orders')).toHaveLength(0);
  });

  it('refuses a comment over 400 characters, without calling the API', async () => {
    await signIn();

    const reply = await stack.client.graphql(PLACE_ORDER, {
      input: {
        items: [{ description: 'Paracetamol', itemOrderType: 'Manual' }],
        comment: 'x'.repeat(401),
      },
    });

    expect(errorCodes(reply)).toEqual(['orders.commentTooLong']);
    expect(stack.api.callsTo('/v1/orders')).toHaveLength(0);
  });

  it("turns the API's comment refusal into orders.commentRequired", async () => {
    await signIn();
    // The practice began requiring comments after this request read account details.
    stack.api.overrides.set('/v1/orders', () => ({
      status: 422,
      body: { code: 'order.commentRequired', message: 'Comment required', show: false },
    }));

    const reply = await stack.client.graphql(PLACE_ORDER, {
      input: { items: [{ description: 'Paracetamol', itemOrderType: 'Manual' }] },
    });

    expect(errorCodes(reply)).toEqual(['orders.commentRequired']);
  });

  it("passes a 422's field reasons and shown message through under orders.submitFailed", async () => {
    await signIn();
    const reasons = [{ field: 'items.0.medicationCourseGuid', reason: 'unknownCourse' }];
    stack.api.overrides.set('/v1/orders', () => ({
      status: 422,
      body: {
        code: 'order.notAllowed',
        message: 'Your GP has paused ordering.',
        show: true,
        reasons,
      },
    }));

    const reply = await stack.client.graphql(PLACE_ORDER, {
      input: { items: [{ description: 'Paracetamol', itemOrderType: 'Manual' }] },
    });

    expect(errorCodes(reply)).toEqual(['orders.submitFailed']);
    expect(extensionsOf(reply)).toEqual({
      code: 'orders.submitFailed',
      serverMessage: 'Your GP has paused ordering.',
      reasons,
    });
  });

  it('fails with orders.submitFailed on a 5xx, without the server text', async () => {
    await signIn();
    stack.api.overrides.set('/v1/orders', () => ({
      status: 500,
      body: { code: 'server.error', message: 'stack trace here', show: true },
    }));

    const reply = await stack.client.graphql(PLACE_ORDER, {
      input: { items: [{ description: 'Paracetamol', itemOrderType: 'Manual' }] },
    });

    expect(errorCodes(reply)).toEqual(['orders.submitFailed']);
    expect(extensionsOf(reply)?.['serverMessage']).toBeUndefined();
    expect(reply.text).not.toContain('stack trace');
  });

  it('refuses an empty basket with the field reason', async () => {
    await signIn();

    const reply = await stack.client.graphql(PLACE_ORDER, { input: { items: [] } });

    expect(extensionsOf(reply)).toEqual({
      code: 'orders.submitFailed',
      reasons: [{ field: 'items', reason: 'minItems' }],
    });
    expect(stack.api.callsTo('/v1/orders')).toHaveLength(0);
  });
});

describe('cancelOrder', () => {
  beforeEach(() => {
    stack.api.orders = [
      fakeOrder({ id: 'ord-2', prescriptionRequestGuid: 'prg-2' }),
      fakeOrder({ id: 'ord-1', orderStatus: 'GPApproved', cancellable: false }),
    ];
  });

  it("cancels with the order's prescriptionRequestGuid and the trimmed reason, then answers the orders", async () => {
    await signIn();

    const reply = await stack.client.graphql(CANCEL_ORDER, {
      orderId: 'ord-2',
      reason: '  No longer needed ',
    });

    expect(reply.json.errors).toBeUndefined();
    expect(stack.api.callsTo('/v1/orders/cancel').map((call) => call.body)).toEqual([
      {
        orderId: 'ord-2',
        prescriptionRequestGuid: 'prg-2',
        cancellationReason: 'No longer needed',
      },
    ]);
    const orders = reply.json.data?.['cancelOrder'] as ListedOrders;
    expect(orders.live.map((o) => o.id)).toEqual(['ord-1']);
    expect(orders.previous).toEqual([{ id: 'ord-2', status: 'Cancelled' }]);
  });

  it('refuses a blank reason without calling the API (spec part 1 §5)', async () => {
    await signIn();
    const before = stack.api.calls.length;

    const reply = await stack.client.graphql(CANCEL_ORDER, { orderId: 'ord-2', reason: ' \n ' });

    expect(errorCodes(reply)).toEqual(['orders.cancelReasonRequired']);
    expect(callsSince(before)).toEqual([]);
  });

  it.each([
    ['an order that is no longer cancellable', 'ord-1'],
    ['an unknown order', 'ord-404'],
  ])('refuses %s with orders.cancelFailed without asking to cancel', async (_kind, orderId) => {
    await signIn();

    const reply = await stack.client.graphql(CANCEL_ORDER, { orderId, reason: 'Changed my mind' });

    expect(errorCodes(reply)).toEqual(['orders.cancelFailed']);
    expect(stack.api.callsTo('/v1/orders/cancel')).toHaveLength(0);
  });

  it("fails with orders.cancelFailed when the API refuses (422) or the list can't be read", async () => {
    await signIn();
    stack.api.overrides.set('/v1/orders/cancel', () => ({
      status: 422,
      body: { code: 'order.notCancellable', message: '', show: false },
    }));
    expect(
      errorCodes(await stack.client.graphql(CANCEL_ORDER, { orderId: 'ord-2', reason: 'x' })),
    ).toEqual(['orders.cancelFailed']);

    stack.api.overrides.set('/v1/orders/list', () => ({ status: 503 }));
    expect(
      errorCodes(await stack.client.graphql(CANCEL_ORDER, { orderId: 'ord-2', reason: 'x' })),
    ).toEqual(['orders.cancelFailed']);
  });
});

describe('sendOrderFeedback', () => {
  it('sends the survey as the API takes it', async () => {
    await signIn();

    const reply = await stack.client.graphql(SEND_ORDER_FEEDBACK, {
      orderId: 'ord-1',
      enjoyed: true,
      comments: ' Quick and easy ',
    });

    expect(reply.json.data).toEqual({ sendOrderFeedback: true });
    expect(stack.api.callsTo('/v1/orders/survey')[0]?.body).toEqual({
      orderId: 'ord-1',
      enjoy: { response: true },
      comments: { response: 'Quick and easy' },
    });
  });

  it('fails with orders.feedbackFailed', async () => {
    await signIn();
    stack.api.overrides.set('/v1/orders/survey', () => ({ status: 500 }));

    const reply = await stack.client.graphql(SEND_ORDER_FEEDBACK, {
      orderId: 'ord-1',
      enjoyed: false,
    });

    expect(errorCodes(reply)).toEqual(['orders.feedbackFailed']);
  });
});
