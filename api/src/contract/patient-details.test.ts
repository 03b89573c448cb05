import { describe, expect, it } from 'vitest';
import { dateOfBirthProblem, isExistingDate, isPhoneNumber } from './patient-details';

describe('patient details rules (spec part 1 §5, §9)', () => {
  it('knows which dates exist', () => {
    expect(isExistingDate('2024-02-29')).toBe(true);
    expect(isExistingDate('2023-02-29')).toBe(false);
    expect(isExistingDate('2023-04-31')).toBe(false);
    expect(isExistingDate('2023-13-01')).toBe(false);
    expect(isExistingDate('23-01-01')).toBe(false);
  });

  it('wants a real, past date at least 16 years ago', () => {
    const today = '2026-03-02';
    expect(dateOfBirthProblem('2010-03-02', today)).toBeUndefined();
    expect(dateOfBirthProblem('2010-03-03', today)).toBe('tooYoung');
    expect(dateOfBirthProblem('2026-03-02', today)).toBe('tooYoung');
    expect(dateOfBirthProblem('2026-03-03', today)).toBe('invalidDate');
    expect(dateOfBirthProblem('1990-02-30', today)).toBe('invalidDate');
    expect(dateOfBirthProblem('1899-12-31', today)).toBe('invalidDate');
    expect(dateOfBirthProblem('1900-01-01', today)).toBeUndefined();
    // Born on 29 February: sixteen on 29 February when that year has one, else on 1 March.
    expect(dateOfBirthProblem('2008-02-29', '2024-02-28')).toBe('tooYoung');
    expect(dateOfBirthProblem('2008-02-29', '2024-02-29')).toBeUndefined();
    expect(dateOfBirthProblem('2009-02-28', '2025-02-28')).toBeUndefined();
  });

  it('takes UK-style phone numbers of 10 to 16 characters', () => {
    for (const phone of ['0770090099', '07700 900999', ' +44 7700 900999 ', '0191 496 0001']) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
    for (const phone of [
      '077009009',
      '+44 (0)7700 900999',
      '07700-900-999',
      '+44 7700 900 999 9',
      '',
      '+ 7700900999',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });
});
