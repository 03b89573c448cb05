/**
 * A pharmacy service's slots (spec part 2 §3 Availability response; §5; §9 15-minute steps): made from the
 * pharmacy's opening hours rather than stored, in London wall-clock time, within the service's dates and after
 * its days of notice. Bookings (./repository.ts) mark a slot of their resource as taken.
 */
import {
  AVAILABILITY_SPAN_MAX_DAYS,
  earliestBookableDate,
  isoDateAfter,
  isServiceBookable,
  SERVICE_SLOT_MINUTES,
} from '../contract';
import type { PharmacyRow } from '../accounts/repository';
import { weekdays } from '../pharmacies/opening-times';
import { londonDateOf, londonInstant, weekdayOf } from '../time/london-time';
import type { PharmacyServiceRow } from './repository';

const DAY_MS = 86_400_000;

export interface ServiceSlot {
  start: Date;
  end: Date;
}

/**
 * Whether [from, to) is a span the availability call answers: forwards, and at most a calendar month long. A
 * London month is up to 31 days and an hour in UTC (October, as summer time ends).
 */
export function isAvailabilitySpan(from: Date, to: Date): boolean {
  const length = to.getTime() - from.getTime();
  return length > 0 && length <= AVAILABILITY_SPAN_MAX_DAYS * DAY_MS + 3_600_000;
}

/** Every 15-minute slot that fits inside the pharmacy's opening periods on the London date `date`. */
export function openingSlotsOn(pharmacy: Pick<PharmacyRow, 'openingTimes'>, date: string) {
  const weekday = weekdays[(weekdayOf(date) + 6) % 7];
  const periods = weekday ? pharmacy.openingTimes[weekday] : [];
  const slots: ServiceSlot[] = [];
  for (const period of periods) {
    const opens = minutesOf(period.from);
    const closes = minutesOf(period.to);
    for (
      let minute = opens;
      minute + SERVICE_SLOT_MINUTES <= closes;
      minute += SERVICE_SLOT_MINUTES
    ) {
      const start = londonInstant(date, minute);
      slots.push({ start, end: new Date(start.getTime() + SERVICE_SLOT_MINUTES * 60_000) });
    }
  }
  return slots;
}

/**
 * The slots a patient could book for the service in [from, to): none unless the service is bookable (spec part
 * 2 §5) and bookable here (no external link); from its start date and today plus its days of notice, to its end
 * date; never one that has started.
 */
export function serviceSlots(
  pharmacy: Pick<PharmacyRow, 'openingTimes'>,
  service: PharmacyServiceRow,
  span: { from: Date; to: Date },
  now: Date,
): ServiceSlot[] {
  const today = londonDateOf(now);
  if (!isServiceBookable(service, today) || service.externalLink !== null) return [];
  const notice = earliestBookableDate(service, today);
  const first = service.startDt !== null && service.startDt > notice ? service.startDt : notice;
  const last = service.endDt;
  const slots: ServiceSlot[] = [];
  const lastDay = londonDateOf(span.to);
  for (let date = londonDateOf(span.from); date <= lastDay; date = isoDateAfter(date, 1)) {
    if (date < first || (last !== null && date > last)) continue;
    for (const slot of openingSlotsOn(pharmacy, date)) {
      if (slot.start >= span.from && slot.start < span.to && slot.start > now) slots.push(slot);
    }
  }
  return slots;
}

/** The slot of the service that starts at `start`, if the service offers one then. */
export function findServiceSlot(
  pharmacy: Pick<PharmacyRow, 'openingTimes'>,
  service: PharmacyServiceRow,
  start: Date,
  now: Date,
): ServiceSlot | undefined {
  const day = { from: new Date(start.getTime() - DAY_MS), to: new Date(start.getTime() + DAY_MS) };
  return serviceSlots(pharmacy, service, day, now).find(
    (slot) => slot.start.getTime() === start.getTime(),
  );
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
