/** The five appointment calls' bodies and answers (spec part 2 §3 Appointment, session, Clinician; §7). */
import { Type, type Static } from '@sinclair/typebox';
import {
  boundedString,
  nonBlankString,
  nullable,
  optionalOrNull,
  orNull,
  stringEnum,
  strictObject,
} from '../http/schemas';
import {
  clinicianSexes,
  jobRoles,
  practitionerTypes,
  slotTypes,
} from '../gp-systems/appointment-schedule';

const isoDate = Type.String({ format: 'date', maxLength: 10, description: 'YYYY-MM-DD (London).' });
const isoDateTime = Type.String({ format: 'date-time', maxLength: 40 });
const simulatorId = boundedString(100);

/** The reason and contact number are short notes for the practice; these bounds keep them so. */
export const BOOKING_REASON_MAX_LENGTH = 500;
export const CONTACT_NUMBER_MAX_LENGTH = 30;
export const CANCELLATION_REASON_MAX_LENGTH = 500;

export const Clinician = Type.Object({
  clinicianId: Type.String(),
  displayName: Type.String(),
  jobRole: stringEnum(jobRoles),
  sex: stringEnum(clinicianSexes),
});

export const AppointmentResponse = Type.Object({
  slotId: Type.String(),
  sessionId: Type.String(),
  startTime: Type.String({ description: 'ISO 8601, UTC.' }),
  endTime: Type.String({ description: 'ISO 8601, UTC.' }),
  slotTypeStatus: stringEnum(slotTypes),
  canBeCancelled: Type.Boolean({ description: 'True until the appointment starts.' }),
  clinician: nullable(Clinician),
  bookingReason: nullable(Type.String()),
});
export type AppointmentResponse = Static<typeof AppointmentResponse>;

export const SessionResponse = Type.Object({
  sessionId: Type.String(),
  sessionDate: Type.String({ description: 'YYYY-MM-DD, the London calendar date.' }),
  slotTypeStatus: stringEnum(slotTypes),
  clinician: Clinician,
  slots: Type.Array(
    Type.Object({ slotId: Type.String(), startTime: Type.String(), endTime: Type.String() }),
  ),
});
export type SessionResponse = Static<typeof SessionResponse>;

export const CliniciansBody = strictObject({ appointmentDate: optionalOrNull(isoDate) });

export const SlotsBody = strictObject({
  slotTypeStatus: stringEnum(slotTypes),
  slotPractitionerType: optionalOrNull(stringEnum(practitionerTypes)),
  appointmentDate: optionalOrNull(isoDate),
  clinicianSex: optionalOrNull(stringEnum(clinicianSexes)),
  clinicianId: optionalOrNull(simulatorId),
});
export type SlotsBody = Static<typeof SlotsBody>;

export const BookAppointmentBody = strictObject({
  sessionId: simulatorId,
  slotId: simulatorId,
  startDate: isoDateTime,
  endDate: isoDateTime,
  bookingReason: orNull(boundedString(BOOKING_REASON_MAX_LENGTH, 0)),
  contactNumber: nonBlankString(CONTACT_NUMBER_MAX_LENGTH),
});
export type BookAppointmentBody = Static<typeof BookAppointmentBody>;

export const CancelAppointmentBody = strictObject({
  slotId: simulatorId,
  cancellationReason: nonBlankString(CANCELLATION_REASON_MAX_LENGTH),
});
export type CancelAppointmentBody = Static<typeof CancelAppointmentBody>;
