import { formatLondonDate, formatLondonTime, isLondonToday } from '../../lib/london-date-time';

/**
 * spec part 2 'Messages list': 'the time if the message is today, otherwise a date' ('10:30am', '3 March
 * 2026'), in Europe/London. The spec leaves the short date's format open; NHS style writes dates in full.
 */
export function formatThreadTime(iso: string, now: Date = new Date()): string {
  return isLondonToday(iso, now) ? formatLondonTime(iso) : formatLondonDate(iso);
}
