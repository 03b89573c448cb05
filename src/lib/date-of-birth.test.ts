import { describe, expect, it } from 'vitest';
import {
  dateOfBirthMessages as messages,
  dateOfBirthProblem,
  datePartsInError,
  isoDate,
} from './date-of-birth';
import { londonToday } from './london-today';

const today = '2026-03-10';
const problem = (day: string, month: string, year: string) =>
  dateOfBirthProblem({ day, month, year }, today);

describe('dateOfBirthProblem', () => {
  it('accepts a date exactly 16 years ago, and earlier ones', () => {
    expect(problem('10', '3', '2010')).toBeUndefined();
    expect(problem(' 09 ', '03', '2010')).toBeUndefined();
    expect(problem('1', '1', '1900')).toBeUndefined();
  });

  it('refuses someone under 16 (spec part 1 §9), even by a day', () => {
    expect(problem('11', '3', '2010')).toBe(messages.tooYoung);
    expect(problem('1', '1', '2020')).toBe(messages.tooYoung);
  });

  it('counts a 29 February birthday as turning 16 on 1 March in a common year', () => {
    expect(dateOfBirthProblem({ day: '29', month: '2', year: '2008' }, '2024-02-28')).toBe(
      messages.tooYoung,
    );
    expect(
      dateOfBirthProblem({ day: '29', month: '2', year: '2008' }, '2024-02-29'),
    ).toBeUndefined();
  });

  it.each([
    [['', '', ''], messages.required],
    [['', '3', '1990'], messages.missingDay],
    [['1', '', '1990'], messages.missingMonth],
    [['1', '3', ''], messages.missingYear],
    [['', '', '1990'], messages.missingDayAndMonth],
    [['', '3', ''], messages.missingDayAndYear],
    [['1', '', ''], messages.missingMonthAndYear],
    [['1', '3', '90'], messages.yearDigits],
    [['31', '4', '1990'], messages.notReal],
    [['29', '2', '1990'], messages.notReal],
    [['1', '13', '1990'], messages.notReal],
    [['a', '3', '1990'], messages.notReal],
    [['1', '1', '1899'], messages.notReal],
    [['1', '1', '2027'], messages.future],
  ])('%j gives %s', ([day, month, year], message) => {
    expect(problem(day!, month!, year!)).toBe(message);
  });
});

describe('datePartsInError', () => {
  it('marks only the missing parts, or the year, or all three', () => {
    expect(datePartsInError(messages.missingDayAndYear)).toEqual(['day', 'year']);
    expect(datePartsInError(messages.yearDigits)).toEqual(['year']);
    expect(datePartsInError(messages.tooYoung)).toEqual(['day', 'month', 'year']);
  });
});

describe('isoDate and londonToday', () => {
  it('writes the date as YYYY-MM-DD', () => {
    expect(isoDate({ day: '1', month: ' 3', year: '1990 ' })).toBe('1990-03-01');
  });

  it('takes the calendar day in Europe/London (summer time is UTC+1)', () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31');
  });
});

describe('a date of birth of anyone (a child added by proxy access)', () => {
  it('takes a young child, but still no date in the future', () => {
    expect(
      dateOfBirthProblem({ day: '11', month: '2', year: '2019' }, today, 'any'),
    ).toBeUndefined();
    expect(dateOfBirthProblem({ day: '11', month: '2', year: '2019' }, today)).toBe(
      messages.tooYoung,
    );
    expect(dateOfBirthProblem({ day: '11', month: '3', year: '2026' }, today, 'any')).toBe(
      messages.future,
    );
  });
});
