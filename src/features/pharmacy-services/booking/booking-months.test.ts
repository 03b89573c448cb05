import { describe, expect, it } from 'vitest';
import { addMonthsTo, clampMonth, formatMonth, monthOf, monthSpan } from './booking-months';

describe('booking months', () => {
  it('finds the month of a date or of an instant in London', () => {
    expect(monthOf('2026-12-31')).toBe('2026-12');
    expect(monthOf('2026-05-31T23:30:00.000Z')).toBe('2026-06');
  });

  it('moves across years and keeps a month within the service dates', () => {
    expect(addMonthsTo('2026-12', 1)).toBe('2027-01');
    expect(addMonthsTo('2026-01', -1)).toBe('2025-12');
    expect(clampMonth('2026-10', '2026-11', '2027-02')).toBe('2026-11');
    expect(clampMonth('2027-03', '2026-11', '2027-02')).toBe('2027-02');
    expect(clampMonth('2026-12', '2026-11', '2027-02')).toBe('2026-12');
  });

  it('spans whole months, leap years included, and names them', () => {
    expect(monthSpan('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthSpan('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(formatMonth('2026-12')).toBe('December 2026');
  });
});
