import type { GatewayContext } from '../context';
import { callUpstream } from '../upstream/call-upstream';
import type { RestAccountStatus } from '../upstream/rest-api-types';

/** POST sign-in (spec part 1 §7). Resolves to the raw token response; the caller checks both tokens are there. */
export function requestTokens(
  ctx: GatewayContext,
  email: string,
  password: string,
): Promise<unknown> {
  return callUpstream(ctx, 'signIn', {
    method: 'POST',
    auth: false,
    body: { username: email, password, platform: 'web' },
  });
}

/** POST account status: after a refused sign-in it chooses which alert the user sees (spec part 1 §8). */
export function fetchAccountStatus(ctx: GatewayContext, email: string): Promise<RestAccountStatus> {
  return callUpstream(ctx, 'accountStatus', {
    method: 'POST',
    auth: false,
    body: { emailAddress: email },
  });
}

/**
 * POST revoke on sign-out (RFC 7009): the API ends the session's refresh token and its family, so the tokens are
 * worthless wherever a copy of them might be. A failure is logged by the upstream client and not the user's
 * concern: the gateway's session has ended either way.
 */
export async function revokeTokens(ctx: GatewayContext, refreshToken: string): Promise<void> {
  await callUpstream(ctx, 'revokeToken', {
    method: 'POST',
    auth: false,
    body: { refresh_token: refreshToken },
  }).catch(() => undefined);
}
