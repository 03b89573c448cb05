import { loadMe } from '../account/load-me';
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import {
  mapAppointment,
  mapClinician,
  mapSession,
  toBookBody,
  toSlotsBody,
} from './appointments-mapper';
import {
  bookAppointment,
  cancelAppointment,
  fetchAppointments,
  fetchClinicians,
  fetchSessions,
} from './appointments-upstream';

/** The longest id or date the simulator and real GP systems send; longer input is refused before any call. */
const ID_MAX_LENGTH = 100;

/** GP appointments (spec part 2 'GP appointments'; §5 booking and cancellation rules). */
export const appointmentsQuery: Pick<
  QueryResolvers,
  'appointments' | 'appointmentClinicians' | 'appointmentSessions'
> = {
  appointments: async (_parent, _args, ctx) => {
    // spec part 2 §6: 'Appointments need appointmentsEnabled' (me.features.appointments).
    if (!(await mayUseAppointments(ctx))) return [];
    return (await fetchAppointments(ctx)).map(mapAppointment);
  },
  appointmentClinicians: async (_parent, { date }, ctx) => {
    if (!(await mayUseAppointments(ctx)) || tooLong(date)) {
      throw gatewayError(ErrorCode.appointmentCliniciansFailed);
    }
    return (await fetchClinicians(ctx, { appointmentDate: date ?? null })).map(mapClinician);
  },
  appointmentSessions: async (_parent, { filter }, ctx) => {
    if (!(await mayUseAppointments(ctx)) || tooLong(filter.date) || tooLong(filter.clinicianId)) {
      throw gatewayError(ErrorCode.appointmentSessionsFailed);
    }
    return (await fetchSessions(ctx, toSlotsBody(filter))).map(mapSession);
  },
};

export const appointmentMutations: Pick<
  MutationResolvers,
  'bookAppointment' | 'cancelAppointment'
> = {
  bookAppointment: async (_parent, { input, idempotencyKey }, ctx) => {
    const me = await loadMe(ctx);
    if (!me.features.appointments) throw gatewayError(ErrorCode.appointmentBookFailed);
    const body = toBookBody(input);
    // spec part 2 §5: the contact number always, the reason when the practice asks for one; both non-blank.
    if (body.contactNumber === '') throw gatewayError(ErrorCode.appointmentContactNumberRequired);
    if (me.integrationSettings?.appointmentReasonRequired === true && body.bookingReason === null) {
      throw gatewayError(ErrorCode.appointmentReasonRequired);
    }
    if (tooLong(body.slotId) || tooLong(body.sessionId)) {
      throw gatewayError(ErrorCode.appointmentBookFailed);
    }
    await bookAppointment(ctx, body, idempotencyKey);
    return true;
  },
  cancelAppointment: async (_parent, { slotId, reason }, ctx) => {
    // spec part 2 §5: 'Appointment cancellation: a non-blank reason is required.'
    const cancellationReason = reason.trim();
    if (cancellationReason === '') throw gatewayError(ErrorCode.appointmentCancelReasonRequired);
    if (!(await mayUseAppointments(ctx)) || tooLong(slotId)) {
      throw gatewayError(ErrorCode.appointmentCancelFailed);
    }
    await cancelAppointment(ctx, { slotId, cancellationReason });
    return true;
  },
};

async function mayUseAppointments(ctx: GatewayContext): Promise<boolean> {
  return (await loadMe(ctx)).features.appointments;
}

function tooLong(value: string | null | undefined): boolean {
  return (value ?? '').length > ID_MAX_LENGTH;
}
