/** Appointment bookings in the database (Drizzle): the patient's own, and which slots are taken. */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { appointments } from '../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

const live = isNull(appointments.cancelledAt);

/** The patient's live bookings that have not ended by `now`, soonest first. */
export async function listUpcomingAppointments(
  db: Queryable,
  patientId: string,
  now: Date,
): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.patientId, patientId), live, gt(appointments.endTime, now)))
    .orderBy(asc(appointments.startTime), asc(appointments.id));
}

/** The ids of the practice's slots with a live booking. */
export async function bookedSlotIds(db: Queryable, odsCode: string): Promise<Set<string>> {
  const rows = await db
    .select({ slotId: appointments.slotId })
    .from(appointments)
    .where(and(eq(appointments.practiceOdsCode, odsCode), live));
  return new Set(rows.map((row) => row.slotId));
}

/**
 * Books the slot unless it has a live booking already: the partial unique index of migration 0009 decides
 * between concurrent bookings, so exactly one insert wins. False when the slot was taken.
 */
export async function insertBookingIfFree(
  db: Queryable,
  booking: NewAppointment,
): Promise<boolean> {
  const inserted = await db
    .insert(appointments)
    .values(booking)
    .onConflictDoNothing()
    .returning({ id: appointments.id });
  return inserted.length === 1;
}

/** The patient's live booking of this slot, if any (anyone else's is not found). */
export async function findOwnLiveBooking(
  db: Queryable,
  patientId: string,
  slotId: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.patientId, patientId), eq(appointments.slotId, slotId), live));
  return row;
}

/** Cancels the booking with its reason; its slot is free again. False if it was cancelled meanwhile. */
export async function markCancelled(
  db: Queryable,
  id: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(appointments)
    .set({ cancelledAt: now, cancellationReason: reason })
    .where(and(eq(appointments.id, id), live))
    .returning({ id: appointments.id });
  return updated.length === 1;
}
