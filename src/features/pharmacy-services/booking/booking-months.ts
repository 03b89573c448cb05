import { tz } from '@date-fns/tz';
import { addMonths, endOfMonth, format, parse } from 'date-fns';
import { enGB } from 'date-fns/locale';

/**
 * The booking calendar's months (spec part 2 'Pharmacy services', booking flow 2; §4 and §9: availability is
 * fetched per calendar month and cached per month and year). A month is 'YYYY-MM' and a date 'YYYY-MM-DD',
 * both on the pharmacy's wall clock (Europe/London) whatever the browser's zone.
 */
const london = tz('Europe/London');

/** The month a 'YYYY-MM-DD' date (or an ISO instant, read in London) falls in. */
export function monthOf(dateOrInstant: string): string {
  return dateOrInstant.length === 10
    ? dateOrInstant.slice(0, 7)
    : format(dateOrInstant, 'yyyy-MM', { in: london });
}

/** The month `count` months after `month` (before it when negative). */
export function addMonthsTo(month: string, count: number): string {
  return format(addMonths(parseMonth(month), count), 'yyyy-MM');
}

/** `month` kept within [first, last]: a month outside the service's dates shows the nearest one. */
export function clampMonth(month: string, first: string, last: string): string {
  if (month < first) return first;
  return month > last ? last : month;
}

/** The month's first and last dates ('2026-12-01', '2026-12-31'). */
export function monthSpan(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: format(endOfMonth(parseMonth(month)), 'yyyy-MM-dd') };
}

/** 'December 2026'. */
export function formatMonth(month: string): string {
  return format(parseMonth(month), 'MMMM yyyy', { locale: enGB });
}

function parseMonth(month: string): Date {
  return parse(`${month}-01`, 'yyyy-MM-dd', new Date(2000, 0, 1));
}
