import { ErrorCode } from '../errors';
import type {
  LinkageRegistrationInput,
  RegistrationDetailsInput,
} from '../generated/resolvers-types';
import type { LinkageDetails, RegistrationDetails } from './registration-upstream';

export type Checked<T> = { ok: true; value: T } | { ok: false; code: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The checks the gateway makes before registering (spec part 1 §5): every field present and not blank (text
 * trimmed, passwords as typed), and a date that exists. The API judges the rest (age, phone, password rule).
 */
export function checkRegistrationDetails(
  input: RegistrationDetailsInput,
): Checked<RegistrationDetails> {
  const value = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phoneNumber: input.phoneNumber.trim(),
    dateOfBirth: input.dateOfBirth.trim(),
    password: input.password,
  };
  return checked(value);
}

/** As checkRegistrationDetails, for the linkage form; the codes are compared without spaces and in capitals. */
export function checkLinkageDetails(input: LinkageRegistrationInput): Checked<LinkageDetails> {
  const value = {
    surname: input.surname.trim(),
    dateOfBirth: input.dateOfBirth.trim(),
    // Letters print codes in groups ("LK12 3456"); people type them as they see them.
    linkageKey: compactCode(input.linkageKey),
    odsCode: compactCode(input.odsCode),
    gpAccountId: compactCode(input.gpAccountId),
    password: input.password,
  };
  return checked(value);
}

function checked<T extends { dateOfBirth: string }>(value: T): Checked<T> {
  if (Object.values(value).some((field) => field === ''))
    return { ok: false, code: ErrorCode.registrationFieldsRequired };
  if (!isRealDate(value.dateOfBirth)) return { ok: false, code: ErrorCode.registrationInvalidDate };
  return { ok: true, value };
}

function compactCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** YYYY-MM-DD naming a day that exists (no 31 April, no 29 February outside leap years). */
export function isRealDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
