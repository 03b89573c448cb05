import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateAfter } from '../contract';
import {
  accounts,
  appointments,
  dailyReminders,
  idempotencyKeys,
  orders,
  pharmacies,
  pharmacyServiceBookings,
  reorderReminders,
  threadMessages,
} from '../db/schema';
import {
  seedEmails,
  seedMessageThreadIds,
  seedPharmacyIds,
  seedPharmacyServiceIds,
  seedPharmacyServicePatientIds,
} from '../demo/seed-ids';
import { fullyBookedDate } from '../demo/seed-pharmacy-services';
import { openingSlotsOn } from '../pharmacy-services/availability';
import type { SessionResponse } from '../appointments/appointment-schemas';
import {
  accessTokensFor,
  countRows,
  expectError,
  startTestApi,
  type TestApi,
} from '../testing/test-api';
import { IDEMPOTENCY_KEY_TTL_MS, REPLAYED_HEADER } from './idempotency';

const NOW = new Date();
const QUARTER_MS = 15 * 60_000;
const quarterInDays = (days: number) =>
  new Date(Math.ceil((NOW.getTime() + days * 86_400_000) / QUARTER_MS) * QUARTER_MS).toISOString();
const PRESCRIPTIONS_TEAM = '5eed0000-0000-4000-8000-00000000f004';
const OPEN_DAY = isoDateAfter(fullyBookedDate(NOW), -1);

/**
 * Each creating call of issue 22: who makes it, a valid body for the n-th attempt (each n a different request
 * that the rules accept), and the table one success adds a row to.
 */
interface CreatingCall {
  name: string;
  email: string;
  method: 'POST';
  url: string;
  table: PgTable;
  body: (n: number) => object | Promise<object>;
}

describe('Idempotency-Key on the creating calls (issue 22)', { timeout: 120_000 }, () => {
  let api: TestApi;
  let tokenOf: (email: string) => string;
  let telephoneSession: SessionResponse;
  let pharmacySlots: string[];

  const calls: CreatingCall[] = [
    {
      name: 'placeOrder',
      email: seedEmails.morganManual,
      method: 'POST',
      url: '/v1/orders',
      table: orders,
      body: (n) => ({
        items: [
          {
            description: `Cetirizine ${n}`,
            type: 'Tablets',
            option: '30 tablets',
            itemOrderType: 'Manual',
          },
        ],
      }),
    },
    {
      name: 'bookAppointment',
      email: seedEmails.avaAppointments,
      method: 'POST',
      url: '/v1/appointments',
      table: appointments,
      body: (n) => {
        const slot = telephoneSession.slots[n];
        if (!slot) throw new Error(`no slot ${n}`);
        return {
          sessionId: telephoneSession.sessionId,
          slotId: slot.slotId,
          startDate: slot.startTime,
          endDate: slot.endTime,
          bookingReason: null,
          contactNumber: '07700 900150',
        };
      },
    },
    {
      name: 'sendMessage (new)',
      email: seedEmails.miaMessages,
      method: 'POST',
      url: '/v1/messages',
      table: threadMessages,
      body: (n) => ({
        recipient: PRESCRIPTIONS_TEAM,
        subject: `Question ${n}`,
        messageBody: 'Hello',
      }),
    },
    {
      name: 'sendMessage (reply)',
      email: seedEmails.miaMessages,
      method: 'POST',
      url: '/v1/messages',
      table: threadMessages,
      body: (n) => ({
        recipient: '5eed0000-0000-4000-8000-00000000f001',
        subject: 'Blood test results',
        messageBody: `Thank you ${n}`,
        replyToMessageId: seedMessageThreadIds.miaResultsUnread,
      }),
    },
    {
      name: 'createServiceBooking',
      email: seedEmails.bobBookService,
      method: 'POST',
      url: '/v1/pharmacy-services/bookings',
      table: pharmacyServiceBookings,
      body: (n) => ({
        externalId: seedPharmacyIds.gosforthOwned,
        serviceId: seedPharmacyServiceIds.gosforthBloodPressure,
        startDate: pharmacySlots[n] ?? '',
        customerId: seedPharmacyServicePatientIds.bobBookService,
        firstName: 'Bob',
        lastName: 'Booker',
        email: seedEmails.bobBookService,
        contactNumber: '07700 900170',
        notes: '',
        dateOfBirth: '1975-07-21',
        platform: 'web app',
        serviceName: 'Blood pressure check',
        serviceSubType: null,
      }),
    },
    {
      name: 'createReorderReminder',
      email: seedEmails.morganManual,
      method: 'POST',
      url: '/v1/reminders/reorder',
      table: reorderReminders,
      body: (n) => ({ description: `Cetirizine ${n}`, reminderDt: quarterInDays(n + 1) }),
    },
    {
      name: 'createDailyReminder',
      email: seedEmails.taraTpp,
      method: 'POST',
      url: '/v1/reminders/daily',
      table: dailyReminders,
      body: (n) => ({
        reminderTime: '12:00:00',
        orderId: null,
        orderItemId: null,
        description: `Vitamin D ${n}`,
      }),
    },
  ];

  beforeAll(async () => {
    // The journeys' factor: this file sends more messages than a person would in ten minutes.
    api = await startTestApi({ env: { RATE_LIMIT_FACTOR: '100' } });
    tokenOf = await accessTokensFor(api, [...new Set(calls.map((call) => call.email))]);
    const slots = await api.call({
      method: 'POST',
      url: '/v1/appointments/slots',
      token: tokenOf(seedEmails.avaAppointments),
      payload: { slotTypeStatus: 'Telephone' },
    });
    expect(slots.statusCode, slots.body).toBe(200);
    // Today's session has only the slots still ahead of now, so in the afternoon it may have fewer than three.
    const session = slots
      .json<{ sessions: SessionResponse[] }>()
      .sessions.find((candidate) => candidate.slots.length >= 3);
    if (!session) throw new Error('no telephone session with 3 slots');
    telephoneSession = session;
    const [pharmacy] = await api.database.db
      .select()
      .from(pharmacies)
      .where(eq(pharmacies.id, seedPharmacyIds.gosforthOwned));
    if (!pharmacy) throw new Error('no owned pharmacy');
    pharmacySlots = openingSlotsOn(pharmacy, OPEN_DAY).map((slot) => slot.start.toISOString());
  }, 120_000);
  afterAll(() => api.close());

  const send = async (call: CreatingCall, body: object, key?: string) =>
    api.call({
      method: call.method,
      url: call.url,
      token: tokenOf(call.email),
      payload: body,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const expectCreated = (response: LightMyRequestResponse) =>
    expect([200, 201], response.body).toContain(response.statusCode);

  describe.each(calls)('$name', (call) => {
    it('answers a retry with the same key and body from the first answer, writing nothing more', async () => {
      const body = await call.body(0);
      const key = randomUUID();
      const before = await countRows(api.database, call.table);

      const first = await send(call, body, key);
      expectCreated(first);
      expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
      const retry = await send(call, body, key);

      expect(retry.statusCode).toBe(first.statusCode);
      expect(retry.json()).toEqual(first.json());
      expect(retry.headers[REPLAYED_HEADER]).toBe('true');
      expect(await countRows(api.database, call.table)).toBe(before + 1);
    });

    it('refuses the same key with a different body, and stores nothing for it', async () => {
      const key = randomUUID();
      const first = await send(call, await call.body(1), key);
      expectCreated(first);
      const before = await countRows(api.database, call.table);
      const keysBefore = await countRows(api.database, idempotencyKeys);

      expectError(await send(call, await call.body(2), key), 422, 'idempotency.keyReused');

      expect(await countRows(api.database, call.table)).toBe(before);
      expect(await countRows(api.database, idempotencyKeys)).toBe(keysBefore);
    });

    it('writes once for concurrent requests with one key, and gives each the same answer', async () => {
      const body = await call.body(2);
      const key = randomUUID();
      const before = await countRows(api.database, call.table);

      const answers = await Promise.all([1, 2, 3, 4].map(() => send(call, body, key)));

      for (const answer of answers) expectCreated(answer);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(answers.filter((answer) => answer.headers[REPLAYED_HEADER] === 'true')).toHaveLength(
        3,
      );
      expect(await countRows(api.database, call.table)).toBe(before + 1);
    });
  });

  it('keeps keys apart per account: another account’s request with the same key is its own', async () => {
    const [order] = calls;
    if (!order) throw new Error('no call');
    const key = randomUUID();
    const body = await order.body(7);
    expectCreated(await send(order, body, key));
    const other = { ...order, email: seedEmails.miaMessages, url: '/v1/messages' };
    const message = await send(other, await calls[2]!.body(7), key);
    expectCreated(message);
    expect(message.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it('removes every expired answer, of any account, when it stores a new one', async () => {
    const [order] = calls;
    if (!order) throw new Error('no call');
    const [account] = await api.database.db.select({ id: accounts.id }).from(accounts).limit(1);
    if (!account) throw new Error('no account');
    const dayAndMore = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 60_000);
    await api.database.db.insert(idempotencyKeys).values({
      accountId: account.id,
      key: 'expired-key',
      method: 'POST',
      route: '/v1/orders',
      bodyHash: 'x',
      responseStatus: 200,
      responseBody: { orders: [] },
      createdAt: dayAndMore,
      expiresAt: new Date(dayAndMore.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    });
    const expired = () =>
      api.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'expired-key'));
    expect(await expired()).toHaveLength(1);

    expectCreated(await send(order, await order.body(9), randomUUID()));

    expect(await expired()).toEqual([]);
  });

  it('refuses a malformed key before anything is written', async () => {
    const [order] = calls;
    if (!order) throw new Error('no call');
    const before = await countRows(api.database, orders);
    const response = await send(order, await order.body(8), 'has spaces in it');
    expect(expectError(response, 400, 'validation').reasons).toEqual([
      { field: 'idempotency-key', reason: 'pattern' },
    ]);
    expect(await countRows(api.database, orders)).toBe(before);
  });
});
