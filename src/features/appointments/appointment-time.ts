import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { enGB } from 'date-fns/locale';

/** Appointments are at the practice's wall-clock time, whatever the browser's zone (issue #15). */
const inLondon = { in: tz('Europe/London'), locale: enGB };

/** NHS style (CONTENT.md): '9am', '9:30am', '2:15pm'. */
export function formatAppointmentTime(iso: string): string {
  const minutes = format(iso, 'mm', inLondon);
  return format(iso, minutes === '00' ? 'haaa' : 'h:mmaaa', inLondon);
}

/** NHS style long date and time: 'Tuesday 1 December 2026, 9:30am'. */
export function formatAppointmentDateTime(iso: string): string {
  return `${formatAppointmentDate(iso)}, ${formatAppointmentTime(iso)}`;
}

/** 'Tuesday 1 December 2026' (an ISO date and time, or a YYYY-MM-DD London date). */
export function formatAppointmentDate(isoOrDate: string): string {
  const instant = isoOrDate.length === 10 ? `${isoOrDate}T12:00:00Z` : isoOrDate;
  return format(instant, 'EEEE d MMMM yyyy', inLondon);
}
