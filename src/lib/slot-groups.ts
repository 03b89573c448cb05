/**
 * Free dates and times grouped as the booking flows show them: dates by week (Monday to Sunday), times by
 * part of the day at Europe/London (GP appointments, issue #15; pharmacy services, issue #17).
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

/** The Monday (YYYY-MM-DD) of the week a YYYY-MM-DD date falls in: weeks run Monday to Sunday in the UK. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}

/** The session dates, once each, in order, grouped by the week they fall in. */
export function datesByWeek(dates: readonly string[]): { monday: string; dates: string[] }[] {
  const weeks = new Map<string, string[]>();
  for (const date of [...new Set(dates)].sort()) {
    const monday = mondayOf(date);
    weeks.set(monday, [...(weeks.get(monday) ?? []), date]);
  }
  return [...weeks].map(([monday, inWeek]) => ({ monday, dates: inWeek }));
}

export type PartOfDay = 'morning' | 'afternoon';

/** Whether a slot starts before noon at the practice (Europe/London), whatever the browser's zone. */
export function partOfDay(iso: string): PartOfDay {
  return Number(format(iso, 'H', { in: tz('Europe/London') })) < 12 ? 'morning' : 'afternoon';
}

/** Items in start order, grouped morning then afternoon (a part with none is left out). */
export function byPartOfDay<T extends { startTime: string }>(
  items: readonly T[],
): { part: PartOfDay; items: T[] }[] {
  const sorted = [...items].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  return (['morning', 'afternoon'] as const)
    .map((part) => ({ part, items: sorted.filter((item) => partOfDay(item.startTime) === part) }))
    .filter((group) => group.items.length > 0);
}
