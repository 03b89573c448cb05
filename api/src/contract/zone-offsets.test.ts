import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { HourlyZoneOffsets } from './zone-offsets';

const at = (iso: string) => Date.parse(iso);

describe('HourlyZoneOffsets', () => {
  it('asks the time-zone database once an hour, not once per instant', () => {
    let lookups = 0;
    const offsets = new HourlyZoneOffsets((instant) => {
      lookups++;
      return tzOffset('Europe/London', instant);
    });
    const hour = at('2031-05-06T09:00:00Z');
    for (let minute = 0; minute < 60; minute++) {
      expect(offsets.offsetMs(hour + minute * 60_000)).toBe(3_600_000);
    }
    // The hour's first and last millisecond, then nothing more for the rest of it.
    expect(lookups).toBe(2);
  });

  it('keeps no offset for an hour whose ends differ, and answers each instant of it', () => {
    // A zone whose offset changes at half past: never so in the database today, but not assumed.
    const changesAtHalfPast = new HourlyZoneOffsets((instant) =>
      instant.getUTCMinutes() < 30 ? 0 : 60,
    );
    const hour = at('2031-05-06T09:00:00Z');
    expect(changesAtHalfPast.offsetMs(hour + 10 * 60_000)).toBe(0);
    expect(changesAtHalfPast.offsetMs(hour + 40 * 60_000)).toBe(3_600_000);
    expect(changesAtHalfPast.offsetMs(hour + 20 * 60_000)).toBe(0);
  });
});
