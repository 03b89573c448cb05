import { PASSWORD_MIN_LENGTH } from '../contract';
import { ApiError } from '../http/api-error';

/**
 * 422 `password.tooWeak` for a new password that breaks the rule (spec part 2 §5; ../contract/password-rule.ts),
 * naming the body property that holds it.
 */
export function passwordTooWeak(field: string): ApiError {
  return new ApiError(
    422,
    'password.tooWeak',
    `The password needs at least ${PASSWORD_MIN_LENGTH} characters, with a lowercase letter, an uppercase letter, a number and a special character.`,
    { reasons: [{ field, reason: 'tooWeak' }] },
  );
}
