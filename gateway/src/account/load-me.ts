import type { GatewayContext } from '../context';
import { ErrorCode, errorCodeOf, gatewayError } from '../errors';
import type { Me } from '../generated/resolvers-types';
import { mapMe } from './account-mapper';
import { fetchAccountDetails, fetchMobileConfig } from './account-upstream';

/**
 * The signed-in account and its active patient: config (cached) and account details, fetched together.
 *
 * One upstream call, not two in sequence: spec part 1 §3 says the account details response carries, 'for IM1
 * patients integrationSettings and linkedPatients', so `me` reads them there and does not follow up with the IM1
 * account-details call of §7. That call stays in account-upstream.ts (fetchIm1AccountDetails) for screens
 * that need a fresh read from the GP system, such as the linked patients' 'Refresh list'.
 */
export async function loadMe(
  ctx: GatewayContext,
  { isAccountLoad = false }: LoadMeOptions = {},
): Promise<Me> {
  const [config, details] = await Promise.allSettled([
    fetchMobileConfig(ctx),
    fetchAccountDetails(ctx),
  ]);
  if (details.status === 'rejected') {
    throw isAccountLoad ? accountDetailsFailure(ctx, details.reason) : details.reason;
  }
  if (config.status === 'rejected') throw config.reason;

  const { patient } = details.value;
  // spec part 1 §4: an account without its patient has not finished registration; the app offers to finish it.
  if (patient === null) throw gatewayError(ErrorCode.registrationIncomplete);
  const me = mapMe({ config: config.value, accountDetails: { ...details.value, patient } });
  const session = ctx.session.current;
  if (session) ctx.services.prescribingHints.remember(session.sessionId, me.features.prescribing);
  return me;
}

export interface LoadMeOptions {
  /**
   * True for the account load of spec part 1 §4 (Query.me, which the frame runs, and sign-in): its failure
   * ends the session. Elsewhere `me` is read for a screen or checked before a change (features, the
   * practice's rules), and a failure there is that screen's or that change's error, shown with a retry:
   * under load one slow account read must not sign the user out in the middle of a task (issue #22).
   */
  isAccountLoad?: boolean;
}

/**
 * spec part 1 §4: 'Account details load failure clears the tokens, alerts, and redirects to login'; the app shows
 * auth.accountDetailsFailed and goes to /login.
 */
function accountDetailsFailure(ctx: GatewayContext, reason: unknown): unknown {
  if (errorCodeOf(reason) === ErrorCode.unauthenticated) return reason;
  ctx.session.clear();
  return reason;
}
