/**
 * The reminder rules of the home schedule card (spec part 1 §2 'Home screen', §9; part 2 §2 'Reminders screen',
 * §9), in one place. Calendar days are Europe/London's, whatever the server's time zone.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import { HourlyZoneOffsets } from '../../../api/src/contract';

/** spec part 1 §9 / part 2 §9: 'at most 3 daily and 3 reorder reminders' on the home schedule card. */
export const HOME_SCHEDULE_LIMIT = 3;

/** spec part 1 §3: 'integrationType 1 means a TPP-type system'. */
export const TPP_INTEGRATION_TYPE = 1;

/** Reminders keep the patient's wall clock: the UK's, whatever the server's time zone. */
const LONDON = 'Europe/London';
const DAY_MS = 86_400_000;
const londonOffsets = new HourlyZoneOffsets((at) => tzOffset(LONDON, at));

/** The Europe/London calendar date of an instant, as a whole number of days since 1970-01-01. */
export function londonDayNumber(epochMs: number): number {
  return Math.floor((epochMs + londonOffsets.offsetMs(epochMs)) / DAY_MS);
}

/** Whether two instants fall on the same Europe/London calendar date. */
export function isSameLondonDay(a: number, b: number): boolean {
  return londonDayNumber(a) === londonDayNumber(b);
}

export interface ReorderCountdown {
  daysToGo: number;
  dueForReorder: boolean;
}

/**
 * What a reorder reminder shows: the days to go, or 'Due for reorder'. The one implementation of spec part 1 §9
 * ('Reorder reminder days-to-go is the day difference from now, plus 1 for TPP-type patients when the date is not
 * today; for TPP-type patients 'Due for reorder' shows only once the date is today or past') and part 2 §2 (the
 * same rule on the reminders screen). The day difference is between Europe/London calendar dates, so a reminder
 * for 00:30 tomorrow is 1 day to go at 23:30 tonight, and a clock change does not shift it.
 */
export function reorderCountdown(
  reminderAtMs: number,
  nowMs: number,
  integrationType: number | null | undefined,
): ReorderCountdown {
  const tpp = integrationType === TPP_INTEGRATION_TYPE;
  const difference = londonDayNumber(reminderAtMs) - londonDayNumber(nowMs);
  const today = difference === 0;
  return {
    daysToGo: difference + (tpp && !today ? 1 : 0),
    dueForReorder: tpp && difference <= 0,
  };
}

/** spec part 2 §9: 'Time pickers use 15-minute intervals.' */
export const REMINDER_STEP_MINUTES = 15;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{2}):(\d{2})(?::00)?$/;

/** A wall-clock time `HH:mm` (or `HH:mm:00`) on a 15-minute step, as minutes after midnight; else null. */
export function stepTimeMinutes(time: string): number | null {
  const match = LOCAL_TIME.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59 || minutes % REMINDER_STEP_MINUTES !== 0) return null;
  return hours * 60 + minutes;
}

/**
 * The instant of a Europe/London date (`YYYY-MM-DD`) and 15-minute-step time (`HH:mm`), or null when either is
 * not one. A time the clocks skip (01:30 on the day BST starts) moves forward an hour, as a wall clock does.
 */
export function londonInstant(date: string, time: string): number | null {
  const day = LOCAL_DATE.exec(date);
  const minutes = stepTimeMinutes(time);
  if (!day || minutes === null) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const instant = new TZDate(year, month - 1, dayOfMonth, 0, minutes, LONDON);
  // A date that does not exist (31 February) rolls over: refuse it rather than remind on another day.
  if (instant.getMonth() !== month - 1 || instant.getDate() !== dayOfMonth) return null;
  return instant.getTime();
}

/** The Europe/London date (`YYYY-MM-DD`) and time (`HH:mm`) of an instant: what the forms show. */
export function londonDateAndTime(epochMs: number): { date: string; time: string } {
  const local = new TZDate(epochMs, LONDON);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

export type ReorderTimeProblem = 'invalid' | 'past';

/**
 * spec part 2 §2 'New reorder reminder', §5, §9: a reorder reminder needs a date and a time in 15-minute steps,
 * and 'The date cannot be before now'.
 */
export function reorderTimeProblem(
  date: string,
  time: string,
  nowMs: number,
): { problem: ReorderTimeProblem } | { at: number } {
  const at = londonInstant(date, time);
  if (at === null) return { problem: 'invalid' };
  if (at < nowMs) return { problem: 'past' };
  return { at };
}
