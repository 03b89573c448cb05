import { object, string, type InferType } from 'yup';

/** The form's messages ('ns:key', so the catalogue check sees them). */
export const verifyEmailMessages = {
  required: 'registration:verifyEmail.email.required',
  // The gateway refuses the same emails with this code (startRegistration).
  invalidEmail: 'errors:auth.invalidEmail',
} as const;

/**
 * The email step (spec part 1 §5 'Email step: must pass an email schema and a format check'): required and
 * a well-formed address, trimmed before it is sent (the gateway trims it too).
 */
export const verifyEmailSchema = object({
  email: string()
    .default('')
    .trim()
    .required(verifyEmailMessages.required)
    .email(verifyEmailMessages.invalidEmail),
});

export type VerifyEmailFormValues = InferType<typeof verifyEmailSchema>;
