/** A pharmacy's opening hours as the contract names them (spec part 2 §3 pharmacyOpeningTimes). */

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** One opening period of a day, 24-hour `HH:mm`. */
export interface OpeningPeriod {
  from: string;
  to: string;
}

/** Every weekday, always all seven keys; an empty list means closed that day. */
export type OpeningTimes = Record<Weekday, OpeningPeriod[]>;

/** A week with no opening periods at all: what a pharmacy without known hours shows. */
export function closedWeek(): OpeningTimes {
  return Object.fromEntries(weekdays.map((day) => [day, []])) as unknown as OpeningTimes;
}

/**
 * Reads the compact form the directory file uses, one string per weekday from Monday: periods separated by
 * spaces, each `HH:mm-HH:mm`, and the empty string for a closed day ("09:00-13:00 14:00-17:30").
 */
export function parseCompactOpeningTimes(days: readonly string[]): OpeningTimes {
  if (days.length !== weekdays.length) {
    throw new Error(`opening times need ${weekdays.length} days, not ${days.length}`);
  }
  const week = closedWeek();
  weekdays.forEach((day, index) => {
    week[day] = (days[index] ?? '')
      .split(' ')
      .filter(Boolean)
      .map((period) => {
        const match = /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(period);
        if (!match?.[1] || !match[2]) throw new Error(`bad opening period "${period}"`);
        return { from: match[1], to: match[2] };
      });
  });
  return week;
}

/** The same hours Monday to Friday, then Saturday's and Sunday's, each in the compact form above. */
export function sameWeekdays(weekday: string, saturday: string, sunday: string): OpeningTimes {
  return parseCompactOpeningTimes([...Array<string>(5).fill(weekday), saturday, sunday]);
}

/** The inverse of parseCompactOpeningTimes. */
export function toCompactOpeningTimes(week: OpeningTimes): string[] {
  return weekdays.map((day) => week[day].map(({ from, to }) => `${from}-${to}`).join(' '));
}
