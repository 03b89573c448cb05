/**
 * The reminder rules of the home schedule card (spec part 1 §2 'Home screen', §9; part 2 §2 'Reminders screen',
 * §9), in one place. Calendar days are Europe/London's, whatever the server's time zone.
 */

/** spec part 1 §9 / part 2 §9: 'at most 3 daily and 3 reorder reminders' on the home schedule card. */
export const HOME_SCHEDULE_LIMIT = 3;

/** spec part 1 §3: 'integrationType 1 means a TPP-type system'. */
export const TPP_INTEGRATION_TYPE = 1;

const MS_PER_DAY = 86_400_000;
const londonDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The Europe/London calendar date of an instant, as a whole number of days since 1970-01-01. */
export function londonDayNumber(epochMs: number): number {
  const parts = londonDate.formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / MS_PER_DAY;
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
