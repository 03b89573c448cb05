import { object, type InferType } from 'yup';
import { confirmNewPasswordField, newPasswordField } from '../../lib/password-fields';

/** The form's own messages ('ns:key', so the catalogue check sees them); the rule's are in password-rule. */
export const resetPasswordMessages = {
  confirmRequired: 'auth:resetPassword.confirmPassword.required',
  mismatch: 'auth:resetPassword.confirmPassword.mismatch',
} as const;

/**
 * The reset-password form (spec part 2 §5 'Password (reset)'): the password rule (src/lib/password-rule.ts)
 * and a confirmation that must match. Both are kept exactly as typed.
 */
export const resetPasswordSchema = object({
  password: newPasswordField,
  confirmPassword: confirmNewPasswordField({
    required: resetPasswordMessages.confirmRequired,
    mismatch: resetPasswordMessages.mismatch,
  }),
});

export type ResetPasswordFormValues = InferType<typeof resetPasswordSchema>;
