import { pharmacyServicesPaths } from '../../../lib/route-paths';

/**
 * The service booking flow's choices (spec part 2 'Pharmacy services', booking flow 1–2), kept in the page's
 * URL (`?service=…&subType=…&month=2026-12`), as the GP appointment flow does: Back and Forward move between
 * the steps with their answers, a reload keeps them, and nothing stays in the browser once the patient leaves.
 * The date and time are chosen and booked on one page and never put in a URL. No date library here: the route
 * table reads these choices to start the date step's query (src/app/router.tsx), and would bring it along.
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

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `value` is a month as the URL and the calendar write it ('2026-12'). */
export function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** The year and month numbers of `month` (the availability query's variables: its cache key). */
export function yearAndMonth(month: string): { year: number; month: number } {
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
}

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
 * Step 2 ('Search' on step 1): the calendar opens at `month`, that of the service's first bookable date; a
 * service booked elsewhere (spec §4: 'goes straight to the time step') has no calendar, so no month.
 */
export function dateStepUrl(
  serviceId: string,
  subTypeId: string | undefined,
  month: string | undefined,
): string {
  return serviceBookingUrl(pharmacyServicesPaths.bookDate, { serviceId, subTypeId, month });
}

/** spec part 2 §4: 'Edit returns to serviceDate and clears the choices' made after the service. */
export function editServiceUrl(choices: ServiceBookingChoices): string {
  return serviceBookingUrl(pharmacyServicesPaths.bookService, {
    serviceId: choices.serviceId,
    subTypeId: choices.subTypeId,
  });
}
