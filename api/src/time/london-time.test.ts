import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { compactTimeOf, londonDateOf, londonInstant, weekdayOf } from './london-time';

const DAY_MS = 86_400_000;
/** Days around each clock change of 2025 and 2026, and two ordinary days. */
const DAYS = [
  '2025-03-29',
  '2025-03-30',
  '2025-03-31',
  '2025-10-25',
  '2025-10-26',
  '2025-10-27',
  '2026-03-29',
  '2026-10-25',
  '2026-01-01',
  '2026-07-01',
];

/** What the simulated systems used before the cut: a TZDate for each wall-clock time. */
function tzDateInstant(date: string, minuteOfDay: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(
    new TZDate(year, month - 1, day, 0, minuteOfDay, 'Europe/London').getTime(),
  ).toISOString();
}

describe('londonInstant', () => {
  it('gives the instant TZDate gives for every 15 minutes of the days around each clock change', () => {
    for (const date of DAYS)
      for (let minute = 0; minute < 24 * 60; minute += 15)
        expect(londonInstant(date, minute).toISOString(), `${date} +${minute} min`).toBe(
          tzDateInstant(date, minute),
        );
  });

  it('is GMT in winter and BST in summer', () => {
    expect(londonInstant('2026-01-15', 9 * 60).toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(londonInstant('2026-07-15', 9 * 60).toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });
});

describe('londonDateOf', () => {
  it('turns at London midnight, through the clock changes', () => {
    expect(londonDateOf(new Date('2026-07-15T22:59:59Z'))).toBe('2026-07-15');
    expect(londonDateOf(new Date('2026-07-15T23:00:00Z'))).toBe('2026-07-16');
    expect(londonDateOf(new Date('2026-01-15T23:59:59Z'))).toBe('2026-01-15');
    expect(londonDateOf(new Date('2026-01-16T00:00:00Z'))).toBe('2026-01-16');
    for (const date of DAYS) {
      const midnight = londonInstant(date, 0).getTime();
      expect(londonDateOf(new Date(midnight))).toBe(date);
      expect(londonDateOf(new Date(midnight - 1))).not.toBe(date);
      expect(londonDateOf(new Date(midnight + DAY_MS / 2))).toBe(date);
    }
  });
});

describe('weekdayOf and compactTimeOf', () => {
  it('name the calendar date’s weekday and the wall-clock time', () => {
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(weekdayOf('2026-12-12')).toBe(6);
    expect(compactTimeOf(9 * 60)).toBe('0900');
    expect(compactTimeOf(10 * 60 + 45)).toBe('1045');
  });
});
