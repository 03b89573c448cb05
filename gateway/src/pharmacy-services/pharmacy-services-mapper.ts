import { TZDate } from '@date-fns/tz';
import {
  earliestBookableDate,
  isServiceBookable,
  SERVICE_SLOT_MINUTES,
} from '../../../api/src/contract';
import type {
  PharmacyService,
  ServiceAvailability,
  ServiceBooking,
} from '../generated/resolvers-types';
import type {
  RestAvailability,
  RestPharmacyService,
  RestServiceBooking,
} from './pharmacy-services-upstream';

/** Pharmacy services keep the pharmacy's wall clock: the UK's, whatever the server's time zone. */
const PHARMACY_TIME_ZONE = 'Europe/London';
const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PHARMACY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/London calendar date of an instant, YYYY-MM-DD. */
export function londonDateOf(instant: Date | number): string {
  return londonDay.format(instant);
}

/**
 * The UTC span of a London calendar month, as the availability call asks for it (spec part 2 §7 'dateFrom,
 * dateTo (UTC, one-month span)'): from the first day's midnight to the next month's.
 */
export function londonMonthSpan(year: number, month: number): { dateFrom: string; dateTo: string } {
  const midnight = (y: number, m: number) =>
    new Date(new TZDate(y, m - 1, 1, PHARMACY_TIME_ZONE).getTime()).toISOString();
  return {
    dateFrom: midnight(year, month),
    dateTo: month === 12 ? midnight(year + 1, 1) : midnight(year, month + 1),
  };
}

/** REST service → GraphQL, with spec part 2 §5's bookability for `today` (London, YYYY-MM-DD). */
export function mapPharmacyService(rest: RestPharmacyService, today: string): PharmacyService {
  const notice = earliestBookableDate(rest, today);
  return {
    id: rest.id,
    serviceNameId: rest.serviceNameId,
    name: rest.name,
    subTypes: rest.subServices.map((sub) => ({ serviceNameId: sub.serviceNameId, name: sub.name })),
    hasSubTypes: rest.hasServiceSubTypes,
    externalLink: rest.externalLink,
    externalLinkText: rest.externalLinkText,
    externalDescription: rest.externalDescription,
    pricingInformation: rest.pricingInformation,
    startDate: rest.startDt,
    endDate: rest.endDt,
    active: rest.active,
    daysBookableInAdvance: rest.daysBookableInAdvance,
    bookable: isServiceBookable(rest, today),
    firstBookableDate: rest.startDt !== null && rest.startDt > notice ? rest.startDt : notice,
    consultationType: rest.consultationType,
  };
}

export function mapAvailability(
  rest: RestAvailability,
  query: { serviceId: string; year: number; month: number },
): ServiceAvailability {
  return {
    ...query,
    availableDates: rest.days.map((day) => day.availableDate),
    slots: rest.availability.map((slot) => {
      const start = new Date(slot.start);
      return {
        start: start.toISOString(),
        end: new Date(start.getTime() + SERVICE_SLOT_MINUTES * 60_000).toISOString(),
        date: londonDateOf(start),
        available: slot.isAvailable,
      };
    }),
  };
}

/** REST booking → GraphQL; cancellable until it starts. The cancellation key stays in the gateway. */
export function mapServiceBooking(rest: RestServiceBooking, now: number): ServiceBooking {
  const video = rest.vcJoinLink !== null;
  return {
    id: rest.id,
    serviceId: rest.serviceId,
    serviceName: rest.name,
    subType: rest.serviceSubType,
    start: rest.start,
    end: rest.end,
    consultationType: video ? 'Video' : 'InPerson',
    locationInformation: rest.locationInformation,
    videoLink: rest.vcJoinLink,
    videoPassword: rest.vcPassword,
    canBeCancelled: Date.parse(rest.start) > now,
  };
}
