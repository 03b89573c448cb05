/** Schema parts of the registration and email-change bodies (building on ../http/schemas.ts). */
import { Type } from '@sinclair/typebox';
import { EMAIL_ADDRESS_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '../contract';
import { nonBlankString, strictObject } from '../http/schemas';

/**
 * An address for a new account or a new email: something@domain.tld, allowing surrounding white space
 * (trimmed before use, like sign-in). Addresses are only ever looked up, so the check stays loose.
 */
export const newEmailAddress = Type.String({
  minLength: 1,
  maxLength: EMAIL_ADDRESS_MAX_LENGTH,
  pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$',
});

/** A person's name as typed: 1 to 100 characters with at least one that is not white space. */
export const personName = Type.String({
  minLength: 1,
  maxLength: PERSON_NAME_MAX_LENGTH,
  pattern: '\\S',
});

/** "YYYY-MM-DD"; whether the date exists is a rule (./patient-details-rule.ts), not the schema's business. */
export const isoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const linkageCode = nonBlankString(64);

/**
 * What a linkage letter call carries about the letter (spec part 1 §7 'Register user with linkage', 'Connect
 * IM1 via linkage letter'; part 2 §7 'Re-register to a GP'): the person's surname and date of birth and the
 * letter's three codes.
 */
export const linkageLetterFields = {
  surname: personName,
  dateOfBirth: isoDate,
  linkageDetails: strictObject({
    accountId: linkageCode,
    linkageKey: linkageCode,
    nationalPracticeCode: linkageCode,
  }),
};
