import type { Weekday } from '../../gql/graphql';
import { dateTimeFormat } from '../../lib/intl-formats';

const weekdays: Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

/** A weekday's name in the user's language, by Intl (CONTENT.md: dates and times by Intl). */
export function weekdayName(day: Weekday, language: string): string {
  // 5 January 2026 was a Monday.
  const date = new Date(Date.UTC(2026, 0, 5 + weekdays.indexOf(day), 12));
  return dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** A 24-hour 'HH:mm' as the user's language writes a time of day ('9:00 am'); other text as it is. */
export function formatTimeOfDay(time: string, language: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  const date = new Date(Date.UTC(2026, 0, 5, Number(match[1]), Number(match[2])));
  return dateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    // 'h12', not hour12 (which gives en-GB '0:00 pm' at noon).
    hourCycle: 'h12',
    timeZone: 'UTC',
  }).format(date);
}

/** One opening period's times, formatted, for the catalogue's '{{from}} to {{to}}'. */
export function formatOpeningPeriod(
  period: { from: string; to: string },
  language: string,
): { from: string; to: string } {
  return { from: formatTimeOfDay(period.from, language), to: formatTimeOfDay(period.to, language) };
}
