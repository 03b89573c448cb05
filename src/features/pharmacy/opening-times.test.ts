import { describe, expect, it } from 'vitest';
import { formatOpeningPeriod, formatTimeOfDay, weekdayName } from './opening-times';

describe('opening times', () => {
  it('names each weekday in English', () => {
    expect(
      (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const).map(
        (day) => weekdayName(day, 'en'),
      ),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('writes 24-hour times as the UK does', () => {
    expect(formatTimeOfDay('09:00', 'en')).toBe('9:00 am');
    expect(formatTimeOfDay('17:30', 'en')).toBe('5:30 pm');
    expect(formatTimeOfDay('12:00', 'en')).toBe('12:00 pm');
    expect(formatTimeOfDay('00:30', 'en')).toBe('12:30 am');
    expect(formatOpeningPeriod({ from: '08:15', to: '13:00' }, 'en')).toEqual({
      from: '8:15 am',
      to: '1:00 pm',
    });
  });

  it('leaves a time it cannot read as it is', () => {
    expect(formatTimeOfDay('noon', 'en')).toBe('noon');
  });
});
