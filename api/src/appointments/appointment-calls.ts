/** The appointment calls' work (spec part 2 §5 booking and cancellation rules), for ./routes.ts. */
import type { Queryable } from '../db/database';
import {
  cliniciansOf,
  findScheduledSlot,
  scheduledSessions,
  type Clinician,
  type ScheduledSession,
} from '../gp-systems/appointment-schedule';
import { ApiError } from '../http/api-error';
import { appointmentNotFound, type AppointmentBook } from './appointment-book';
import type {
  AppointmentResponse,
  BookAppointmentBody,
  CancelAppointmentBody,
  SessionResponse,
  SlotsBody,
} from './appointment-schemas';
import {
  bookedSlotIds,
  findOwnLiveBooking,
  insertBookingIfFree,
  listUpcomingAppointments,
  markCancelled,
  type AppointmentRow,
} from './repository';

/** 409 `appointment.slotUnavailable`: booked by someone else meanwhile, gone, or not a slot of this book. */
function slotUnavailable(): ApiError {
  return new ApiError(
    409,
    'appointment.slotUnavailable',
    'That appointment time is no longer available.',
  );
}

/** The patient's upcoming appointments, soonest first; each cancellable until it starts. */
export async function listAppointments(
  db: Queryable,
  book: AppointmentBook,
  now: Date,
): Promise<AppointmentResponse[]> {
  const rows = await listUpcomingAppointments(db, book.patientId, now);
  const clinicians = cliniciansOf(book.practice.odsCode);
  return rows.map((row) => toAppointmentResponse(row, clinicians, now));
}

/** The free sessions (slots booked in the database taken out) that match the filters. */
export async function findSessions(
  db: Queryable,
  book: AppointmentBook,
  filters: SlotsBody,
  now: Date,
): Promise<SessionResponse[]> {
  const booked = await bookedSlotIds(db, book.practice.odsCode);
  return freeSessions(book, now, booked)
    .filter(
      (session) =>
        session.slotTypeStatus === filters.slotTypeStatus &&
        matchesClinician(session.clinician, book, filters) &&
        ((filters.appointmentDate ?? null) === null ||
          session.sessionDate === filters.appointmentDate),
    )
    .map((session) => ({
      sessionId: session.sessionId,
      sessionDate: session.sessionDate,
      slotTypeStatus: session.slotTypeStatus,
      clinician: session.clinician,
      slots: session.slots.map((slot) => ({
        slotId: slot.slotId,
        startTime: slot.startTime.toISOString(),
        endTime: slot.endTime.toISOString(),
      })),
    }));
}

/** The clinicians with a free slot on `date`, or every clinician of the practice without a date. */
export async function findClinicians(
  db: Queryable,
  book: AppointmentBook,
  date: string | null | undefined,
  now: Date,
): Promise<Clinician[]> {
  const all = cliniciansOf(book.practice.odsCode);
  if ((date ?? null) === null) return [...all];
  const booked = await bookedSlotIds(db, book.practice.odsCode);
  const holders = new Set(
    freeSessions(book, now, booked)
      .filter((session) => session.sessionDate === date)
      .map((session) => session.clinician.clinicianId),
  );
  return all.filter((candidate) => holders.has(candidate.clinicianId));
}

/**
 * Books the slot for the patient. Refused (409) unless it is a free slot of the patient's practice within the
 * window that has not started, with the times the patient saw; the database's unique index settles a race.
 */
export async function bookAppointment(
  db: Queryable,
  book: AppointmentBook,
  body: BookAppointmentBody,
  now: Date,
): Promise<void> {
  const reason = body.bookingReason?.trim() ?? '';
  if (book.practice.integrationSettings.appointmentReasonRequired && reason === '') {
    throw new ApiError(422, 'appointment.reasonRequired', 'The practice asks for a reason.', {
      reasons: [{ field: 'bookingReason', reason: 'required' }],
    });
  }
  const found = findScheduledSlot(book.practice.odsCode, body.slotId, now);
  if (
    !found ||
    found.session.sessionId !== body.sessionId ||
    found.slot.startTime.getTime() !== Date.parse(body.startDate) ||
    found.slot.endTime.getTime() !== Date.parse(body.endDate)
  ) {
    throw slotUnavailable();
  }
  const created = await insertBookingIfFree(db, {
    patientId: book.patientId,
    practiceOdsCode: book.practice.odsCode,
    sessionId: found.session.sessionId,
    slotId: found.slot.slotId,
    startTime: found.slot.startTime,
    endTime: found.slot.endTime,
    slotTypeStatus: found.session.slotTypeStatus,
    clinicianId: found.session.clinician.clinicianId,
    bookingReason: reason === '' ? null : reason,
    contactNumber: body.contactNumber.trim(),
  });
  if (!created) throw slotUnavailable();
}

/** Cancels the patient's own booking of the slot with a non-blank reason (spec part 2 §5); 404 otherwise. */
export async function cancelAppointment(
  db: Queryable,
  book: AppointmentBook,
  body: CancelAppointmentBody,
  now: Date,
): Promise<void> {
  const booking = await findOwnLiveBooking(db, book.patientId, body.slotId);
  if (!booking) throw appointmentNotFound();
  if (!canBeCancelled(booking, now)) {
    throw new ApiError(409, 'appointment.notCancellable', 'The appointment has already started.');
  }
  if (!(await markCancelled(db, booking.id, body.cancellationReason.trim(), now))) {
    throw appointmentNotFound();
  }
}

function freeSessions(
  book: AppointmentBook,
  now: Date,
  booked: ReadonlySet<string>,
): ScheduledSession[] {
  return scheduledSessions(book.practice.odsCode, now)
    .map((session) => ({
      ...session,
      slots: session.slots.filter((slot) => !booked.has(slot.slotId)),
    }))
    .filter((session) => session.slots.length > 0);
}

function matchesClinician(holder: Clinician, book: AppointmentBook, filters: SlotsBody): boolean {
  if ((filters.clinicianId ?? holder.clinicianId) !== holder.clinicianId) return false;
  if ((filters.clinicianSex ?? holder.sex) !== holder.sex) return false;
  switch (filters.slotPractitionerType) {
    case 'UserGP':
      return holder.displayName === book.usualDoctorName;
    case 'GP':
    case 'Nurse':
      return holder.jobRole === filters.slotPractitionerType;
    default:
      return true;
  }
}

function canBeCancelled(row: AppointmentRow, now: Date): boolean {
  return row.startTime > now;
}

function toAppointmentResponse(
  row: AppointmentRow,
  clinicians: readonly Clinician[],
  now: Date,
): AppointmentResponse {
  return {
    slotId: row.slotId,
    sessionId: row.sessionId,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    slotTypeStatus: row.slotTypeStatus,
    canBeCancelled: canBeCancelled(row, now),
    clinician: clinicians.find((holder) => holder.clinicianId === row.clinicianId) ?? null,
    bookingReason: row.bookingReason,
  };
}
