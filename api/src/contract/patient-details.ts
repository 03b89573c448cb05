/**
 * The registration details rules (spec part 1 §5 and §9): a date of birth that exists, is not in the future
 * and is at least 16 years ago, and a UK-style phone number. The app's forms check them as the patient types,
 * the gateway and the API again.
 */

/** spec part 1 §5 and §9: the date-of-birth picker stops 16 years ago. */
export const MIN_AGE_YEARS = 16;

// No one alive was born earlier; an earlier year is a typing mistake.
export const EARLIEST_BIRTH_YEAR = 1900;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a "YYYY-MM-DD" string names a day of the calendar (no 31 April, no 29 February in 2023). */
export function isExistingDate(isoDate: string): boolean {
  const parts = ISO_DATE.exec(isoDate);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export type DateOfBirthProblem = 'invalidDate' | 'tooYoung';

/**
 * What is wrong with a "YYYY-MM-DD" date of birth on `today` (also "YYYY-MM-DD", the caller's calendar day):
 * 'invalidDate' for a date that does not exist, is before 1900 or is after today; 'tooYoung' when the
 * 16th birthday is after today (someone born on 29 February turns 16 on 1 March in a common year).
 */
export function dateOfBirthProblem(
  dateOfBirth: string,
  today: string,
): DateOfBirthProblem | undefined {
  if (
    !isExistingDate(dateOfBirth) ||
    dateOfBirth < `${EARLIEST_BIRTH_YEAR}` ||
    dateOfBirth > today
  ) {
    return 'invalidDate';
  }
  return isOldEnough(dateOfBirth, today) ? undefined : 'tooYoung';
}

/**
 * Whether someone born on `dateOfBirth` has had their 16th birthday by `today` (both "YYYY-MM-DD"): spec part 1
 * §5 and §9. Someone born on 29 February turns 16 on 1 March in a common year.
 */
export function isOldEnough(dateOfBirth: string, today: string): boolean {
  const sixteenYearsAgo = `${String(Number(today.slice(0, 4)) - MIN_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return dateOfBirth <= sixteenYearsAgo;
}

// Digits and spaces, optionally after a leading +: "07700 900101", "+44 7700 900101", "0191 496 0001".
const PHONE = /^\+?[0-9][0-9 ]*[0-9]$/;
export const PHONE_NUMBER_LENGTH = { min: 10, max: 16 } as const;

/** A UK-style phone number: digits and spaces, an optional leading +, 10 to 16 characters once trimmed. */
export function isPhoneNumber(phone: string): boolean {
  const trimmed = phone.trim();
  return (
    PHONE.test(trimmed) &&
    trimmed.length >= PHONE_NUMBER_LENGTH.min &&
    trimmed.length <= PHONE_NUMBER_LENGTH.max
  );
}
