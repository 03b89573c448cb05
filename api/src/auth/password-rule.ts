import { ApiError } from '../http/api-error';

/** spec part 2 §5 and §9: a new password has at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

// spec part 2 §5 names the classes, not their members. These are the app's (src/lib/password-rule.ts), so the
// two never disagree: a–z, A–Z, 0–9, and as special any other character that is not white space (`!`, `£`, `é`).
// Length is counted as a person counts characters: with the u flag `.` is a code point, so an emoji is one.
const RULE = [
  new RegExp(`^.{${MIN_PASSWORD_LENGTH},}$`, 'su'),
  /[a-z]/,
  /[A-Z]/,
  /[0-9]/,
  /[^A-Za-z0-9\s]/,
];

/** The rule every new password must meet: at reset now, at registration later. */
export function meetsPasswordRule(password: string): boolean {
  return RULE.every((part) => part.test(password));
}

/** 422 `password.tooWeak`, naming the body property that holds the new password. */
export function passwordTooWeak(field: string): ApiError {
  return new ApiError(
    422,
    'password.tooWeak',
    `The password needs at least ${MIN_PASSWORD_LENGTH} characters, with a lowercase letter, an uppercase letter, a number and a special character.`,
    { reasons: [{ field, reason: 'tooWeak' }] },
  );
}
