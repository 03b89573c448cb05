import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { enGB } from 'date-fns/locale';

/**
 * Times and dates as the NHS writes them, at the practice's wall-clock time (Europe/London) whatever the
 * browser's zone: appointments (issue #15) and messages (issue #16).
 */
const inLondon = { in: tz('Europe/London'), locale: enGB };

/** NHS style (CONTENT.md): '9am', '9:30am', '2:15pm'. */
export function formatLondonTime(iso: string): string {
  const minutes = format(iso, 'mm', inLondon);
  return format(iso, minutes === '00' ? 'haaa' : 'h:mmaaa', inLondon);
}

/** 'Tuesday 1 December 2026' (an ISO date and time, or a YYYY-MM-DD London date). */
export function formatLondonLongDate(isoOrDate: string): string {
  const instant = isoOrDate.length === 10 ? `${isoOrDate}T12:00:00Z` : isoOrDate;
  return format(instant, 'EEEE d MMMM yyyy', inLondon);
}

/** NHS style long date and time: 'Tuesday 1 December 2026, 9:30am'. */
export function formatLondonDateTime(iso: string): string {
  return `${formatLondonLongDate(iso)}, ${formatLondonTime(iso)}`;
}

/** '1 December 2026'. */
export function formatLondonDate(iso: string): string {
  return format(iso, 'd MMMM yyyy', inLondon);
}

/** Whether the instant falls on the same London calendar day as `now`. */
export function isLondonToday(iso: string, now: Date = new Date()): boolean {
  return format(iso, 'yyyy-MM-dd', inLondon) === format(now, 'yyyy-MM-dd', inLondon);
}
