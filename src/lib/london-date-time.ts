import { londonDateOf } from './london-today';

/**
 * Times and dates as the NHS writes them, at the practice's wall-clock time (Europe/London) whatever the
 * browser's zone: appointments (issue #15) and messages (issue #16). Through the browser's own Intl rather
 * than date-fns's `format` with its British locale and @date-fns/tz, which cost the appointments and
 * messages pages ~7.5 kB gzipped until idle (issue #20) for these few fixed patterns; the month and weekday
 * names are Intl's British English ones, as date-fns's `enGB` has them.
 */

interface LondonParts {
  weekday: string;
  day: number;
  month: string;
  year: number;
  /** 0–23. */
  hour: number;
  minute: number;
}

let londonFormat: Intl.DateTimeFormat | undefined;

/** The instant's London date and time, in parts (the formatter made at the first use, not on load). */
function londonParts(instant: string | Date): LondonParts {
  londonFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = new Map<string, string>();
  for (const { type, value } of londonFormat.formatToParts(new Date(instant)))
    parts.set(type, value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '';
  return {
    weekday: part('weekday'),
    day: Number(part('day')),
    month: part('month'),
    year: Number(part('year')),
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
  };
}

/** NHS style (CONTENT.md): '9am', '9:30am', '2:15pm'. */
export function formatLondonTime(iso: string): string {
  const { hour, minute } = londonParts(iso);
  const clock = hour % 12 || 12;
  const suffix = hour < 12 ? 'am' : 'pm';
  return minute === 0
    ? `${clock}${suffix}`
    : `${clock}:${String(minute).padStart(2, '0')}${suffix}`;
}

/** 'Tuesday 1 December 2026' (an ISO date and time, or a YYYY-MM-DD London date). */
export function formatLondonLongDate(isoOrDate: string): string {
  const instant = isoOrDate.length === 10 ? `${isoOrDate}T12:00:00Z` : isoOrDate;
  const { weekday, day, month, year } = londonParts(instant);
  return `${weekday} ${day} ${month} ${year}`;
}

/** NHS style long date and time: 'Tuesday 1 December 2026, 9:30am'. */
export function formatLondonDateTime(iso: string): string {
  return `${formatLondonLongDate(iso)}, ${formatLondonTime(iso)}`;
}

/** '1 December 2026'. */
export function formatLondonDate(iso: string): string {
  const { day, month, year } = londonParts(iso);
  return `${day} ${month} ${year}`;
}

/** Whether the instant falls on the same London calendar day as `now`. */
export function isLondonToday(iso: string, now: Date = new Date()): boolean {
  return londonDateOf(iso) === londonDateOf(now);
}
