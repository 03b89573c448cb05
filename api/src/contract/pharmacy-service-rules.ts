/**
 * The pharmacy-service booking rules the app, the gateway and the API all hold to (spec part 2 §5, §9): which
 * services can be booked, from which date, and the length of a slot.
 */

/** spec part 2 §9: 'Time pickers use 15-minute intervals': every service slot is 15 minutes long. */
export const SERVICE_SLOT_MINUTES = 15;

/** spec part 2 §7: availability is asked for one calendar month at a time (at most 31 days). */
export const AVAILABILITY_SPAN_MAX_DAYS = 31;

/** The fields of a pharmacy service (spec part 2 §3) that decide whether it can be booked. */
export interface BookabilityFacts {
  active: boolean;
  /** YYYY-MM-DD, or null when the service runs without an end. */
  endDt: string | null;
  /** Whole days of notice a booking needs; null counts as 0 (spec part 2 §5 'default 0'). */
  daysBookableInAdvance: number | null;
}

/** The calendar date `days` after the YYYY-MM-DD `date` (negative for before), as YYYY-MM-DD. */
export function isoDateAfter(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

/** The first date a booking may be made for: today plus the service's days of notice. */
export function earliestBookableDate(
  service: Pick<BookabilityFacts, 'daysBookableInAdvance'>,
  today: string,
): string {
  return isoDateAfter(today, service.daysBookableInAdvance ?? 0);
}

/**
 * spec part 2 §5: 'A pharmacy service counts as bookable only if it is active and has no end date, or its end
 * date is not before today plus daysBookableInAdvance (default 0).' `today` is the London date, YYYY-MM-DD.
 */
export function isServiceBookable(service: BookabilityFacts, today: string): boolean {
  if (!service.active) return false;
  return service.endDt === null || service.endDt >= earliestBookableDate(service, today);
}
