import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orderSurveys, orders } from '../db/schema';
import { seed } from '../demo/seed';
import {
  seedCourseGuids,
  seedEmails,
  seedOrderIds,
  seedOrderItemIds,
  seedPatientIds,
} from '../demo/seed-ids';
import {
  clientHeaders,
  countRows,
  expectError,
  accessTokensFor,
  startTestApi,
  forEachApiWithoutDevControls,
  type TestApi,
} from '../testing/test-api';
import type { OrderResponse } from './order-response';

const UNKNOWN_ID = '5eed0000-0000-4000-8000-00000000ffff';

describe('orders', { timeout: 60_000 }, () => {
  let api: TestApi;
  let tokenOf: (email: string) => string;

  beforeAll(async () => {
    api = await startTestApi();
    tokenOf = await accessTokensFor(api, [
      seedEmails.alexLinked,
      seedEmails.taraTpp,
      seedEmails.morganManual,
      seedEmails.ninaNoPharmacy,
    ]);
  }, 120_000);
  afterAll(() => api.close());

  const post = (email: string, url: string, payload?: object) =>
    api.call({ method: 'POST', url, token: tokenOf(email), ...(payload ? { payload } : {}) });
  const listOrders = async (email: string) => {
    const response = await post(email, '/v1/orders/list');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ orders: OrderResponse[] }>().orders;
  };
  const orderOf = async (email: string, id: string) => {
    const order = (await listOrders(email)).find((candidate) => candidate.id === id);
    if (!order) throw new Error(`order ${id} not listed for ${email}`);
    return order;
  };
  const placeOrder = (email: string, body: object) => post(email, '/v1/orders', body);
  const placedIds = (response: Awaited<ReturnType<typeof placeOrder>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ orders: { id: string }[] }>().orders.map((order) => order.id);
  };
  const placeOne = async (email: string, body: object) => {
    const [id, ...others] = placedIds(await placeOrder(email, body));
    expect(others).toEqual([]);
    if (!id) throw new Error('no order id');
    return id;
  };
  const im1Item = (courseGuid: string, extra: object = {}) => ({
    description: 'as the app shows it',
    itemOrderType: 'IM1',
    medicationCourseGuid: courseGuid,
    ...extra,
  });
  const manualItem = (description: string) => ({
    description,
    type: 'Tablets',
    option: '32 tablets',
    itemOrderType: 'Manual',
  });
  const storedCounts = async () => ({
    orders: await countRows(api.database, orders),
    items: await countRows(api.database, orderItems),
  });
  const storedOrder = async (id: string) =>
    (await api.database.db.select().from(orders).where(eq(orders.id, id)))[0];

  describe('ordersList', () => {
    it('lists the patient’s orders newest first, flagged live or previous, with steps and items', async () => {
      const alex = await listOrders(seedEmails.alexLinked);
      expect(alex.map((order) => [order.id, order.orderStatus, order.live])).toEqual([
        [seedOrderIds.alexRequested, 'Requested', true],
        [seedOrderIds.alexReadyToCollect, 'ReadyToCollect', true],
        [seedOrderIds.alexCollectedRecent, 'Collected', false],
        [seedOrderIds.alexCollectedOlder, 'Collected', false],
      ]);
      const times = alex.map((order) => Date.parse(order.orderDt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const { orderDt, prescriptionRequestGuid, ...ready } = alex[1] ?? ({} as OrderResponse);
      expect(orderDt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(prescriptionRequestGuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(ready).toEqual({
        id: seedOrderIds.alexReadyToCollect,
        orderStatus: 'ReadyToCollect',
        orderType: 'IM1',
        deliveryMethod: 'Collection',
        cancellable: false,
        steps: [
          { key: 'Requested', completed: true },
          { key: 'GPApproved', completed: true },
          { key: 'Preparing', completed: true },
          { key: 'ReadyToCollect', completed: true },
          { key: 'Collected', completed: false },
        ],
        items: [
          {
            orderItemId: seedOrderItemIds.alexReadyAmlodipine,
            description: 'Amlodipine 5mg tablets',
            option: null,
            type: null,
            itemOrderType: 'IM1',
            rejected: false,
            orderItemStatus: 'Dispensed',
            medicationCourseGuid: seedCourseGuids.alexAmlodipine,
          },
          expect.objectContaining({
            orderItemId: seedOrderItemIds.alexReadyAtorvastatinOwed,
            orderItemStatus: 'Owed',
            rejected: false,
          }),
        ],
        live: true,
      });

      // A delivery's tracker ends OutForDelivery → Delivered; only a requested order is cancellable.
      expect(alex[0]?.deliveryMethod).toBe('Delivery');
      expect(alex[0]?.cancellable).toBe(true);
      expect(alex[0]?.steps).toEqual([
        { key: 'Requested', completed: true },
        { key: 'GPApproved', completed: false },
        { key: 'Preparing', completed: false },
        { key: 'OutForDelivery', completed: false },
        { key: 'Delivered', completed: false },
      ]);
      expect(alex[2]?.items.map((item) => [item.orderItemStatus, item.rejected])).toEqual([
        ['Dispensed', false],
        ['Dispensed', false],
        ['GPRejected', true],
      ]);
    });

    it('gives each account only its own patient’s orders', async () => {
      expect((await listOrders(seedEmails.taraTpp)).map((order) => order.id)).toEqual([
        seedOrderIds.taraCollected,
      ]);
      const morgan = await listOrders(seedEmails.morganManual);
      expect(morgan).toHaveLength(1);
      expect(morgan[0]).toMatchObject({
        orderType: 'Manual',
        prescriptionRequestGuid: null,
        live: false,
      });
      expect(morgan[0]?.items[0]).toMatchObject({
        description: 'Paracetamol 500mg tablets',
        type: 'Tablets',
        option: '32 tablets',
        itemOrderType: 'Manual',
        medicationCourseGuid: null,
      });
      expect(await listOrders(seedEmails.ninaNoPharmacy)).toEqual([]);
    });

    it('needs a signed-in account and takes no body properties', async () => {
      expectError(
        await api.call({ method: 'POST', url: '/v1/orders/list', payload: {} }),
        401,
        'token.invalid',
      );
      const response = await post(seedEmails.alexLinked, '/v1/orders/list', {
        patientId: seedPatientIds.taraTaylor,
      });
      expect(expectError(response, 400, 'validation').reasons).toEqual([
        { field: 'patientId', reason: 'notAllowed' },
      ]);
    });
  });

  describe('placeOrder', () => {
    it('stores an IM1 order as requested, with the course’s name, comment and early-reorder reason', async () => {
      const id = await placeOne(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.alexAmlodipine, { description: 'anything' })],
        comment: 'Collecting on Friday.',
        earlyReorderReason: 'Going on holiday and need them earlier',
      });
      const [newest] = await listOrders(seedEmails.alexLinked);
      expect(newest).toMatchObject({
        id,
        orderStatus: 'Requested',
        orderType: 'IM1',
        deliveryMethod: 'Collection',
        cancellable: true,
        live: true,
      });
      expect(newest?.prescriptionRequestGuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(newest?.items).toEqual([
        expect.objectContaining({
          description: 'Amlodipine 5mg tablets',
          itemOrderType: 'IM1',
          orderItemStatus: 'Requested',
          medicationCourseGuid: seedCourseGuids.alexAmlodipine,
        }),
      ]);
      expect(await storedOrder(id)).toMatchObject({
        patientId: seedPatientIds.alexMorgan,
        comment: 'Collecting on Friday.',
        earlyReorderReason: 'Going on holiday and need them earlier',
      });
    });

    it('removes duplicate items by orderItemId or medicationCourseGuid before storing', async () => {
      const id = await placeOne(seedEmails.alexLinked, {
        items: [
          im1Item(seedCourseGuids.alexAmlodipine, {
            orderItemId: seedOrderItemIds.alexRecentAmlodipine,
          }),
          // Same course again.
          im1Item(seedCourseGuids.alexAmlodipine),
          im1Item(seedCourseGuids.alexAtorvastatin, {
            orderItemId: seedOrderItemIds.alexRecentAtorvastatin,
          }),
          // Same previous item again, under another course.
          im1Item(seedCourseGuids.alexSalbutamol, {
            orderItemId: seedOrderItemIds.alexRecentAtorvastatin,
          }),
        ],
      });
      const stored = await api.database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(orderItems.position);
      expect(stored.map((item) => [item.medicationCourseGuid, item.reorderOfItemId])).toEqual([
        [seedCourseGuids.alexAmlodipine, seedOrderItemIds.alexRecentAmlodipine],
        [seedCourseGuids.alexAtorvastatin, seedOrderItemIds.alexRecentAtorvastatin],
      ]);
    });

    it('makes a separate RepeatDispensing order for repeat dispensing courses', async () => {
      const ids = placedIds(
        await placeOrder(seedEmails.alexLinked, {
          items: [im1Item(seedCourseGuids.alexOmeprazole), im1Item(seedCourseGuids.alexSalbutamol)],
          deliveryMethod: 'Delivery',
        }),
      );
      expect(ids).toHaveLength(2);
      const placed = (await listOrders(seedEmails.alexLinked)).filter((order) =>
        ids.includes(order.id),
      );
      expect(
        placed.map((order) => [order.orderType, order.deliveryMethod, order.items.length]).sort(),
      ).toEqual([
        ['IM1', 'Delivery', 1],
        ['RepeatDispensing', 'Delivery', 1],
      ]);
    });

    it('requires the comment when the practice does (TPP), storing nothing without one', async () => {
      const before = await storedCounts();
      for (const comment of [undefined, '', '   \n']) {
        const response = await placeOrder(seedEmails.taraTpp, {
          items: [im1Item(seedCourseGuids.taraSertraline)],
          ...(comment === undefined ? {} : { comment }),
        });
        expect(expectError(response, 422, 'order.commentRequired').reasons).toEqual([
          { field: 'comment', reason: 'required' },
        ]);
      }
      expect(await storedCounts()).toEqual(before);

      const id = await placeOne(seedEmails.taraTpp, {
        items: [im1Item(seedCourseGuids.taraSertraline)],
        comment: 'Running low, thank you.',
      });
      expect((await storedOrder(id))?.comment).toBe('Running low, thank you.');
    });

    it('refuses a comment over 400 characters, however it is counted, storing nothing', async () => {
      const before = await storedCounts();
      const tooLong = await placeOrder(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.alexAmlodipine)],
        comment: 'a'.repeat(401),
      });
      expect(expectError(tooLong, 400, 'validation').reasons).toEqual([
        { field: 'comment', reason: 'maxLength' },
      ]);
      // 400 code points, which the schema counts, but 401 characters as the app's counter counts them.
      const emoji = await placeOrder(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.alexAmlodipine)],
        comment: `${'a'.repeat(399)}😀`,
      });
      expectError(emoji, 422, 'order.commentTooLong');
      expect(await storedCounts()).toEqual(before);

      const id = await placeOne(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.alexAmlodipine)],
        comment: 'a'.repeat(400),
      });
      expect((await storedOrder(id))?.comment).toHaveLength(400);
    });

    it('refuses manual items for a linked patient not allowed manual reordering', async () => {
      const before = await storedCounts();
      const response = await placeOrder(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.alexAmlodipine), manualItem('Paracetamol 500mg tablets')],
      });
      expect(expectError(response, 422, 'order.notAllowed').reasons).toEqual([
        { field: 'items.1.itemOrderType', reason: 'notAllowed' },
      ]);
      expect(await storedCounts()).toEqual(before);
    });

    it('accepts manual items from a patient allowed manual reordering, but no IM1 items', async () => {
      const id = await placeOne(seedEmails.morganManual, {
        items: [manualItem('Ibuprofen 200mg tablets'), manualItem('Ibuprofen 200mg tablets')],
      });
      const [newest] = await listOrders(seedEmails.morganManual);
      expect(newest).toMatchObject({
        id,
        orderType: 'Manual',
        prescriptionRequestGuid: null,
        orderStatus: 'Requested',
      });
      // Manual items without an id are not duplicates of each other.
      expect(newest?.items.map((item) => [item.description, item.type, item.option])).toEqual([
        ['Ibuprofen 200mg tablets', 'Tablets', '32 tablets'],
        ['Ibuprofen 200mg tablets', 'Tablets', '32 tablets'],
      ]);

      const im1 = await placeOrder(seedEmails.morganManual, {
        items: [im1Item(seedCourseGuids.alexAmlodipine)],
      });
      expect(expectError(im1, 422, 'order.notAllowed').reasons).toEqual([
        { field: 'items.0.itemOrderType', reason: 'notAllowed' },
      ]);
    });

    it('refuses patients who can neither prescribe nor reorder manually', async () => {
      const before = await storedCounts();
      for (const items of [
        [manualItem('Paracetamol 500mg tablets')],
        [im1Item(seedCourseGuids.alexAmlodipine)],
      ]) {
        expectError(
          await placeOrder(seedEmails.ninaNoPharmacy, { items }),
          422,
          'order.notAllowed',
        );
      }
      expect(await storedCounts()).toEqual(before);
    });

    it('refuses items whose shape does not fit their type', async () => {
      const withoutCourse = await placeOrder(seedEmails.alexLinked, {
        items: [{ description: 'Amlodipine 5mg tablets', itemOrderType: 'IM1' }],
      });
      expect(expectError(withoutCourse, 400, 'validation').reasons).toEqual([
        { field: 'items.0.medicationCourseGuid', reason: 'required' },
      ]);
      const manualWithCourse = await placeOrder(seedEmails.morganManual, {
        items: [
          { ...manualItem('Paracetamol'), medicationCourseGuid: seedCourseGuids.alexSalbutamol },
        ],
      });
      expect(expectError(manualWithCourse, 400, 'validation').reasons).toEqual([
        { field: 'items.0.medicationCourseGuid', reason: 'notAllowed' },
      ]);
      expect(
        expectError(await placeOrder(seedEmails.alexLinked, { items: [] }), 400, 'validation')
          .reasons,
      ).toEqual([{ field: 'items', reason: 'minItems' }]);
      const blank = await placeOrder(seedEmails.morganManual, { items: [manualItem('   ')] });
      expect(expectError(blank, 400, 'validation').reasons).toEqual([
        { field: 'items.0.description', reason: 'pattern' },
      ]);
    });

    it('takes null for optional fields, as a GraphQL gateway sends them', async () => {
      const id = await placeOne(seedEmails.alexLinked, {
        items: [
          im1Item(seedCourseGuids.alexAtorvastatin, {
            type: null,
            option: null,
            orderItemId: null,
          }),
        ],
        comment: null,
        earlyReorderReason: null,
        deliveryMethod: null,
      });
      expect(await storedOrder(id)).toMatchObject({
        comment: null,
        earlyReorderReason: null,
        deliveryMethod: 'Collection',
      });
    });
  });

  describe('ownership: anyone else’s ids are unknown ids', () => {
    it('refuses another patient’s course exactly as an unknown one, storing nothing', async () => {
      const before = await storedCounts();
      const others = await placeOrder(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.taraSertraline)],
      });
      const unknown = await placeOrder(seedEmails.alexLinked, { items: [im1Item(UNKNOWN_ID)] });
      // Sam is Alex's linked patient, but Alex is the selected patient.
      const proxy = await placeOrder(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.alexAmlodipine), im1Item(seedCourseGuids.samSalbutamol)],
      });
      for (const response of [others, unknown, proxy]) {
        expectError(response, 404, 'course.notFound');
        expect(response.body).toBe(unknown.body);
      }
      expect(await storedCounts()).toEqual(before);
    });

    it('refuses reordering another patient’s order item exactly as an unknown one', async () => {
      const before = await storedCounts();
      const others = await placeOrder(seedEmails.alexLinked, {
        items: [
          im1Item(seedCourseGuids.alexAmlodipine, { orderItemId: seedOrderItemIds.taraSertraline }),
        ],
      });
      const unknown = await placeOrder(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.alexAmlodipine, { orderItemId: UNKNOWN_ID })],
      });
      expectError(others, 404, 'order.notFound');
      expect(others.body).toBe(unknown.body);
      expect(await storedCounts()).toEqual(before);
    });

    it('refuses cancelling, surveying or advancing another patient’s order as an unknown one', async () => {
      const calls = (orderId: string) => [
        post(seedEmails.alexLinked, '/v1/orders/cancel', {
          orderId,
          cancellationReason: 'No longer needed',
        }),
        post(seedEmails.alexLinked, '/v1/orders/survey', {
          orderId,
          enjoy: { response: true },
          comments: { response: '' },
        }),
        post(seedEmails.alexLinked, `/v1/dev/orders/${orderId}/advance`),
      ];
      // Tara's order is Collected (not cancellable, cannot advance): only the 404 may answer.
      const others = await Promise.all(calls(seedOrderIds.taraCollected));
      const unknown = await Promise.all(calls(UNKNOWN_ID));
      others.forEach((response, index) => {
        expectError(response, 404, 'order.notFound');
        expect(response.body).toBe(unknown[index]?.body);
      });
      expect(await storedOrder(seedOrderIds.taraCollected)).toMatchObject({
        orderStatus: 'Collected',
        cancellationReason: null,
      });
      expect(
        await api.database.db
          .select()
          .from(orderSurveys)
          .where(eq(orderSurveys.orderId, seedOrderIds.taraCollected)),
      ).toEqual([]);
    });
  });

  describe('cancelOrder', () => {
    const cancel = (payload: object) => post(seedEmails.alexLinked, '/v1/orders/cancel', payload);

    it('cancels a requested order only with a non-blank reason', async () => {
      const id = await placeOne(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.alexSalbutamol)],
      });
      for (const [reason, rule] of [
        ['', 'minLength'],
        ['  \t ', 'pattern'],
        ['x'.repeat(401), 'maxLength'],
      ] as const) {
        expect(
          expectError(await cancel({ orderId: id, cancellationReason: reason }), 400, 'validation')
            .reasons,
        ).toEqual([{ field: 'cancellationReason', reason: rule }]);
      }
      expect(expectError(await cancel({ orderId: id }), 400, 'validation').reasons).toEqual([
        { field: 'cancellationReason', reason: 'required' },
      ]);
      expect((await storedOrder(id))?.orderStatus).toBe('Requested');

      const { prescriptionRequestGuid } = await orderOf(seedEmails.alexLinked, id);
      const cancelled = await cancel({
        orderId: id,
        prescriptionRequestGuid,
        cancellationReason: ' Ordered by mistake ',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(204);
      const stored = await storedOrder(id);
      expect(stored).toMatchObject({
        orderStatus: 'Cancelled',
        cancellationReason: 'Ordered by mistake',
      });
      expect(stored?.cancelledAt).toBeInstanceOf(Date);
      expect(await orderOf(seedEmails.alexLinked, id)).toMatchObject({
        orderStatus: 'Cancelled',
        live: false,
        cancellable: false,
        items: [expect.objectContaining({ orderItemStatus: 'Cancelled' })],
      });

      expectError(
        await cancel({ orderId: id, cancellationReason: 'Again' }),
        422,
        'order.notCancellable',
      );
    });

    it('refuses an order the GP has acted on', async () => {
      expectError(
        await cancel({
          orderId: seedOrderIds.alexReadyToCollect,
          cancellationReason: 'Changed my mind',
        }),
        422,
        'order.notCancellable',
      );
      expect((await storedOrder(seedOrderIds.alexReadyToCollect))?.orderStatus).toBe(
        'ReadyToCollect',
      );
    });

    it('treats a prescriptionRequestGuid that is not the order’s as another order', async () => {
      const id = await placeOne(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.alexSalbutamol)],
      });
      const response = await cancel({
        orderId: id,
        prescriptionRequestGuid: UNKNOWN_ID,
        cancellationReason: 'Not needed',
      });
      expectError(response, 404, 'order.notFound');
      expect((await storedOrder(id))?.orderStatus).toBe('Requested');
    });
  });

  describe('orderSurvey', () => {
    it('stores one survey per order and refuses a second with 409', async () => {
      const id = await placeOne(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.alexAtorvastatin)],
      });
      const survey = (comments: string) =>
        post(seedEmails.alexLinked, '/v1/orders/survey', {
          orderId: id,
          enjoy: { response: true },
          comments: { response: comments },
        });
      expect((await survey('Quick and easy.')).statusCode).toBe(204);
      expectError(await survey('Changed my mind.'), 409, 'order.surveyExists');
      expect(
        await api.database.db
          .select({
            orderId: orderSurveys.orderId,
            enjoy: orderSurveys.enjoy,
            comments: orderSurveys.comments,
          })
          .from(orderSurveys)
          .where(eq(orderSurveys.orderId, id)),
      ).toEqual([{ orderId: id, enjoy: true, comments: 'Quick and easy.' }]);
    });

    it('validates the answers', async () => {
      const response = await post(seedEmails.alexLinked, '/v1/orders/survey', {
        orderId: seedOrderIds.alexCollectedOlder,
        enjoy: { response: 'yes' },
        comments: { response: '' },
      });
      expect(expectError(response, 400, 'validation').reasons).toEqual([
        { field: 'enjoy.response', reason: 'type' },
      ]);
      const long = await post(seedEmails.alexLinked, '/v1/orders/survey', {
        orderId: seedOrderIds.alexCollectedOlder,
        enjoy: { response: false },
        comments: { response: 'x'.repeat(1001) },
      });
      expect(expectError(long, 400, 'validation').reasons).toEqual([
        { field: 'comments.response', reason: 'maxLength' },
      ]);
    });
  });

  describe('advanceOrderStatus (development only)', () => {
    const advance = (orderId: string, email: string = seedEmails.alexLinked) =>
      post(email, `/v1/dev/orders/${orderId}/advance`);

    it('moves a collection one step at a time to Collected, then refuses', async () => {
      const id = await placeOne(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.alexAmlodipine)],
      });
      const seen: [string, number, string][] = [];
      for (let step = 0; step < 4; step += 1) {
        const response = await advance(id);
        expect(response.statusCode, response.body).toBe(200);
        const order = response.json<OrderResponse>();
        seen.push([
          order.orderStatus,
          order.steps.filter((candidate) => candidate.completed).length,
          order.items[0]?.orderItemStatus ?? '',
        ]);
      }
      expect(seen).toEqual([
        ['GPApproved', 2, 'GPApproved'],
        ['Preparing', 3, 'GPApproved'],
        ['ReadyToCollect', 4, 'Dispensed'],
        ['Collected', 5, 'Dispensed'],
      ]);
      expect(await orderOf(seedEmails.alexLinked, id)).toMatchObject({
        orderStatus: 'Collected',
        live: false,
      });
      expectError(await advance(id), 422, 'order.noNextStatus');
    });

    it('takes a delivery out for delivery rather than ready to collect', async () => {
      const id = await placeOne(seedEmails.alexLinked, {
        items: [im1Item(seedCourseGuids.alexSalbutamol)],
        deliveryMethod: 'Delivery',
      });
      const statuses: string[] = [];
      for (let step = 0; step < 4; step += 1) {
        statuses.push((await advance(id)).json<OrderResponse>().orderStatus);
      }
      expect(statuses).toEqual(['GPApproved', 'Preparing', 'OutForDelivery', 'Delivered']);
    });

    it('needs the client headers and a signed-in account', async () => {
      const url = `/v1/dev/orders/${seedOrderIds.alexRequested}/advance`;
      expectError(await api.call({ method: 'POST', url }), 401, 'token.invalid');
      expectError(
        await api.app.inject({ method: 'POST', url, headers: { authorization: 'Bearer x' } }),
        401,
        'apiKey.invalid',
      );
      expect((await storedOrder(seedOrderIds.alexRequested))?.orderStatus).toBe('Requested');
    });

    it('is an unknown route when NODE_ENV=production or DEV_CONTROLS=false', async () => {
      await forEachApiWithoutDevControls(api, async (app) => {
        const call = (method: 'POST', url: string, token?: string, payload?: object) =>
          app.inject({
            method,
            url,
            headers: { ...clientHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            ...(payload ? { payload } : {}),
          });
        const { access_token } = (
          await call('POST', '/v1/auth/token', undefined, {
            username: seedEmails.alexLinked,
            password: 'Password123!',
            platform: 'web',
          })
        ).json<{ access_token: string }>();
        const response = await call(
          'POST',
          `/v1/dev/orders/${seedOrderIds.alexRequested}/advance`,
          access_token,
        );
        expectError(response, 404, 'route.notFound');
        // The rest of the API is there.
        expect((await call('POST', '/v1/orders/list', access_token)).statusCode).toBe(200);
      });
      expect((await storedOrder(seedOrderIds.alexRequested))?.orderStatus).toBe('Requested');
    });
  });

  describe('seed', () => {
    it('runs again without adding rows or undoing changes made to orders', async () => {
      const id = seedOrderIds.alexRequested;
      const moved = await post(seedEmails.alexLinked, `/v1/dev/orders/${id}/advance`);
      expect(moved.json<OrderResponse>().orderStatus).toBe('GPApproved');
      const before = await storedCounts();
      await seed(api.database);
      expect(await storedCounts()).toEqual(before);
      expect((await storedOrder(id))?.orderStatus).toBe('GPApproved');
    });
  });
});
