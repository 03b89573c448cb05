import { pharmacyServicesPaths } from '../../../lib/route-paths';
import { isMonth, monthOf } from './booking-months';

/**
 * The service booking flow's choices (spec part 2 'Pharmacy services', booking flow 1–2), kept in the page's
 * URL (`?service=…&subType=…&month=2026-12`), as the GP appointment flow does: Back and Forward move between
 * the steps with their answers, a reload keeps them, and nothing stays in the browser once the patient leaves.
 * The date and time are chosen and booked on one page and never put in a URL.
 */
export interface ServiceBookingChoices {
  serviceId?: string;
  /** The chosen sub type's serviceNameId, when the service has sub types. */
  subTypeId?: string;
  /** The calendar's month, 'YYYY-MM'. */
  month?: string;
}

/** The choices' names in the URL. */
const params = {
  serviceId: 'service',
  subTypeId: 'subType',
  month: 'month',
} as const satisfies Record<keyof ServiceBookingChoices, string>;

/** The longest id the gateway takes. */
const ID_MAX_LENGTH = 100;

const anId = (value: string | null) =>
  value !== null && value !== '' && value.length <= ID_MAX_LENGTH ? value : undefined;

/** The choices in a step's URL; anything malformed counts as not chosen. */
export function readServiceBookingChoices(search: URLSearchParams): ServiceBookingChoices {
  const month = search.get(params.month);
  const choices: ServiceBookingChoices = {
    serviceId: anId(search.get(params.serviceId)),
    subTypeId: anId(search.get(params.subTypeId)),
    month: isMonth(month) ? month : undefined,
  };
  return Object.fromEntries(Object.entries(choices).filter(([, value]) => value !== undefined));
}

/** The URL of a step with these choices. */
export function serviceBookingUrl(path: string, choices: ServiceBookingChoices): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params) as (keyof ServiceBookingChoices)[]) {
    const value = choices[key];
    if (value !== undefined) search.set(params[key], value);
  }
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * Step 2 ('Search' on step 1): the calendar opens at the month of the service's first bookable date; a
 * service booked elsewhere (spec §4: 'goes straight to the time step') has no calendar, so no month.
 */
export function dateStepUrl(
  serviceId: string,
  subTypeId: string | undefined,
  firstBookableDate: string | undefined,
): string {
  return serviceBookingUrl(pharmacyServicesPaths.bookDate, {
    serviceId,
    subTypeId,
    month: firstBookableDate === undefined ? undefined : monthOf(firstBookableDate),
  });
}

/** spec part 2 §4: 'Edit returns to serviceDate and clears the choices' made after the service. */
export function editServiceUrl(choices: ServiceBookingChoices): string {
  return serviceBookingUrl(pharmacyServicesPaths.bookService, {
    serviceId: choices.serviceId,
    subTypeId: choices.subTypeId,
  });
}
