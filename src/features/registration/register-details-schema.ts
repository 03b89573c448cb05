import { object, type InferType } from 'yup';
import { dateOfBirthField } from '../../lib/date-of-birth-field';
import { newPasswordPairFields, phoneNumberField, requiredText } from './registration-form-rules';

/** The form's own messages; the date's are in date-of-birth.ts, the passwords' in the shared rules. */
export const registerDetailsMessages = {
  firstNameRequired: 'registration:registerDetails.firstName.required',
  lastNameRequired: 'registration:registerDetails.lastName.required',
  phoneRequired: 'registration:registerDetails.phoneNumber.required',
} as const;

/**
 * 'Your Details' (spec part 1 §5 'Register details'): first name, last name, phone number, date of birth
 * (no later than 16 years ago, §9), password (the one rule) and a matching confirmation; none blank. The
 * email is read only and not part of the form.
 */
export const registerDetailsSchema = object({
  firstName: requiredText(registerDetailsMessages.firstNameRequired),
  lastName: requiredText(registerDetailsMessages.lastNameRequired),
  phoneNumber: phoneNumberField(registerDetailsMessages.phoneRequired),
  dateOfBirth: dateOfBirthField,
  ...newPasswordPairFields,
});

export type RegisterDetailsFormValues = InferType<typeof registerDetailsSchema>;
