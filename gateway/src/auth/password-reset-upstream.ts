import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError, type FieldReason } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import { UpstreamError } from '../upstream/upstream-error';

/**
 * The API's refusals of a completion that the catalogue names (REST contract: 422 with these codes); any
 * other failure is auth.passwordResetFailed.
 */
const COMPLETE_RESET_CODES: Readonly<Record<string, string>> = {
  'passwordReset.invalidToken': ErrorCode.passwordResetExpired,
  'password.tooWeak': ErrorCode.passwordTooWeak,
};

/**
 * POST request password reset (spec part 2 §7): public, no bearer token. The API answers 204 whether or not
 * the email has an account.
 */
export async function requestPasswordReset(ctx: GatewayContext, email: string): Promise<void> {
  await callUpstream(ctx, 'requestPasswordReset', {
    method: 'POST',
    auth: false,
    body: { email, platform: 'web' },
    // spec part 2 §8: errors:auth.passwordResetFailed
    errorCode: ErrorCode.passwordResetFailed,
  });
}

/** POST complete password reset (spec part 2 §7): public, no bearer token; the token is the mail link's. */
export async function completePasswordReset(
  ctx: GatewayContext,
  token: string,
  newPassword: string,
): Promise<void> {
  try {
    await callUpstream(ctx, 'completePasswordReset', {
      method: 'POST',
      auth: false,
      body: { token, newPassword },
      errorCode: ErrorCode.passwordResetFailed,
      codeMap: COMPLETE_RESET_CODES,
    });
  } catch (error) {
    // A token the API cannot even read (a link cut short or mangled in a mail client) is an invalid link,
    // which the expired-link view covers: saying 'try again' would only fail again.
    if (isTokenRefused(error)) throw gatewayError(ErrorCode.passwordResetExpired);
    throw error;
  }
}

/** The API refused the request's shape (400 validation) naming the token among its field reasons. */
function isTokenRefused(error: unknown): boolean {
  if (!(error instanceof UpstreamError) || error.status !== 400) return false;
  if (error.upstreamCode !== 'validation') return false;
  const reasons = (error.extensions['reasons'] ?? []) as FieldReason[];
  return reasons.some((reason) => reason.field === 'token');
}
