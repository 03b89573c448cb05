import { object, string, type InferType } from 'yup';

/** The form's messages ('ns:key', so the catalogue check sees them). */
export const forgotPasswordMessages = {
  emailRequired: 'auth:forgotPassword.email.required',
  // The gateway refuses the same emails with this code (requestPasswordReset).
  invalidEmail: 'errors:auth.invalidEmail',
} as const;

/**
 * The forgot-password form. spec part 2 §5 'Email (forgot password)': it must be non-empty and satisfy the
 * email schema (the one sign-in uses); the email is trimmed before it is sent, as at sign-in.
 */
export const forgotPasswordSchema = object({
  email: string()
    .default('')
    .trim()
    .required(forgotPasswordMessages.emailRequired)
    .email(forgotPasswordMessages.invalidEmail),
});

/** The values a valid form submits (email trimmed). */
export type ForgotPasswordFormValues = InferType<typeof forgotPasswordSchema>;
