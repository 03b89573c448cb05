import { tz } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  londonDateAndTime,
  londonDayNumber,
  londonInstant,
  reorderCountdown,
  reorderTimeProblem,
  stepTimeMinutes,
  TPP_INTEGRATION_TYPE,
} from './reminder-rules';

const at = (iso: string) => Date.parse(iso);
const EMIS = 0;
const TPP = TPP_INTEGRATION_TYPE;

describe('reorderCountdown (spec part 1 §9, part 2 §2)', () => {
  it('counts whole days to a future date, plus 1 for a TPP-type patient', () => {
    const now = at('2025-06-10T08:00:00Z');
    const inThreeDays = at('2025-06-13T07:00:00Z');
    expect(reorderCountdown(inThreeDays, now, EMIS)).toEqual({ daysToGo: 3, dueForReorder: false });
    expect(reorderCountdown(inThreeDays, now, TPP)).toEqual({ daysToGo: 4, dueForReorder: false });
    expect(reorderCountdown(inThreeDays, now, null)).toEqual({ daysToGo: 3, dueForReorder: false });
  });

  it("adds nothing for today; a TPP-type patient's reminder is due for reorder today", () => {
    const now = at('2025-06-10T08:00:00Z');
    const tonight = at('2025-06-10T20:00:00Z');
    expect(reorderCountdown(tonight, now, EMIS)).toEqual({ daysToGo: 0, dueForReorder: false });
    expect(reorderCountdown(tonight, now, TPP)).toEqual({ daysToGo: 0, dueForReorder: true });
    // Earlier today counts as today too.
    const thisMorning = at('2025-06-10T06:00:00Z');
    expect(reorderCountdown(thisMorning, now, TPP)).toEqual({ daysToGo: 0, dueForReorder: true });
  });

  it('is due for reorder for a TPP-type patient once past; others see the (negative) difference', () => {
    const now = at('2025-06-10T08:00:00Z');
    const twoDaysAgo = at('2025-06-08T08:00:00Z');
    expect(reorderCountdown(twoDaysAgo, now, TPP)).toEqual({ daysToGo: -1, dueForReorder: true });
    expect(reorderCountdown(twoDaysAgo, now, EMIS)).toEqual({ daysToGo: -2, dueForReorder: false });
  });

  it('counts calendar days in Europe/London across midnight (BST), not in UTC', () => {
    // 23:30 on 10 June in London (22:30 UTC); the reminder is 00:30 on 11 June in London (23:30 UTC, still 10 June).
    const now = at('2025-06-10T22:30:00Z');
    const justAfterMidnight = at('2025-06-10T23:30:00Z');
    expect(reorderCountdown(justAfterMidnight, now, EMIS)).toEqual({
      daysToGo: 1,
      dueForReorder: false,
    });
    expect(reorderCountdown(justAfterMidnight, now, TPP)).toEqual({
      daysToGo: 2,
      dueForReorder: false,
    });
    // And back: at 00:30 on 11 June (London), a reminder for 23:30 on 10 June is yesterday's.
    expect(reorderCountdown(at('2025-06-10T22:30:00Z'), at('2025-06-10T23:30:00Z'), TPP)).toEqual({
      daysToGo: 0,
      dueForReorder: true,
    });
  });

  it('is not shifted by the change to BST (30 March 2025)', () => {
    // Saturday noon GMT → Monday 00:30 BST (Sunday 23:30 UTC): two calendar days, though only 35.5 hours.
    expect(reorderCountdown(at('2025-03-30T23:30:00Z'), at('2025-03-29T12:00:00Z'), EMIS)).toEqual({
      daysToGo: 2,
      dueForReorder: false,
    });
    // Sunday 00:30 GMT → Monday 00:30 BST: one day, though only 23 hours.
    expect(reorderCountdown(at('2025-03-30T23:30:00Z'), at('2025-03-30T00:30:00Z'), EMIS)).toEqual({
      daysToGo: 1,
      dueForReorder: false,
    });
  });

  it('is not shifted by the change back to GMT (26 October 2025)', () => {
    // 00:30 BST and 23:30 GMT on Sunday 26 October are the same London day, though 24 hours apart.
    const now = at('2025-10-25T23:30:00Z');
    const sundayNight = at('2025-10-26T23:30:00Z');
    expect(reorderCountdown(sundayNight, now, TPP)).toEqual({ daysToGo: 0, dueForReorder: true });
    expect(reorderCountdown(sundayNight, now, EMIS)).toEqual({ daysToGo: 0, dueForReorder: false });
  });
});

describe('londonDayNumber', () => {
  /** What it was before issue #20's cut: date-fns's calendar days in Europe/London since 1970-01-01. */
  const dateFnsDayNumber = (epochMs: number) =>
    differenceInCalendarDays(epochMs, '1970-01-01T00:00:00Z', { in: tz('Europe/London') });

  it('counts London calendar days from 1970-01-01 as date-fns does, through every clock change', () => {
    expect(londonDayNumber(at('1970-01-01T00:00:00Z'))).toBe(0);
    const changes = ['2025-03-30T01:00:00Z', '2025-10-26T01:00:00Z', '2026-03-29T01:00:00Z'];
    for (const change of changes) {
      // Every minute of two days either side, and the last millisecond before each minute.
      for (let ms = at(change) - 2 * 86_400_000; ms <= at(change) + 2 * 86_400_000; ms += 60_000) {
        expect(londonDayNumber(ms)).toBe(dateFnsDayNumber(ms));
        expect(londonDayNumber(ms - 1)).toBe(dateFnsDayNumber(ms - 1));
      }
    }
    // Scattered instants from 1970 to 2100 (a fixed sequence, so that a failure repeats).
    let seed = 20;
    for (let sample = 0; sample < 2_000; sample++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const ms = Math.floor((seed / 2 ** 31) * at('2100-01-01T00:00:00Z'));
      expect(londonDayNumber(ms)).toBe(dateFnsDayNumber(ms));
    }
  });

  it('changes at midnight London time in winter and in summer', () => {
    expect(londonDayNumber(at('2025-01-15T23:59:00Z'))).toBe(
      londonDayNumber(at('2025-01-15T00:00:00Z')),
    );
    expect(londonDayNumber(at('2025-01-16T00:00:00Z'))).toBe(
      londonDayNumber(at('2025-01-15T00:00:00Z')) + 1,
    );
    expect(londonDayNumber(at('2025-07-15T22:59:00Z'))).toBe(
      londonDayNumber(at('2025-07-15T00:00:00Z')),
    );
    expect(londonDayNumber(at('2025-07-15T23:00:00Z'))).toBe(
      londonDayNumber(at('2025-07-15T00:00:00Z')) + 1,
    );
  });
});

describe('londonInstant and londonDateAndTime (forms speak London wall-clock time)', () => {
  it('reads a London date and time in winter (GMT) and in summer (BST)', () => {
    expect(londonInstant('2025-01-15', '09:15')).toBe(at('2025-01-15T09:15:00Z'));
    expect(londonInstant('2025-07-15', '09:15')).toBe(at('2025-07-15T08:15:00Z'));
    expect(londonInstant('2025-07-15', '00:00')).toBe(at('2025-07-14T23:00:00Z'));
    expect(londonDateAndTime(at('2025-07-14T23:00:00Z'))).toEqual({
      date: '2025-07-15',
      time: '00:00',
    });
    expect(londonDateAndTime(at('2025-01-15T23:45:00Z'))).toEqual({
      date: '2025-01-15',
      time: '23:45',
    });
  });

  it('moves a time the clocks skip forward, as a wall clock does (30 March 2025, 01:30)', () => {
    expect(londonInstant('2025-03-30', '01:30')).toBe(at('2025-03-30T01:30:00Z'));
    expect(londonDateAndTime(at('2025-03-30T01:30:00Z')).time).toBe('02:30');
  });

  it('refuses dates that do not exist and times off the 15-minute steps', () => {
    expect(londonInstant('2025-02-31', '09:00')).toBeNull();
    expect(londonInstant('2025-2-3', '09:00')).toBeNull();
    expect(londonInstant('2025-02-03', '09:10')).toBeNull();
    expect(londonInstant('2025-02-03', '24:00')).toBeNull();
    expect(stepTimeMinutes('12:45')).toBe(765);
    expect(stepTimeMinutes('12:45:00')).toBe(765);
    expect(stepTimeMinutes('12:44')).toBeNull();
    expect(stepTimeMinutes('noon')).toBeNull();
  });
});

describe('reorderTimeProblem (spec part 2 §5: the date cannot be before now)', () => {
  const now = at('2025-06-10T08:05:00Z'); // 09:05 in London
  it('takes a time later today or any later day', () => {
    expect(reorderTimeProblem('2025-06-10', '09:15', now)).toEqual({
      at: at('2025-06-10T08:15:00Z'),
    });
    expect(reorderTimeProblem('2025-06-11', '00:00', now)).toEqual({
      at: at('2025-06-10T23:00:00Z'),
    });
  });
  it('refuses a time already gone, even on the same day', () => {
    expect(reorderTimeProblem('2025-06-10', '09:00', now)).toEqual({ problem: 'past' });
    expect(reorderTimeProblem('2025-06-09', '23:45', now)).toEqual({ problem: 'past' });
    expect(reorderTimeProblem('2025-06-10', '9:00', now)).toEqual({ problem: 'invalid' });
  });
});
