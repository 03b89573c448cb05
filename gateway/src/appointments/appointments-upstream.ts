import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type { RestAnswer, RestBody } from '../upstream/rest-api-types';
import { listInAnswer } from '../upstream/list-in-answer';
import { UpstreamError } from '../upstream/upstream-error';

/** The API's refusals of a booking that the catalogue names (docs/rest-api.md); others are bookFailed. */
const BOOK_CODES: Readonly<Record<string, string>> = {
  'appointment.slotUnavailable': ErrorCode.appointmentSlotUnavailable,
  'appointment.reasonRequired': ErrorCode.appointmentReasonRequired,
};

export type RestAppointment = RestAnswer<'appointmentsList'>['appointments'][number];
export type RestAppointmentSession = RestAnswer<'appointmentSlots'>['sessions'][number];
export type RestClinician = RestAnswer<'appointmentClinicians'>['sessionHolders'][number];

/** GET list appointments (spec part 2 §7), once per request. */
export function fetchAppointments(ctx: GatewayContext): Promise<RestAppointment[]> {
  return ctx.reads.once('appointmentsList', async () => {
    // spec part 2 §8: errors:appointments.loadFailed
    const errorCode = ErrorCode.appointmentsLoadFailed;
    const body = await callUpstream(ctx, 'appointmentsList', { method: 'GET', errorCode });
    return listInAnswer(ctx, body, 'appointments', 'appointmentsList', errorCode);
  });
}

/** POST appointment clinicians (spec part 2 §7). */
export async function fetchClinicians(
  ctx: GatewayContext,
  body: RestBody<'appointmentClinicians'>,
): Promise<RestClinician[]> {
  // spec part 2 §8: errors:appointments.cliniciansFailed
  const errorCode = ErrorCode.appointmentCliniciansFailed;
  const answer = await callUpstream(ctx, 'appointmentClinicians', {
    method: 'POST',
    body,
    errorCode,
  });
  return listInAnswer(ctx, answer, 'sessionHolders', 'appointmentClinicians', errorCode);
}

/** POST appointment slots (spec part 2 §7). */
export async function fetchSessions(
  ctx: GatewayContext,
  body: RestBody<'appointmentSlots'>,
): Promise<RestAppointmentSession[]> {
  // spec part 2 §8: errors:appointments.sessionsFailed
  const errorCode = ErrorCode.appointmentSessionsFailed;
  const answer = await callUpstream(ctx, 'appointmentSlots', { method: 'POST', body, errorCode });
  return listInAnswer(ctx, answer, 'sessions', 'appointmentSlots', errorCode);
}

/** POST book appointment (spec part 2 §7): bookingCreated must be true. */
export async function bookAppointment(
  ctx: GatewayContext,
  body: RestBody<'bookAppointment'>,
  idempotencyKey?: string | null,
): Promise<void> {
  try {
    // spec part 2 §8: errors:appointments.bookFailed
    const errorCode = ErrorCode.appointmentBookFailed;
    const answer = await callUpstream(ctx, 'bookAppointment', {
      method: 'POST',
      body,
      errorCode,
      codeMap: BOOK_CODES,
      idempotencyKey,
    });
    if ((answer as { bookingCreated?: unknown } | undefined)?.bookingCreated !== true) {
      ctx.services.log(
        '[upstream] bookAppointment failed: status=200 reason=bookingCreated not true',
      );
      throw new UpstreamError(errorCode, 200, undefined);
    }
  } finally {
    ctx.reads.forget('appointmentsList');
  }
}

/** POST cancel appointment (spec part 2 §7). */
export async function cancelAppointment(
  ctx: GatewayContext,
  body: RestBody<'cancelAppointment'>,
): Promise<void> {
  try {
    // spec part 2 §8: errors:appointments.cancelFailed
    await callUpstream(ctx, 'cancelAppointment', {
      method: 'POST',
      body,
      errorCode: ErrorCode.appointmentCancelFailed,
    });
  } finally {
    ctx.reads.forget('appointmentsList');
  }
}
