import { string } from 'yup';
import { isPhoneNumber } from '../../../api/src/contract';
import { confirmNewPasswordField, newPasswordField } from '../../lib/password-fields';

/** Messages shared by the two details forms ('ns:key', so the catalogue check sees them). */
export const registrationFormMessages = {
  confirmRequired: 'registration:password.confirm.required',
  mismatch: 'registration:password.confirm.mismatch',
  // The gateway's code for a phone number the API refuses has the same text.
  invalidPhone: 'errors:registration.invalidPhone',
} as const;

/** A text field that must not be blank; trimmed before it is sent (as the gateway trims it). */
export function requiredText(message: string) {
  return string().default('').trim().required(message);
}

/** A UK-style phone number: the shared contract's rule (api/src/contract/patient-details.ts), which the API checks again. */
export function phoneNumberField(requiredMessage: string) {
  return requiredText(requiredMessage).test(
    'phone-number',
    registrationFormMessages.invalidPhone,
    // An empty number is only asked for, not also called wrong.
    (value) => value === '' || isPhoneNumber(value),
  );
}

/**
 * The new password (THE rule: src/lib/password-rule.ts) and its confirmation, spread into each form's
 * schema. Both are kept exactly as typed.
 */
export const newPasswordPairFields = {
  password: newPasswordField,
  confirmPassword: confirmNewPasswordField({
    required: registrationFormMessages.confirmRequired,
    mismatch: registrationFormMessages.mismatch,
  }),
};
