import { isExistingDate, normaliseLinkageCode } from '../../../api/src/contract';
import { ErrorCode } from '../errors';
import type {
  LinkageRegistrationInput,
  RegistrationDetailsInput,
} from '../generated/resolvers-types';
import type { LinkageDetails, RegistrationDetails } from './registration-upstream';

export type Checked<T> = { ok: true; value: T } | { ok: false; code: string };

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
    linkageKey: normaliseLinkageCode(input.linkageKey),
    odsCode: normaliseLinkageCode(input.odsCode),
    gpAccountId: normaliseLinkageCode(input.gpAccountId),
    password: input.password,
  };
  return checked(value);
}

function checked<T extends { dateOfBirth: string }>(value: T): Checked<T> {
  if (Object.values(value).some((field) => field === ''))
    return { ok: false, code: ErrorCode.registrationFieldsRequired };
  if (!isExistingDate(value.dateOfBirth))
    return { ok: false, code: ErrorCode.registrationInvalidDate };
  return { ok: true, value };
}
