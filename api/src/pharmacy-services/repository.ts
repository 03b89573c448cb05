/** Pharmacy services and their bookings in the database (Drizzle): a pharmacy's services, a patient's bookings. */
import { and, asc, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { pharmacyServiceBookings, pharmacyServices } from '../db/schema';

export type PharmacyServiceRow = typeof pharmacyServices.$inferSelect;
export type NewPharmacyService = typeof pharmacyServices.$inferInsert;
export type ServiceBookingRow = typeof pharmacyServiceBookings.$inferSelect;
export type NewServiceBooking = typeof pharmacyServiceBookings.$inferInsert;

const live = isNull(pharmacyServiceBookings.cancelledAt);

/** The pharmacy's services in the order it lists them. */
export async function listPharmacyServices(
  db: Queryable,
  pharmacyId: string,
): Promise<PharmacyServiceRow[]> {
  return db
    .select()
    .from(pharmacyServices)
    .where(eq(pharmacyServices.pharmacyId, pharmacyId))
    .orderBy(asc(pharmacyServices.sortOrder), asc(pharmacyServices.name));
}

/** One of the pharmacy's services (another pharmacy's is not found). */
export async function findPharmacyService(
  db: Queryable,
  pharmacyId: string,
  serviceId: string,
): Promise<PharmacyServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(pharmacyServices)
    .where(and(eq(pharmacyServices.id, serviceId), eq(pharmacyServices.pharmacyId, pharmacyId)));
  return row;
}

/** The start times (ms) of the resource's live bookings in [from, to). */
export async function takenStarts(
  db: Queryable,
  where: { pharmacyId: string; resourceId: string; from: Date; to: Date },
): Promise<Set<number>> {
  const rows = await db
    .select({ startTime: pharmacyServiceBookings.startTime })
    .from(pharmacyServiceBookings)
    .where(
      and(
        eq(pharmacyServiceBookings.pharmacyId, where.pharmacyId),
        eq(pharmacyServiceBookings.resourceId, where.resourceId),
        gte(pharmacyServiceBookings.startTime, where.from),
        lt(pharmacyServiceBookings.startTime, where.to),
        live,
      ),
    );
  return new Set(rows.map((row) => row.startTime.getTime()));
}

/**
 * Books the slot unless its resource has a live booking then: the partial unique index of migration 0012
 * decides between concurrent bookings, so exactly one insert wins. Undefined when the slot was taken.
 */
export async function insertServiceBookingIfFree(
  db: Queryable,
  booking: NewServiceBooking,
): Promise<ServiceBookingRow | undefined> {
  const [inserted] = await db
    .insert(pharmacyServiceBookings)
    .values(booking)
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** The patient's live bookings at the pharmacy that have not ended by `now`, soonest first. */
export async function listUpcomingServiceBookings(
  db: Queryable,
  where: { patientId: string; pharmacyId: string },
  now: Date,
): Promise<{ booking: ServiceBookingRow; service: PharmacyServiceRow }[]> {
  return db
    .select({ booking: pharmacyServiceBookings, service: pharmacyServices })
    .from(pharmacyServiceBookings)
    .innerJoin(pharmacyServices, eq(pharmacyServices.id, pharmacyServiceBookings.serviceId))
    .where(
      and(
        eq(pharmacyServiceBookings.patientId, where.patientId),
        eq(pharmacyServiceBookings.pharmacyId, where.pharmacyId),
        gt(pharmacyServiceBookings.endTime, now),
        live,
      ),
    )
    .orderBy(asc(pharmacyServiceBookings.startTime), asc(pharmacyServiceBookings.id));
}

/** The patient's live booking with this cancellation key, if any (anyone else's is not found). */
export async function findOwnLiveServiceBooking(
  db: Queryable,
  patientId: string,
  cancellationKey: string,
): Promise<ServiceBookingRow | undefined> {
  const [row] = await db
    .select()
    .from(pharmacyServiceBookings)
    .where(
      and(
        eq(pharmacyServiceBookings.patientId, patientId),
        eq(pharmacyServiceBookings.cancellationKey, cancellationKey),
        live,
      ),
    );
  return row;
}

/** Cancels the booking; its slot is free again. False if it was cancelled meanwhile. */
export async function markServiceBookingCancelled(
  db: Queryable,
  id: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(pharmacyServiceBookings)
    .set({ cancelledAt: now, cancellationReason: reason })
    .where(and(eq(pharmacyServiceBookings.id, id), live))
    .returning({ id: pharmacyServiceBookings.id });
  return updated.length === 1;
}
