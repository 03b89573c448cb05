import { forgetAccountReads } from '../account/account-upstream';
import { loadMe } from '../account/load-me';
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import type { SignInResult } from '../generated/resolvers-types';
import { tokenPairFrom } from '../upstream/call-upstream';

/**
 * Starts the session for a token response (sign-in, registration, NHS login) and says where the user goes next.
 * Any earlier session of this browser is forgotten first.
 */
export async function startSession(
  ctx: GatewayContext,
  tokenResponse: unknown,
): Promise<SignInResult> {
  beginSession(ctx, tokenResponse);
  return signInResult(ctx);
}

/** Starts the session only: for registration, which still has to create the patient before `signInResult`. */
export function beginSession(ctx: GatewayContext, tokenResponse: unknown): void {
  // spec part 1 §5: 'Sign-in needs both tokens in the response, else fails'.
  const tokens = tokenPairFrom(tokenResponse);
  if (tokens === null) throw gatewayError(ErrorCode.tokensMissing);

  forgetSession(ctx);
  ctx.session.start(tokens);
  forgetAccountReads(ctx);
}

/** The signed-in user's account and where the spec sends them next. */
export async function signInResult(ctx: GatewayContext): Promise<SignInResult> {
  const me = await loadMe(ctx, { isAccountLoad: true });
  // spec part 1 §4: 'go to home if a pharmacy is set, otherwise to choose pharmacy'.
  return { destination: me.features.hasPharmacy ? 'HOME' : 'CHOOSE_PHARMACY', me };
}

/** Drops what the gateway keeps in memory for the browser's current session, if it has one. */
export function forgetSession(ctx: GatewayContext): void {
  const session = ctx.session.current;
  if (!session) return;
  ctx.services.refreshCoordinator.forget(session.sessionId);
  ctx.services.prescribingHints.forget(session.sessionId);
}
