/**
 * The calendar date in Europe/London as YYYY-MM-DD: the one place the app reads London's day (the day the
 * 16-year rule counts from, a reminder's date is measured against, a message's "today"). Its own module,
 * without the date-of-birth rules and the contract's date checks, so that a list showing dates does not
 * fetch those (issue #20). The formatter is made at the first use, not on load.
 */
import { LONDON_DAY_LOCALE } from './intl-warm-up';

let londonDayFormat: Intl.DateTimeFormat | undefined;

/** The London calendar date of an instant (a Date or an ISO date and time). */
export function londonDateOf(instant: Date | string): string {
  londonDayFormat ??= new Intl.DateTimeFormat(LONDON_DAY_LOCALE, {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return londonDayFormat.format(new Date(instant));
}

/** Today's date in London. */
export function londonToday(now: Date = new Date()): string {
  return londonDateOf(now);
}
