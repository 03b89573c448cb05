import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkToGp, type FakeReply, type ReceivedCall } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes } from '../testing/gateway-client';
import type { RestAppointment } from './appointments-upstream';

const APPOINTMENTS = /* GraphQL */ `
  query Appointments {
    appointments {
      slotId
      startTime
      slotType
      canBeCancelled
      clinician {
        displayName
      }
    }
  }
`;
const SESSIONS = /* GraphQL */ `
  query Sessions($filter: AppointmentSessionFilter!) {
    appointmentSessions(filter: $filter) {
      sessionId
      sessionDate
      slotType
      clinician {
        displayName
        jobRole
      }
      slots {
        slotId
        startTime
      }
    }
  }
`;
const BOOK = /* GraphQL */ `
  mutation Book($input: BookAppointmentInput!, $idempotencyKey: String) {
    bookAppointment(input: $input, idempotencyKey: $idempotencyKey)
  }
`;
const CANCEL = /* GraphQL */ `
  mutation Cancel($slotId: ID!, $reason: String!) {
    cancelAppointment(slotId: $slotId, reason: $reason)
  }
`;

const clinician = {
  clinicianId: 'C1',
  displayName: 'Dr Priya Shah',
  jobRole: 'GP',
  sex: 'Female',
} as const;
const booked: RestAppointment = {
  slotId: 'slot-1',
  sessionId: 'session-1',
  startTime: '2026-12-01T09:30:00.000Z',
  endTime: '2026-12-01T09:45:00.000Z',
  slotTypeStatus: 'Telephone',
  canBeCancelled: true,
  clinician,
  bookingReason: null,
};
const input = {
  sessionId: 'session-1',
  slotId: 'slot-1',
  startTime: booked.startTime,
  endTime: booked.endTime,
  contactNumber: ' 07700 900150 ',
  reason: '  Cough  ',
};

let stack: FakeStack;
let appointments: RestAppointment[];
beforeEach(async () => {
  stack = await startFakeStack();
  await stack.signIn();
  appointments = [booked];
  // GET lists, POST books: one path, two calls.
  answer('/v1/appointments', (call) =>
    call.method === 'GET'
      ? { status: 200, body: { appointments } }
      : { status: 200, body: { bookingCreated: true } },
  );
});
afterEach(() => stack.stop());

function answer(path: string, reply: (call: ReceivedCall) => FakeReply): void {
  stack.api.overrides.set(path, reply);
}
const bodiesTo = (path: string, method = 'POST') =>
  stack.api
    .callsTo(path)
    .filter((call) => call.method === method)
    .map((call) => call.body);
const refusal = (status: number, code: string): FakeReply => ({
  status,
  body: { code, message: 'fake', show: false },
});

describe('appointments', () => {
  it('lists a linked patient’s appointments when the practice has them on', async () => {
    linkToGp(stack.api);
    expect((await stack.client.graphql(APPOINTMENTS)).json.data).toEqual({
      appointments: [
        {
          slotId: 'slot-1',
          startTime: '2026-12-01T09:30:00.000Z',
          slotType: 'Telephone',
          canBeCancelled: true,
          clinician: { displayName: 'Dr Priya Shah' },
        },
      ],
    });
  });

  it('is empty without asking the API when appointments are off or the patient is not linked', async () => {
    expect((await stack.client.graphql(APPOINTMENTS)).json.data).toEqual({ appointments: [] });
    linkToGp(stack.api, { appointmentsEnabled: false });
    expect((await stack.client.graphql(APPOINTMENTS)).json.data).toEqual({ appointments: [] });
    expect(stack.api.callsTo('/v1/appointments')).toHaveLength(0);
  });

  it('turns a failed list into appointments.loadFailed', async () => {
    linkToGp(stack.api);
    answer('/v1/appointments', () => refusal(500, 'server.error'));
    expect(errorCodes(await stack.client.graphql(APPOINTMENTS))).toEqual([
      'appointments.loadFailed',
    ]);
  });
});

describe('appointmentSessions', () => {
  it('sends the flow’s choices, unset ones as null', async () => {
    linkToGp(stack.api, { allowFilteredAppointmentBooking: true });
    answer('/v1/appointments/slots', () => ({
      status: 200,
      body: {
        sessions: [
          {
            sessionId: 'session-1',
            sessionDate: '2026-12-01',
            slotTypeStatus: 'Telephone',
            clinician,
            slots: [{ slotId: 'slot-1', startTime: booked.startTime, endTime: booked.endTime }],
          },
        ],
      },
    }));
    const reply = await stack.client.graphql(SESSIONS, {
      filter: { slotType: 'Telephone', practitionerType: 'GP', clinicianSex: 'Female' },
    });
    expect(bodiesTo('/v1/appointments/slots')).toEqual([
      {
        slotTypeStatus: 'Telephone',
        slotPractitionerType: 'GP',
        appointmentDate: null,
        clinicianSex: 'Female',
        clinicianId: null,
      },
    ]);
    expect(reply.json.data).toEqual({
      appointmentSessions: [
        {
          sessionId: 'session-1',
          sessionDate: '2026-12-01',
          slotType: 'Telephone',
          clinician: { displayName: 'Dr Priya Shah', jobRole: 'GP' },
          slots: [{ slotId: 'slot-1', startTime: booked.startTime }],
        },
      ],
    });
  });

  it('turns a failure into appointments.sessionsFailed', async () => {
    linkToGp(stack.api);
    answer('/v1/appointments/slots', () => refusal(500, 'server.error'));
    const reply = await stack.client.graphql(SESSIONS, { filter: { slotType: 'Practice' } });
    expect(errorCodes(reply)).toEqual(['appointments.sessionsFailed']);
  });
});

describe('bookAppointment', () => {
  it('sends the trimmed contact number and reason, with the attempt’s idempotency key', async () => {
    linkToGp(stack.api);
    const reply = await stack.client.graphql(BOOK, { input, idempotencyKey: 'attempt-1' });
    expect(reply.json.data).toEqual({ bookAppointment: true });
    expect(
      stack.api.callsTo('/v1/appointments').map((call) => call.headers['idempotency-key']),
    ).toEqual(['attempt-1']);
    expect(bodiesTo('/v1/appointments')).toEqual([
      {
        sessionId: 'session-1',
        slotId: 'slot-1',
        startDate: booked.startTime,
        endDate: booked.endTime,
        bookingReason: 'Cough',
        contactNumber: '07700 900150',
      },
    ]);
  });

  it('refuses a blank contact number, and a blank reason where the practice asks for one', async () => {
    linkToGp(stack.api, { appointmentReasonRequired: true });
    const noNumber = await stack.client.graphql(BOOK, { input: { ...input, contactNumber: ' ' } });
    expect(errorCodes(noNumber)).toEqual(['appointments.contactNumberRequired']);
    const noReason = await stack.client.graphql(BOOK, { input: { ...input, reason: '  ' } });
    expect(errorCodes(noReason)).toEqual(['appointments.reasonRequired']);
    expect(bodiesTo('/v1/appointments')).toEqual([]);
  });

  it('sends no reason as null where none is required', async () => {
    linkToGp(stack.api);
    await stack.client.graphql(BOOK, { input: { ...input, reason: ' ' } });
    expect(bodiesTo('/v1/appointments')).toMatchObject([{ bookingReason: null }]);
  });

  it.each([
    [refusal(409, 'appointment.slotUnavailable'), 'appointments.slotUnavailable'],
    [refusal(422, 'appointment.reasonRequired'), 'appointments.reasonRequired'],
    [refusal(500, 'server.error'), 'appointments.bookFailed'],
    [{ status: 200, body: { bookingCreated: false } }, 'appointments.bookFailed'],
  ])('turns %j into %s', async (reply, code) => {
    linkToGp(stack.api);
    answer('/v1/appointments', () => reply);
    expect(errorCodes(await stack.client.graphql(BOOK, { input }))).toEqual([code]);
  });
});

describe('cancelAppointment', () => {
  it('sends the trimmed reason, and leaves the list to the query that shows it', async () => {
    linkToGp(stack.api);
    answer('/v1/appointments/cancel', () => {
      appointments = [];
      return { status: 204 };
    });
    const reply = await stack.client.graphql(CANCEL, { slotId: 'slot-1', reason: ' Better ' });
    expect(bodiesTo('/v1/appointments/cancel')).toEqual([
      { slotId: 'slot-1', cancellationReason: 'Better' },
    ]);
    expect(reply.json.data).toEqual({ cancelAppointment: true });
    // Two upstream calls, not three: the account (for the practice's switch) and the cancel (issue #22).
    expect(bodiesTo('/v1/appointments', 'GET')).toEqual([]);
    expect((await stack.client.graphql(APPOINTMENTS)).json.data).toEqual({ appointments: [] });
  });

  it('refuses a blank reason without calling the API', async () => {
    linkToGp(stack.api);
    const reply = await stack.client.graphql(CANCEL, { slotId: 'slot-1', reason: '   ' });
    expect(errorCodes(reply)).toEqual(['appointments.cancelReasonRequired']);
    expect(bodiesTo('/v1/appointments/cancel')).toEqual([]);
  });

  it('turns another patient’s slot (404) into appointments.cancelFailed', async () => {
    linkToGp(stack.api);
    answer('/v1/appointments/cancel', () => refusal(404, 'appointment.notFound'));
    const reply = await stack.client.graphql(CANCEL, { slotId: 'slot-9', reason: 'No' });
    expect(errorCodes(reply)).toEqual(['appointments.cancelFailed']);
  });
});
