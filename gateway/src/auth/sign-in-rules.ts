import { EMAIL_ADDRESS_MAX_LENGTH } from '../../../api/src/contract';
import { ErrorCode } from '../errors';
import type { RestAccountStatus } from '../upstream/rest-api-types';
import { UpstreamError } from '../upstream/upstream-error';

/**
 * The HTML living standard's valid e-mail address (also yup's `string().email()`), so that the gateway accepts
 * exactly what the app's form schema accepts.
 */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export type SignInInputCheck = { ok: true; email: string } | { ok: false; code: string };

/**
 * spec part 1 §5 (Login), enforced again on the server: both fields required, then the email's format; the
 * email is trimmed before it is submitted. The password is sent as typed.
 */
export function checkSignInInput(email: string, password: string): SignInInputCheck {
  const trimmed = email.trim();
  if (trimmed === '' || password === '') return { ok: false, code: ErrorCode.fieldsRequired };
  if (!isEmailAddress(trimmed)) return { ok: false, code: ErrorCode.invalidEmail };
  return { ok: true, email: trimmed };
}

/** Whether already-trimmed text is a valid e-mail address, by the rule the app's form schemas use. */
export function isEmailAddress(trimmed: string): boolean {
  return trimmed.length <= EMAIL_ADDRESS_MAX_LENGTH && EMAIL_FORMAT.test(trimmed);
}

/**
 * spec part 1 §4 and §8: after a refused sign-in the account status lookup picks the alert. Order as the spec
 * lists the alerts; an account that cannot be looked up gets the general one.
 */
export function signInRefusalCode(status: RestAccountStatus | null): string {
  if (status === null) return ErrorCode.invalidCredentials;
  // spec part 1 §3/§4: 'Created' or 'Verified' (any status but ACTIVE) means registration is incomplete.
  if (status.accountStatus !== 'ACTIVE') return ErrorCode.registrationIncomplete;
  if (status.failedLoginAccountLocked) return ErrorCode.accountLocked;
  if (status.hasPatientIntegration) return ErrorCode.nhsLoginHint;
  return ErrorCode.invalidCredentials;
}

/**
 * The API said no to these credentials (4xx), as opposed to failing, refusing the gateway itself, or a limit
 * reached (429, which stays common.tooManyRequests: wait, rather than check the password).
 */
export function isSignInRefusal(error: unknown): boolean {
  return (
    error instanceof UpstreamError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429 &&
    error.upstreamCode !== 'apiKey.invalid' &&
    error.upstreamCode !== 'headers.invalid'
  );
}
