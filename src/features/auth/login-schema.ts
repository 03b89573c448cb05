import { object, string, type InferType } from 'yup';

/**
 * Error codes the login form can raise; each is a key of locales/<lang>/errors.json. The server raises the
 * same codes for the same rules (the client check is a convenience, not a guard).
 */
export const loginErrorCodes = {
  fieldsRequired: 'auth.fieldsRequired',
  invalidEmail: 'auth.invalidEmail',
} as const;
export type LoginErrorCode = (typeof loginErrorCodes)[keyof typeof loginErrorCodes];

/**
 * The sign-in form. spec part 1 §5: email and password both required ('Please enter your email and
 * password.'); an invalid format gives errors:auth.invalidEmail; the email is trimmed before
 * submission. The password is sent exactly as typed (spaces may be part of it).
 */
export const loginSchema = object({
  email: string()
    .default('')
    .trim()
    .required(loginErrorCodes.fieldsRequired)
    .email(loginErrorCodes.invalidEmail),
  password: string().default('').required(loginErrorCodes.fieldsRequired),
});

/** The values a valid form submits (email trimmed). */
export type LoginFormValues = InferType<typeof loginSchema>;
