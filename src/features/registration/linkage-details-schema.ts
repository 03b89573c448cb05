import { object, type InferType } from 'yup';
import { dateOfBirthField } from '../../lib/date-of-birth-field';
import { newPasswordPairFields, requiredText } from './registration-form-rules';

/** The form's own messages; the date's are in date-of-birth.ts, the passwords' in the shared rules. */
export const linkageDetailsMessages = {
  surnameRequired: 'registration:linkageDetails.surname.required',
  linkageKeyRequired: 'registration:linkageDetails.linkageKey.required',
  odsCodeRequired: 'registration:linkageDetails.odsCode.required',
  gpAccountIdRequired: 'registration:linkageDetails.gpAccountId.required',
} as const;

/**
 * 'Codes From my GP' (spec part 1 §5 'Linkage form': surname, date of birth, linkage key, ODS code, account
 * number and passwords present and equal), with the date-of-birth and password rules of register details.
 * The codes are sent as typed (trimmed); the gateway compares them without spaces and in capitals.
 */
export const linkageDetailsSchema = object({
  surname: requiredText(linkageDetailsMessages.surnameRequired),
  dateOfBirth: dateOfBirthField,
  linkageKey: requiredText(linkageDetailsMessages.linkageKeyRequired),
  odsCode: requiredText(linkageDetailsMessages.odsCodeRequired),
  gpAccountId: requiredText(linkageDetailsMessages.gpAccountIdRequired),
  ...newPasswordPairFields,
});

export type LinkageDetailsFormValues = InferType<typeof linkageDetailsSchema>;
