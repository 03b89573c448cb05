/**
 * The reorder form's date check, apart from reminder-date.ts, whose formatting the reminders list imports:
 * @date-fns/tz (~1.8 kB gzipped) then comes with the form's schema at the first interaction
 * (src/lib/lazy-yup-resolver.ts), not with every visit to the list (issue #20).
 */
import { TZDate } from '@date-fns/tz';
import { isExistingDate } from '../../../api/src/contract';
import { isoDate, type DateParts } from '../../lib/date-of-birth';

export type ReminderDateProblem = 'dateRequired' | 'dateNotReal' | 'dateInPast';

/**
 * What is wrong with a typed reorder date and time, or undefined: all three boxes, a real date, and not before
 * now in Europe/London (spec part 2 §5: 'The date cannot be before now'). The gateway checks the same again.
 */
export function reminderDateProblem(
  parts: DateParts,
  time: string,
  now: Date = new Date(),
): ReminderDateProblem | undefined {
  const trimmed = { day: parts.day.trim(), month: parts.month.trim(), year: parts.year.trim() };
  if (!trimmed.day || !trimmed.month || !trimmed.year) return 'dateRequired';
  if (![trimmed.day, trimmed.month, trimmed.year].every((part) => /^\d+$/.test(part)))
    return 'dateNotReal';
  const date = isoDate(trimmed);
  if (trimmed.year.length !== 4 || !isExistingDate(date)) return 'dateNotReal';
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = new TZDate(year, month - 1, day, hours, minutes, 'Europe/London');
  return at.getTime() < now.getTime() ? 'dateInPast' : undefined;
}
