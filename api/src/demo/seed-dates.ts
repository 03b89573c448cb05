/**
 * Dates for the demo data, relative to when the seed runs, so the demo reads as current: issue dates a few
 * weeks back, reminders due today. "Today" is the calendar day in Europe/London, where the app's users are.
 */

const DAY_MS = 86_400_000;

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The London calendar date `days` days after `from` (negative for before), as "YYYY-MM-DD". */
export function londonDateAfter(from: Date, days: number): string {
  return londonDay.format(new Date(from.getTime() + days * DAY_MS));
}

/**
 * 09:00 UTC on the London calendar date `days` days after `from`: 09:00 or 10:00 in London, the same
 * London day whatever the season.
 */
export function morningOfLondonDay(from: Date, days: number): Date {
  return new Date(`${londonDateAfter(from, days)}T09:00:00Z`);
}

/** `from` moved by whole days and hours, for order dates. */
export function timeBefore(from: Date, amount: { days?: number; hours?: number }): Date {
  return new Date(from.getTime() - (amount.days ?? 0) * DAY_MS - (amount.hours ?? 0) * 3_600_000);
}
