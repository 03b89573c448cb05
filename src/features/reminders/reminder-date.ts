import type { DateParts } from '../../lib/date-of-birth';
import { dateTimeFormat } from '../../lib/intl-formats';
import { londonToday } from '../../lib/london-today';

/** A Europe/London date (YYYY-MM-DD) written in full with its weekday: 'Tuesday 10 June 2025' (CONTENT.md). */
export function formatReminderDate(localDate: string, language: string): string {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  // Noon UTC of that date is the same date in London whatever the season.
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  return dateTimeFormat(language, reminderDateOptions).format(noon).replace(',', '');
}

const reminderDateOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
};

/** The 96 times of a day in 15-minute steps, HH:mm (spec part 2 §9: 'Time pickers use 15-minute intervals'). */
export const quarterHourTimes: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`;
});

/** The date boxes of a YYYY-MM-DD date, as a person would type them ('5', '3', '2026'). */
export function datePartsOf(localDate: string): DateParts {
  const [year = '', month = '', day = ''] = localDate.split('-');
  return { day: String(Number(day)), month: String(Number(month)), year };
}

/** The London date `days` after today, YYYY-MM-DD (the reorder presets: 2 weeks, 4 weeks, 90 days, 1 day). */
export function londonDateInDays(days: number, now: Date = new Date()): string {
  const [year, month, day] = londonToday(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
