import { describe, expect, it } from 'vitest';
import { earliestBookableDate, isoDateAfter, isServiceBookable } from './pharmacy-service-rules';

const today = '2026-02-26';
const service = (
  endDt: string | null,
  daysBookableInAdvance: number | null = 3,
  active = true,
) => ({
  active,
  endDt,
  daysBookableInAdvance,
});

describe('pharmacy service bookability (spec part 2 §5)', () => {
  it('is bookable when the end date is exactly today plus daysBookableInAdvance', () => {
    expect(isServiceBookable(service('2026-03-01'), today)).toBe(true);
  });

  it('is not bookable when the end date is one day before that', () => {
    expect(isServiceBookable(service('2026-02-28'), today)).toBe(false);
  });

  it('is bookable when the end date is one day after that', () => {
    expect(isServiceBookable(service('2026-03-02'), today)).toBe(true);
  });

  it('is bookable without an end date, and never when inactive', () => {
    expect(isServiceBookable(service(null), today)).toBe(true);
    expect(isServiceBookable(service(null, 3, false), today)).toBe(false);
    expect(isServiceBookable(service('2027-01-01', 0, false), today)).toBe(false);
  });

  it('counts a missing daysBookableInAdvance as 0', () => {
    expect(isServiceBookable(service(today, null), today)).toBe(true);
    expect(isServiceBookable(service('2026-02-25', null), today)).toBe(false);
    expect(earliestBookableDate({ daysBookableInAdvance: null }, today)).toBe(today);
  });

  it('moves dates across month and year ends', () => {
    expect(isoDateAfter('2026-12-31', 1)).toBe('2027-01-01');
    expect(isoDateAfter('2026-03-01', -1)).toBe('2026-02-28');
  });
});
