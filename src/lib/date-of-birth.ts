import { EARLIEST_BIRTH_YEAR, isExistingDate, isOldEnough } from '../../api/src/contract';

/** The three boxes of the NHS date input, as typed. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

/**
 * The date-of-birth messages ('ns:key'), worded as the NHS date input guidance asks: say which part is
 * missing, 'must be a real date', 'must be in the past'. The gateway's codes for a date it refuses have the
 * same text (errors:registration.invalidDate, errors:registration.tooYoung).
 */
export const dateOfBirthMessages = {
  required: 'registration:dateOfBirth.errors.required',
  missingDay: 'registration:dateOfBirth.errors.missingDay',
  missingMonth: 'registration:dateOfBirth.errors.missingMonth',
  missingYear: 'registration:dateOfBirth.errors.missingYear',
  missingDayAndMonth: 'registration:dateOfBirth.errors.missingDayAndMonth',
  missingDayAndYear: 'registration:dateOfBirth.errors.missingDayAndYear',
  missingMonthAndYear: 'registration:dateOfBirth.errors.missingMonthAndYear',
  yearDigits: 'registration:dateOfBirth.errors.yearDigits',
  notReal: 'errors:registration.invalidDate',
  future: 'registration:dateOfBirth.errors.future',
  tooYoung: 'errors:registration.tooYoung',
} as const;

type DateOfBirthMessage = (typeof dateOfBirthMessages)[keyof typeof dateOfBirthMessages];

/** The boxes to mark in error for each message (NHS date input: only the parts that are wrong). */
const partsInError: Partial<Record<DateOfBirthMessage, DatePart[]>> = {
  [dateOfBirthMessages.missingDay]: ['day'],
  [dateOfBirthMessages.missingMonth]: ['month'],
  [dateOfBirthMessages.missingYear]: ['year'],
  [dateOfBirthMessages.missingDayAndMonth]: ['day', 'month'],
  [dateOfBirthMessages.missingDayAndYear]: ['day', 'year'],
  [dateOfBirthMessages.missingMonthAndYear]: ['month', 'year'],
  [dateOfBirthMessages.yearDigits]: ['year'],
};

const allParts: DatePart[] = ['day', 'month', 'year'];

/** The boxes a date-of-birth message is about: some parts, or all three. */
export function datePartsInError(message: string): DatePart[] {
  return partsInError[message as DateOfBirthMessage] ?? allParts;
}

const missingMessages: Record<string, DateOfBirthMessage> = {
  day: dateOfBirthMessages.missingDay,
  month: dateOfBirthMessages.missingMonth,
  year: dateOfBirthMessages.missingYear,
  'day,month': dateOfBirthMessages.missingDayAndMonth,
  'day,year': dateOfBirthMessages.missingDayAndYear,
  'month,year': dateOfBirthMessages.missingMonthAndYear,
};

/** The typed date as YYYY-MM-DD (the form the gateway takes); assumes digits in every box. */
export function isoDate({ day, month, year }: DateParts): string {
  // Through Number, so '005' is the 5th, as a person reads it, not a date the contract cannot parse.
  const twoDigits = (part: string) => String(Number(part)).padStart(2, '0');
  return `${year.trim()}-${twoDigits(month)}-${twoDigits(day)}`;
}

/**
 * What is wrong with a typed date of birth on `today` (YYYY-MM-DD), or undefined when it may be sent: every
 * part given, numbers only, a four-digit year from 1900, a day that exists, not in the future, and at least
 * 16 years ago. The date rules are the shared contract's (api/src/contract/patient-details.ts), which the
 * gateway and the API apply again; this function adds the messages that say which box is wrong.
 */
export function dateOfBirthProblem(
  parts: DateParts,
  today: string,
  rule: DateOfBirthRule = 'sixteenOrOver',
): DateOfBirthMessage | undefined {
  const trimmed = { day: parts.day.trim(), month: parts.month.trim(), year: parts.year.trim() };
  const missing = allParts.filter((part) => trimmed[part] === '');
  if (missing.length === allParts.length) return dateOfBirthMessages.required;
  if (missing.length > 0) return missingMessages[missing.join(',')];
  if (!allParts.every((part) => /^\d+$/.test(trimmed[part]))) return dateOfBirthMessages.notReal;
  if (trimmed.year.length !== 4) return dateOfBirthMessages.yearDigits;
  const typed = isoDate(trimmed);
  if (!isExistingDate(typed) || Number(trimmed.year) < EARLIEST_BIRTH_YEAR) {
    return dateOfBirthMessages.notReal;
  }
  if (typed > today) return dateOfBirthMessages.future;
  return rule === 'any' || isOldEnough(typed, today) ? undefined : dateOfBirthMessages.tooYoung;
}

/**
 * Whose date of birth: an account holder's, who must be 16 or over (spec part 1 §5 register details), or
 * anyone's (a child added by proxy access, a GP letter's patient).
 */
export type DateOfBirthRule = 'sixteenOrOver' | 'any';
