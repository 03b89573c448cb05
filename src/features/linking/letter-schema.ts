import { object, string, type InferType } from 'yup';
import { normaliseLinkageCode } from '../../../api/src/contract';
import { dateOfBirthFieldFor } from '../../lib/date-of-birth-field';

/** The form's own messages ('ns:key'); the date's are the shared date-of-birth rule's. */
export const letterMessages = {
  surnameRequired: 'linking:letter.surname.required',
  linkageKeyRequired: 'linking:letter.linkageKey.required',
  odsCodeRequired: 'linking:letter.odsCode.required',
  gpAccountIdRequired: 'linking:letter.gpAccountId.required',
} as const;

/** A letter's code: required, taken in any case and with spaces, sent as the shared contract normalises it. */
function codeField(requiredMessage: string) {
  return string().default('').transform(normaliseLinkageCode).required(requiredMessage);
}

const codeFields = {
  linkageKey: codeField(letterMessages.linkageKeyRequired),
  odsCode: codeField(letterMessages.odsCodeRequired),
  gpAccountId: codeField(letterMessages.gpAccountIdRequired),
};

/**
 * A GP registration letter with the person's last name and date of birth (spec part 1 §5: 'Connect Now!'
 * requires all five fields; register for online services and change GP in secondary mode, part 2 §5). The
 * person may be a child added by proxy access: any age.
 */
export const letterWithPersonSchema = object({
  surname: string().default('').trim().required(letterMessages.surnameRequired),
  dateOfBirth: dateOfBirthFieldFor('any'),
  ...codeFields,
});

export type LetterWithPersonValues = InferType<typeof letterWithPersonSchema>;

/**
 * The letter's three codes only: the patient's own name and date of birth go with them (part 1 §5). The
 * person's fields stay in the form's values, unchecked and unused.
 */
export const letterCodesSchema = letterWithPersonSchema.shape({
  surname: string().default(''),
  dateOfBirth: object({
    day: string().default(''),
    month: string().default(''),
    year: string().default(''),
  }),
});
