import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../db/schema';
import { seedEmails } from '../demo/seed-ids';
import { accessTokensFor, expectError, startTestApi, type TestApi } from '../testing/test-api';
import type { AppointmentResponse, SessionResponse } from './appointment-schemas';

// Monday 2 March 2026, 08:00 in London (GMT): the window runs to Wednesday 1 April, across the clocks
// going forward on 29 March.
const NOW = new Date('2026-03-02T08:00:00Z');

const emisPatients = [
  seedEmails.avaAppointments,
  seedEmails.alexLinked,
  seedEmails.ellisNoCourses,
  seedEmails.caseyCarer,
  seedEmails.ritaOneProxy,
];

describe('GP appointments (spec part 2 §2, §5, §7)', { timeout: 60_000 }, () => {
  let api: TestApi;
  let tokenOf: (email: string) => string;

  beforeAll(async () => {
    api = await startTestApi({ clock: () => NOW });
    tokenOf = await accessTokensFor(api, [
      ...emisPatients,
      seedEmails.tobyReasonRequired,
      seedEmails.noelNoSlots,
      seedEmails.oliveAppointmentsOff,
      seedEmails.morganManual,
    ]);
  }, 120_000);
  afterAll(() => api.close());

  const post = (email: string, url: string, payload: object) =>
    api.call({ method: 'POST', url, token: tokenOf(email), payload });
  const sessions = async (email: string, filters: object) => {
    const response = await post(email, '/v1/appointments/slots', filters);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ sessions: SessionResponse[] }>().sessions;
  };
  const list = async (email: string) => {
    const response = await api.call({
      method: 'GET',
      url: '/v1/appointments',
      token: tokenOf(email),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ appointments: AppointmentResponse[] }>().appointments;
  };
  const bookingOf = (session: SessionResponse, slotIndex = 0, reason: string | null = null) => {
    const slot = session.slots[slotIndex];
    if (!slot) throw new Error('no such slot');
    return {
      sessionId: session.sessionId,
      slotId: slot.slotId,
      startDate: slot.startTime,
      endDate: slot.endTime,
      bookingReason: reason,
      contactNumber: '07700 900150',
    };
  };
  const firstSession = async (email: string, filters: object = {}) => {
    const [session] = await sessions(email, { slotTypeStatus: 'Telephone', ...filters });
    if (!session) throw new Error('no sessions');
    return session;
  };
  const liveBookings = (slotId: string) =>
    api.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.slotId, slotId), isNull(appointments.cancelledAt)));

  describe('sessions and clinicians', () => {
    it('offers weekday sessions from today to 30 days ahead, in London time, none on full days', async () => {
      const all = await sessions(seedEmails.avaAppointments, { slotTypeStatus: 'Practice' });
      const dates = new Set(all.map((session) => session.sessionDate));
      expect([...dates].every((date) => date >= '2026-03-02' && date <= '2026-04-01')).toBe(true);
      expect(dates.has('2026-03-02')).toBe(true);
      // Tuesday 3 March is fully booked; Saturday 7 March has no sessions.
      expect(dates.has('2026-03-03')).toBe(false);
      expect(dates.has('2026-03-07')).toBe(false);
      expect(all.every((session) => session.slotTypeStatus === 'Practice')).toBe(true);
      // Some slots of a session are taken, never all of a listed one.
      expect(all.every((session) => session.slots.length > 0 && session.slots.length < 8)).toBe(
        true,
      );
      // 09:00 in London is 09:00 UTC in March before the clocks change and 08:00 UTC after.
      const earliestStart = (date: string) =>
        all
          .filter((session) => session.sessionDate === date)
          .flatMap((session) => session.slots.map((slot) => slot.startTime.slice(11, 16)))
          .sort()[0];
      expect(earliestStart('2026-03-04')).toBe('09:00');
      expect(earliestStart('2026-03-30')).toBe('08:00');
    });

    it('filters by practitioner type, clinician sex and clinician', async () => {
      const nurses = await sessions(seedEmails.avaAppointments, {
        slotTypeStatus: 'Telephone',
        slotPractitionerType: 'Nurse',
        clinicianSex: 'Female',
      });
      expect(new Set(nurses.map((session) => session.clinician.displayName))).toEqual(
        new Set(['Nurse Helen Ward']),
      );
      const myGp = await sessions(seedEmails.avaAppointments, {
        slotTypeStatus: 'Practice',
        slotPractitionerType: 'UserGP',
      });
      expect(new Set(myGp.map((session) => session.clinician.displayName))).toEqual(
        new Set(['Dr Priya Shah']),
      );
      const oneDay = await sessions(seedEmails.avaAppointments, {
        slotTypeStatus: 'Telephone',
        appointmentDate: '2026-03-04',
        clinicianId: 'A12345-C2',
      });
      expect(oneDay.map((session) => [session.sessionDate, session.clinician.clinicianId])).toEqual(
        [['2026-03-04', 'A12345-C2']],
      );
    });

    it('lists the clinicians of a day, or all of them without a date', async () => {
      const holders = async (payload: object) =>
        (await post(seedEmails.avaAppointments, '/v1/appointments/clinicians', payload)).json<{
          sessionHolders: { displayName: string; jobRole: string; sex: string }[];
        }>().sessionHolders;
      expect(await holders({})).toHaveLength(4);
      expect(await holders({ appointmentDate: '2026-03-04' })).toContainEqual(
        expect.objectContaining({ displayName: 'Dr Amir Khan', jobRole: 'GP', sex: 'Male' }),
      );
      expect(await holders({ appointmentDate: '2026-03-03' })).toEqual([]);
    });

    it('gives a practice without sessions none, and refuses patients without appointments', async () => {
      expect(await sessions(seedEmails.noelNoSlots, { slotTypeStatus: 'Practice' })).toEqual([]);
      for (const email of [seedEmails.oliveAppointmentsOff, seedEmails.morganManual]) {
        expectError(
          await post(email, '/v1/appointments/slots', { slotTypeStatus: 'Practice' }),
          403,
          'appointments.notAvailable',
        );
      }
    });

    it('refuses a bad filter, naming the field', async () => {
      const response = await post(seedEmails.avaAppointments, '/v1/appointments/slots', {
        slotTypeStatus: 'Video',
      });
      expect(expectError(response, 400, 'validation').reasons).toEqual([
        { field: 'slotTypeStatus', reason: 'enum' },
      ]);
    });
  });

  describe('booking and cancelling', () => {
    it('books a slot, lists it, and frees it again when cancelled with a reason', async () => {
      const session = await firstSession(seedEmails.avaAppointments, { clinicianId: 'A12345-C3' });
      const booking = bookingOf(session, 0, '  Repeat blood test  ');
      const booked = await post(seedEmails.avaAppointments, '/v1/appointments', booking);
      expect(booked.statusCode, booked.body).toBe(200);
      expect(booked.json()).toEqual({ bookingCreated: true });

      expect(await list(seedEmails.avaAppointments)).toEqual([
        {
          slotId: booking.slotId,
          sessionId: booking.sessionId,
          startTime: booking.startDate,
          endTime: booking.endDate,
          slotTypeStatus: 'Telephone',
          canBeCancelled: true,
          clinician: {
            clinicianId: 'A12345-C3',
            displayName: 'Nurse Helen Ward',
            jobRole: 'Nurse',
            sex: 'Female',
          },
          bookingReason: 'Repeat blood test',
        },
      ]);
      const stillFree = (await firstSession(seedEmails.alexLinked, { clinicianId: 'A12345-C3' }))
        .slots;
      expect(stillFree.map((slot) => slot.slotId)).not.toContain(booking.slotId);

      // Someone else booking it now is told it is gone.
      expectError(
        await post(seedEmails.alexLinked, '/v1/appointments', booking),
        409,
        'appointment.slotUnavailable',
      );

      // Another patient's booked slot is refused exactly as an unknown slot is.
      const othersSlot = await post(seedEmails.alexLinked, '/v1/appointments/cancel', {
        slotId: booking.slotId,
        cancellationReason: 'Not mine',
      });
      const unknownSlot = await post(seedEmails.alexLinked, '/v1/appointments/cancel', {
        slotId: 'A12345-20260304-A12345-C3-am-0900-nope',
        cancellationReason: 'Not mine',
      });
      expect(othersSlot.body).toBe(unknownSlot.body);
      expectError(othersSlot, 404, 'appointment.notFound');

      const blank = await post(seedEmails.avaAppointments, '/v1/appointments/cancel', {
        slotId: booking.slotId,
        cancellationReason: '   ',
      });
      expect(expectError(blank, 400, 'validation').reasons).toEqual([
        { field: 'cancellationReason', reason: 'pattern' },
      ]);
      expect(await liveBookings(booking.slotId)).toHaveLength(1);

      const cancelled = await post(seedEmails.avaAppointments, '/v1/appointments/cancel', {
        slotId: booking.slotId,
        cancellationReason: 'Feeling better',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(204);
      expect(await list(seedEmails.avaAppointments)).toEqual([]);
      const rebooked = await post(seedEmails.alexLinked, '/v1/appointments', booking);
      expect(rebooked.statusCode, rebooked.body).toBe(200);
      expect(await list(seedEmails.alexLinked)).toHaveLength(1);
    });

    it('makes exactly one booking of 20 concurrent requests for one slot', async () => {
      const session = await firstSession(seedEmails.avaAppointments, { clinicianId: 'A12345-C4' });
      const booking = bookingOf(session, 1);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          post(emisPatients[index % emisPatients.length] ?? '', '/v1/appointments', booking),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expectError(refused, 409, 'appointment.slotUnavailable');
      }
      expect(await liveBookings(booking.slotId)).toHaveLength(1);
    });

    it('refuses slots of another practice, in the past, beyond the window, or with other times', async () => {
      const tppSession = await firstSession(seedEmails.tobyReasonRequired);
      const emisSession = await firstSession(seedEmails.avaAppointments);
      const valid = bookingOf(emisSession, 0);
      const before = await list(seedEmails.avaAppointments);
      const attempts = [
        bookingOf(tppSession, 0),
        // Friday 27 February, before now; and Friday 3 April, beyond 30 days.
        {
          ...valid,
          slotId: 'A12345-20260227-A12345-C1-am-0900',
          sessionId: 'A12345-20260227-A12345-C1-am',
        },
        {
          ...valid,
          slotId: 'A12345-20260403-A12345-C1-am-0900',
          sessionId: 'A12345-20260403-A12345-C1-am',
        },
        { ...valid, startDate: '2026-03-02T10:00:00.000Z' },
      ];
      for (const attempt of attempts) {
        expectError(
          await post(seedEmails.avaAppointments, '/v1/appointments', attempt),
          409,
          'appointment.slotUnavailable',
        );
      }
      expect(await list(seedEmails.avaAppointments)).toEqual(before);
    });

    it('needs a non-blank reason where the practice asks for one, and a contact number', async () => {
      const session = await firstSession(seedEmails.tobyReasonRequired);
      const noReason = await post(seedEmails.tobyReasonRequired, '/v1/appointments', {
        ...bookingOf(session, 0, '  '),
      });
      expect(expectError(noReason, 422, 'appointment.reasonRequired').reasons).toEqual([
        { field: 'bookingReason', reason: 'required' },
      ]);
      const noNumber = await post(seedEmails.tobyReasonRequired, '/v1/appointments', {
        ...bookingOf(session, 0, 'Back pain'),
        contactNumber: ' ',
      });
      expect(expectError(noNumber, 400, 'validation').reasons).toEqual([
        { field: 'contactNumber', reason: 'pattern' },
      ]);
      const booked = await post(
        seedEmails.tobyReasonRequired,
        '/v1/appointments',
        bookingOf(session, 0, 'Back pain'),
      );
      expect(booked.statusCode, booked.body).toBe(200);
      expect((await list(seedEmails.tobyReasonRequired))[0]?.bookingReason).toBe('Back pain');
    });
  });
});
