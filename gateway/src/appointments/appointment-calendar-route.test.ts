import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkToGp } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import type { RestAppointment } from './appointments-upstream';

const booked: RestAppointment = {
  slotId: 'slot-1',
  sessionId: 'session-1',
  startTime: '2026-12-01T09:30:00.000Z',
  endTime: '2026-12-01T09:45:00.000Z',
  slotTypeStatus: 'Telephone',
  canBeCancelled: true,
  clinician: { clinicianId: 'C1', displayName: 'Dr Priya Shah', jobRole: 'GP', sex: 'Female' },
  bookingReason: null,
};

let stack: FakeStack;
beforeEach(async () => {
  stack = await startFakeStack();
  linkToGp(stack.api);
  stack.api.overrides.set('/v1/appointments', () => ({
    status: 200,
    body: { appointments: [booked] },
  }));
});
afterEach(() => stack.stop());

/** GET a calendar path as the browser would, with the client's cookies (if signed in). */
function download(path: string) {
  return fetch(`${stack.client.baseUrl}${path}`, {
    headers: stack.client.cookies.size > 0 ? { cookie: stack.client.cookieHeader() } : {},
    redirect: 'manual',
  });
}

describe('GET /calendar/appointments/<slotId>.ics', () => {
  it("gives one of the patient's appointments as a text/calendar download at the practice", async () => {
    await stack.signIn();
    stack.api.accountDetails.patient = {
      ...stack.api.accountDetails.patient!,
      gpAddress1: '2 Mill Lane',
      gpAddress4: 'Newcastle upon Tyne',
      gpPostcode: 'NE3 4AB',
    };
    const response = await download('/calendar/appointments/slot-1.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.ics"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await response.text()) as unknown[]).getFirstSubcomponent(
        'vevent',
      )!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(booked.startTime);
    expect(event.endDate.toJSDate().toISOString()).toBe(booked.endTime);
    expect(event.location).toBe('Gosforth Surgery, 2 Mill Lane, Newcastle upon Tyne, NE3 4AB');
    // The API was asked with the session's token, as for any GraphQL operation.
    const call = stack.api.callsTo('/v1/appointments').at(-1);
    expect(call?.headers['authorization']).toMatch(/^Bearer /);
  });

  it('sends to the list, with no file, for a slot that is not the patient’s, or without a session', async () => {
    let response = await download('/calendar/appointments/slot-1.ics');
    expect([response.status, response.headers.get('location')]).toEqual([
      303,
      '/my-services/appointments',
    ]);
    expect(stack.api.callsTo('/v1/appointments')).toHaveLength(0);

    await stack.signIn();
    response = await download('/calendar/appointments/someone-elses-slot.ics');
    expect([response.status, response.headers.get('location')]).toEqual([
      303,
      '/my-services/appointments',
    ]);
    expect(await response.text()).toBe('');
  });

  it('sends to the list when the API fails', async () => {
    await stack.signIn();
    stack.api.overrides.set('/v1/appointments', () => ({
      status: 503,
      body: { code: 'server.error', message: 'fake', show: false },
    }));
    const response = await download('/calendar/appointments/slot-1.ics');
    expect(response.status).toBe(303);
  });
});
