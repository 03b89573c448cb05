import { describe, expect, it } from 'vitest';
import {
  formatAppointmentDate,
  formatAppointmentDateTime,
  formatAppointmentTime,
} from './appointment-time';

describe('appointment times (Europe/London, NHS style)', () => {
  it('writes the long date and time as the NHS does', () => {
    expect(formatAppointmentDateTime('2026-12-01T09:30:00Z')).toBe(
      'Tuesday 1 December 2026, 9:30am',
    );
    expect(formatAppointmentTime('2026-12-01T14:00:00Z')).toBe('2pm');
  });

  it('shows London time in summer, an hour after UTC', () => {
    expect(formatAppointmentDateTime('2026-06-30T08:15:00Z')).toBe('Tuesday 30 June 2026, 9:15am');
  });

  it('takes a London calendar date as that date', () => {
    expect(formatAppointmentDate('2026-03-29')).toBe('Sunday 29 March 2026');
  });
});
