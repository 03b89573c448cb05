import { dateTimeFormat } from './intl-formats';

/**
 * Formats a daily reminder's wall-clock time (Europe/London, 'HH:mm:ss') as NHS style writes times:
 * '8:00am', '6:30pm' (NHS content style: no space, lower case). Intl does the formatting (CONTENT.md);
 * the time is placed on a winter day, when Europe/London is UTC, so no daylight-saving shift applies.
 */
export function formatReminderTime(reminderTime: string, language: string): string {
  const match = /(\d{1,2}):(\d{2})/.exec(reminderTime);
  // Not a time after all: show what the server sent rather than break the page.
  if (!match) return reminderTime;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  const instant = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  return dateTimeFormat(language, reminderTimeOptions)
    .formatToParts(instant)
    .filter((part) => part.type !== 'literal' || part.value.trim() !== '')
    .map((part) => (part.type === 'dayPeriod' ? part.value.toLowerCase() : part.value))
    .join('');
}

const reminderTimeOptions: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: 'Europe/London',
};
