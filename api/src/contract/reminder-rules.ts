/**
 * The reminder rules the app's pickers, the gateway and the API all hold to (spec part 2 §5 and §9): times in
 * 15-minute steps, a reorder date never before now, medicine search from 2 characters.
 */

/** spec part 2 §9: 'Time pickers use 15-minute intervals.' */
export const REMINDER_TIME_STEP_MINUTES = 15;

/** spec part 2 §9: 'Daily reminder default time 12:00:00.' */
export const DAILY_REMINDER_DEFAULT_TIME = '12:00:00';

/** spec part 2 §5: 'Medicine search starts at 2 or more characters.' */
export const MEDICINE_SEARCH_MIN_LENGTH = 2;
/** Longer than any medicine name; a bound for the schema, not a rule a user meets. */
export const MEDICINE_SEARCH_MAX_LENGTH = 100;

/** A reminder's description (the medicine's name as shown): at most 200 characters. */
export const REMINDER_DESCRIPTION_MAX_LENGTH = 200;

/** "HH:mm:ss", 00:00:00 to 23:59:59: a daily reminder's time of day (spec part 2 §3). */
export const DAILY_REMINDER_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$';

/**
 * True when the instant is on a 15-minute step of the clock, to the millisecond. UK offsets are whole hours,
 * so a step in UTC is a step in Europe/London.
 */
export function isOnReminderTimeStep(instant: Date): boolean {
  const stepMs = REMINDER_TIME_STEP_MINUTES * 60_000;
  return instant.getTime() % stepMs === 0;
}

/** True for "HH:mm:ss" on a 15-minute step ("08:15:00", not "08:10:00" or "08:15:30"). */
export function isDailyReminderTimeOnStep(time: string): boolean {
  const match = /^(\d{2}):(\d{2}):(\d{2})$/.exec(time);
  if (!match) return false;
  return Number(match[2]) % REMINDER_TIME_STEP_MINUTES === 0 && match[3] === '00';
}

/** True when a reorder reminder may be set for this instant: on a step and not before now (spec part 2 §5). */
export function isReorderReminderTimeAllowed(instant: Date, now: Date): boolean {
  return isOnReminderTimeStep(instant) && instant.getTime() >= now.getTime();
}

/** The medicine search's text as matched: trimmed, runs of white space as one space, lower case. */
export function normaliseMedicineSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
