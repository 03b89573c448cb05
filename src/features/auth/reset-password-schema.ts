import { object, string, type InferType } from 'yup';
import { newPasswordField } from '../../lib/password-rule';

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
  confirmPassword: string()
    .default('')
    .required(resetPasswordMessages.confirmRequired)
    // A test rather than oneOf(ref): yup checks oneOf before required, and an empty field should be asked
    // for, not called different.
    .test(
      'matches-password',
      resetPasswordMessages.mismatch,
      (value, context) =>
        value === '' || value === (context.parent as { password?: unknown }).password,
    ),
});

export type ResetPasswordFormValues = InferType<typeof resetPasswordSchema>;
