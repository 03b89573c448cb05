import type {
  Appointment,
  AppointmentSession,
  AppointmentSessionFilter,
  BookAppointmentInput,
  Clinician,
} from '../generated/resolvers-types';
import type { RestBody } from '../upstream/rest-api-types';
import type {
  RestAppointment,
  RestAppointmentSession,
  RestClinician,
} from './appointments-upstream';

/** REST clinician → GraphQL (the same fields, spec part 2 §3 Clinician). */
export function mapClinician(rest: RestClinician): Clinician {
  return {
    clinicianId: rest.clinicianId,
    displayName: rest.displayName,
    jobRole: rest.jobRole,
    sex: rest.sex,
  };
}

export function mapAppointment(rest: RestAppointment): Appointment {
  return {
    slotId: rest.slotId,
    startTime: rest.startTime,
    endTime: rest.endTime,
    slotType: rest.slotTypeStatus,
    clinician: rest.clinician ? mapClinician(rest.clinician) : null,
    canBeCancelled: rest.canBeCancelled,
  };
}

export function mapSession(rest: RestAppointmentSession): AppointmentSession {
  return {
    sessionId: rest.sessionId,
    sessionDate: rest.sessionDate,
    slotType: rest.slotTypeStatus,
    clinician: mapClinician(rest.clinician),
    slots: rest.slots.map((slot) => ({ ...slot })),
  };
}

/** The flow's choices → the slots call's body (spec part 2 §7); unset choices go as null. */
export function toSlotsBody(filter: AppointmentSessionFilter): RestBody<'appointmentSlots'> {
  return {
    slotTypeStatus: filter.slotType,
    slotPractitionerType: filter.practitionerType ?? null,
    appointmentDate: filter.date ?? null,
    clinicianSex: filter.clinicianSex ?? null,
    clinicianId: filter.clinicianId ?? null,
  };
}

/** The confirmed choice → the book call's body; the reason trimmed, and null when blank (spec part 2 §5, §7). */
export function toBookBody(input: BookAppointmentInput): RestBody<'bookAppointment'> {
  const reason = input.reason?.trim() ?? '';
  return {
    sessionId: input.sessionId,
    slotId: input.slotId,
    startDate: input.startTime,
    endDate: input.endTime,
    bookingReason: reason === '' ? null : reason,
    contactNumber: input.contactNumber.trim(),
  };
}
