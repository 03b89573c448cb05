import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeCourse,
  fakeDailyReminder,
  fakeOrder,
  fakeReorderReminder,
  linkToGp,
} from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes } from '../testing/gateway-client';
import { DISMISS_LINK_PROMPT, HOME_SCREEN, TODAYS_SCHEDULE } from '../testing/operations';
import { manualClock } from '../testing/test-config';

let stack: FakeStack;
afterEach(() => stack.stop());

const HOME_CALLS = [
  '/v1/accounts/details',
  '/v1/orders/list',
  '/v1/prescriptions/list',
  '/v1/reminders/list',
];
/** Long enough that a call made after another shows against the gateway's own few milliseconds. */
const UPSTREAM_DELAY_MS = 300;

/** 09:00 on Monday 6 January 2025 in London (GMT), the manual clock's start. */
const clock = () => manualClock(Date.UTC(2025, 0, 6, 9, 0, 0));

function slowDown(paths: readonly string[]): void {
  for (const path of paths) stack.api.delays.set(path, UPSTREAM_DELAY_MS);
}

function arrangeHome(): void {
  stack.api.orders = [fakeOrder({ orderStatus: 'ReadyToCollect' })];
  stack.api.courses = [fakeCourse()];
  stack.api.reminders = {
    medicationReminders: [
      fakeDailyReminder({ id: 'd1', reminderTime: '08:00:00', description: 'Inhaler' }),
    ],
    reorderReminders: [
      fakeReorderReminder({
        id: 'r1',
        reminderDt: '2025-01-06T17:00:00Z',
        description: 'Amoxicillin',
      }),
    ],
  };
}

describe('the home screen query', () => {
  it('makes its four upstream calls in parallel: it takes about the slowest call, not the sum', async () => {
    stack = await startFakeStack({ now: clock().now });
    linkToGp(stack.api);
    arrangeHome();
    await stack.signIn();
    slowDown(HOME_CALLS);
    const before = stack.api.calls.length;

    const started = performance.now();
    const reply = await stack.client.graphql(HOME_SCREEN);
    const elapsed = performance.now() - started;

    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data).toMatchObject({
      me: { patient: { id: 'pat-1' }, features: { prescribing: true } },
      orders: { readyToCollectCount: 1 },
      prescriptions: [{ medicationCourseGuid: 'course-1' }],
      todaysSchedule: {
        daily: [{ id: 'd1' }],
        reorder: [{ id: 'r1', daysToGo: 0, dueForReorder: false }],
      },
    });
    const calls = stack.api.calls.slice(before);
    // Each once: me, prescriptions and the schedule share one account-details read.
    expect(calls.map((call) => call.path).sort()).toEqual(HOME_CALLS);
    const arrivals = calls.map((call) => call.receivedAt);
    expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeLessThan(UPSTREAM_DELAY_MS / 2);
    expect(elapsed).toBeGreaterThanOrEqual(UPSTREAM_DELAY_MS);
    // In sequence it would take four delays; even one call waiting for another would take two.
    expect(elapsed).toBeLessThan(UPSTREAM_DELAY_MS * 1.8);
  });

  it('asks for prescriptions only after account details when the session has no hint yet', async () => {
    stack = await startFakeStack({ now: clock().now });
    arrangeHome();
    await stack.signIn(); // not linked at sign-in: no hint that the patient can prescribe
    linkToGp(stack.api);
    slowDown(HOME_CALLS);
    const before = stack.api.calls.length;

    const reply = await stack.client.graphql(HOME_SCREEN);

    expect(reply.json.data?.['prescriptions']).toEqual([
      { medicationCourseGuid: 'course-1', name: 'Amoxicillin 500mg capsules' },
    ]);
    const calls = stack.api.calls.slice(before);
    const details = calls.find((call) => call.path === '/v1/accounts/details');
    const prescriptions = calls.find((call) => call.path === '/v1/prescriptions/list');
    expect(prescriptions!.receivedAt - details!.receivedAt).toBeGreaterThanOrEqual(
      UPSTREAM_DELAY_MS * 0.9,
    );
  });

  it('never asks for prescriptions of a patient who cannot prescribe', async () => {
    stack = await startFakeStack({ now: clock().now });
    arrangeHome();
    await stack.signIn();
    const before = stack.api.calls.length;

    const reply = await stack.client.graphql(HOME_SCREEN);

    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data?.['prescriptions']).toEqual([]);
    expect(stack.api.calls.slice(before).map((call) => call.path)).not.toContain(
      '/v1/prescriptions/list',
    );
  });

  it('answers no prescriptions when the practice stopped prescribing since the last me', async () => {
    stack = await startFakeStack({ now: clock().now });
    linkToGp(stack.api);
    arrangeHome();
    await stack.signIn(); // the hint says prescribing
    linkToGp(stack.api, { prescribingEnabled: false });

    const reply = await stack.client.graphql(HOME_SCREEN);

    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data?.['prescriptions']).toEqual([]);
    expect(reply.json.data?.['me']).toMatchObject({ features: { prescribing: false } });
  });
});

describe('todaysSchedule', () => {
  it.each([
    ['fails', () => ({ status: 500 })],
    ['is refused', () => ({ status: 422, body: { code: 'x', message: 'Nope', show: true } })],
    ['answers something else', () => ({ status: 200, body: { reminders: [] } })],
  ])(
    'gives empty lists, not an error, when the reminders call %s (spec part 2 §7)',
    async (_kind, answer) => {
      stack = await startFakeStack({ now: clock().now });
      arrangeHome();
      await stack.signIn();
      stack.api.overrides.set('/v1/reminders/list', answer);

      const reply = await stack.client.graphql(TODAYS_SCHEDULE);

      expect(reply.json.errors).toBeUndefined();
      expect(reply.json.data).toEqual({ todaysSchedule: { daily: [], reorder: [] } });
    },
  );

  it("shows a TPP-type patient's reminder for today as due for reorder", async () => {
    stack = await startFakeStack({ now: clock().now });
    linkToGp(stack.api, {}, 1);
    arrangeHome();
    await stack.signIn();

    const reply = await stack.client.graphql(TODAYS_SCHEDULE);

    expect(reply.json.data).toEqual({
      todaysSchedule: {
        daily: [{ id: 'd1', reminderTime: '08:00:00', description: 'Inhaler' }],
        reorder: [
          {
            id: 'r1',
            description: 'Amoxicillin',
            reminderAt: '2025-01-06T17:00:00.000Z',
            daysToGo: 0,
            dueForReorder: true,
          },
        ],
      },
    });
  });

  it('still ends the request with UNAUTHENTICATED without a session', async () => {
    stack = await startFakeStack({ now: clock().now });
    expect(errorCodes(await stack.client.graphql(TODAYS_SCHEDULE))).toEqual(['UNAUTHENTICATED']);
  });
});

const LINK_PROMPT = /* GraphQL */ `
  query LinkPrompt {
    me {
      features {
        linkPrompt
      }
    }
  }
`;

describe('dismissLinkPrompt', () => {
  it('sets iM1ReminderClosed and answers me afresh without the prompt', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    const prompted = await stack.client.graphql(LINK_PROMPT);
    expect(prompted.json.data?.['me']).toMatchObject({ features: { linkPrompt: true } });

    const reply = await stack.client.graphql(DISMISS_LINK_PROMPT);

    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data).toEqual({
      dismissLinkPrompt: { patient: { iM1ReminderClosed: true }, features: { linkPrompt: false } },
    });
    expect(stack.api.callsTo('/v1/patients').map((call) => [call.method, call.body])).toEqual([
      ['PUT', { iM1ReminderClosed: true }],
    ]);
  });

  it('fails with common.unexpected when the API cannot update the patient', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    stack.api.overrides.set('/v1/patients', () => ({ status: 500 }));

    expect(errorCodes(await stack.client.graphql(DISMISS_LINK_PROMPT))).toEqual([
      'common.unexpected',
    ]);
  });
});
