import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import {
  formatLondonDate,
  formatLondonLongDate,
  formatLondonTime,
  isLondonToday,
} from './london-date-time';

/** What these functions wrote through date-fns with @date-fns/tz before they used Intl alone. */
const inLondon = { in: tz('Europe/London'), locale: enGB };
const dateFns = {
  time: (iso: string) =>
    format(iso, format(iso, 'mm', inLondon) === '00' ? 'haaa' : 'h:mmaaa', inLondon),
  longDate: (iso: string) => format(iso, 'EEEE d MMMM yyyy', inLondon),
  date: (iso: string) => format(iso, 'd MMMM yyyy', inLondon),
  day: (iso: string) => format(iso, 'yyyy-MM-dd', inLondon),
};

/** Every 137 minutes over a year (so every minute of the hour comes round), and around both clock changes. */
const instants = [
  ...Array.from({ length: (366 * 24 * 60) / 137 }, (_, index) =>
    new Date(Date.UTC(2026, 0, 1) + index * 137 * 60_000).toISOString(),
  ),
  '2026-03-29T00:59:00Z',
  '2026-03-29T01:00:00Z',
  '2026-10-25T00:59:00Z',
  '2026-10-25T01:00:00Z',
  '2026-12-31T23:59:59Z',
  '2026-06-30T23:30:00Z',
];

describe('London dates and times (NHS style)', () => {
  it('writes what date-fns with the British locale wrote, at London time', () => {
    const differences = instants.filter(
      (iso) =>
        formatLondonTime(iso) !== dateFns.time(iso) ||
        formatLondonLongDate(iso) !== dateFns.longDate(iso) ||
        formatLondonDate(iso) !== dateFns.date(iso),
    );
    expect(differences).toEqual([]);
  });

  it('writes the NHS forms', () => {
    expect(formatLondonTime('2026-12-01T09:00:00Z')).toBe('9am');
    expect(formatLondonTime('2026-12-01T00:05:00Z')).toBe('12:05am');
    expect(formatLondonTime('2026-06-01T11:15:00Z')).toBe('12:15pm');
    expect(formatLondonLongDate('2026-03-29')).toBe('Sunday 29 March 2026');
    expect(formatLondonDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
  });

  it('tells the London day, not the UTC one', () => {
    const now = new Date('2026-06-30T23:30:00Z'); // 00:30 on 1 July in London
    expect(isLondonToday('2026-07-01T10:00:00Z', now)).toBe(true);
    expect(isLondonToday('2026-06-30T22:59:00Z', now)).toBe(false);
    expect(
      instants
        .slice(0, 400)
        .filter(
          (iso) =>
            isLondonToday(iso, now) !== (dateFns.day(iso) === dateFns.day(now.toISOString())),
        ),
    ).toEqual([]);
  });
});
