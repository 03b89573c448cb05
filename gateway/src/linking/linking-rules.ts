import { isExistingDate, normaliseLinkageCode } from '../../../api/src/contract';
import { ErrorCode } from '../errors';
import type { LinkageLetterInput } from '../generated/resolvers-types';

export type CheckedLetter = { ok: true; value: LinkageLetterInput } | { ok: false; code: string };

/**
 * The checks the gateway makes before a letter call (spec part 1 §5, part 2 §5: every field required): each
 * field present and not blank, codes normalised by the shared contract, and a date that exists. The API
 * judges whether the letter matches a GP record.
 */
export function checkLetter(input: LinkageLetterInput): CheckedLetter {
  const value = {
    surname: input.surname.trim(),
    dateOfBirth: input.dateOfBirth.trim(),
    linkageKey: normaliseLinkageCode(input.linkageKey),
    odsCode: normaliseLinkageCode(input.odsCode),
    gpAccountId: normaliseLinkageCode(input.gpAccountId),
  };
  if (Object.values(value).some((field) => field === ''))
    return { ok: false, code: ErrorCode.linkingFieldsRequired };
  if (!isExistingDate(value.dateOfBirth)) return { ok: false, code: ErrorCode.linkingInvalidDate };
  return { ok: true, value };
}
