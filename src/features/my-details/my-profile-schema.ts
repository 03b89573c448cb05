import { mixed, object, string, type InferType } from 'yup';
import { isPhoneNumber, PERSON_NAME_MAX_LENGTH } from '../../../api/src/contract';
import { dateOfBirthFieldFor } from '../../lib/date-of-birth-field';

/** The form's messages ('ns:key', so the catalogue check sees them); the date's are in date-of-birth.ts. */
export const myProfileMessages = {
  firstNameRequired: 'profile:form.errors.firstNameRequired',
  firstNameTooLong: 'profile:form.errors.firstNameTooLong',
  lastNameRequired: 'profile:form.errors.lastNameRequired',
  lastNameTooLong: 'profile:form.errors.lastNameTooLong',
  emailRequired: 'profile:form.errors.emailRequired',
  emailInvalid: 'profile:form.errors.emailInvalid',
  mobileRequired: 'profile:form.errors.mobileRequired',
  phoneInvalid: 'profile:form.errors.phoneInvalid',
  addressRequired: 'profile:form.errors.addressRequired',
} as const;

/** An address as the address search gives it: chosen, never typed (spec part 2 'My profile'). */
export interface ChosenAddress {
  address1: string;
  address2: string | null;
  address3: string | null;
  city: string;
  postcode: string;
}

// Something@domain.tld, as the API's newEmailAddress checks it.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const name = (required: string, tooLong: string) =>
  string().default('').trim().required(required).max(PERSON_NAME_MAX_LENGTH, tooLong);

/**
 * My profile's form (spec part 2 §5 'Profile'): names, email, mobile and an optional telephone number of the
 * shared contract's shape, a date of birth that exists, is in the past and not before 1900 (anyone's: a
 * proxy patient may be a child), and an address chosen from the search. The API checks again, more
 * strictly for phone numbers (UK numbers by libphonenumber-js), and answers a 422 with a reason per field.
 */
export const myProfileSchema = object({
  firstName: name(myProfileMessages.firstNameRequired, myProfileMessages.firstNameTooLong),
  lastName: name(myProfileMessages.lastNameRequired, myProfileMessages.lastNameTooLong),
  email: string()
    .default('')
    .trim()
    .required(myProfileMessages.emailRequired)
    .matches(EMAIL_SHAPE, { message: myProfileMessages.emailInvalid, excludeEmptyString: true }),
  primaryContactNumber: string()
    .default('')
    .trim()
    .required(myProfileMessages.mobileRequired)
    .test('phone', myProfileMessages.phoneInvalid, (value) => value === '' || isPhoneNumber(value)),
  secondaryContactNumber: string()
    .default('')
    .trim()
    .test('phone', myProfileMessages.phoneInvalid, (value) => value === '' || isPhoneNumber(value)),
  dateOfBirth: dateOfBirthFieldFor('any'),
  address: mixed<ChosenAddress>()
    .nullable()
    .default(null)
    .test('chosen', myProfileMessages.addressRequired, (value) => value !== null),
});

export type MyProfileFormValues = InferType<typeof myProfileSchema>;

/** Only the email, for an account that may change its email but not the other fields (spec part 2 §6). */
export const myProfileEmailSchema = myProfileSchema.pick(['email']);
