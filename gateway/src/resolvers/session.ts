import { ErrorCode, gatewayError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { loadMe } from '../load-me';
import { checkSignInInput, signInRefusalCode } from '../sign-in-rules';
import { fetchAccountStatus, requestTokens } from '../upstream/auth';
import { tokenPairFrom } from '../upstream/call-upstream';
import { UpstreamError } from '../upstream/upstream-error';

/** Query.session: whether a live session exists and when it ends. Reading it does not extend it. */
export const sessionQuery: Pick<QueryResolvers, 'session'> = {
  session: (_parent, _args, ctx) => {
    const expiry = ctx.session.expiry();
    if (expiry === null) return { signedIn: false, idleExpiresAt: null, absoluteExpiresAt: null };
    return {
      signedIn: true,
      idleExpiresAt: expiry.idleExpiresAt.toISOString(),
      absoluteExpiresAt: expiry.absoluteExpiresAt.toISOString(),
    };
  },
};

export const sessionMutations: Pick<MutationResolvers, 'signIn' | 'signOut'> = {
  /** spec part 1 §4 (Sign-in) and §5 (Login). */
  signIn: async (_parent, args, ctx) => {
    const input = checkSignInInput(args.email, args.password);
    if (!input.ok) throw gatewayError(input.code);

    let tokenResponse: unknown;
    try {
      tokenResponse = await requestTokens(ctx, input.email, args.password);
    } catch (error) {
      if (!isSignInRefusal(error)) throw error;
      const status = await fetchAccountStatus(ctx, input.email).catch(() => null);
      throw gatewayError(signInRefusalCode(status));
    }

    // spec part 1 §5: 'Sign-in needs both tokens in the response, else fails'.
    const tokens = tokenPairFrom(tokenResponse);
    if (tokens === null) throw gatewayError(ErrorCode.tokensMissing);

    const previous = ctx.session.current;
    if (previous) {
      ctx.services.refreshCoordinator.forget(previous.sessionId);
      ctx.services.prescribingHints.forget(previous.sessionId);
    }
    ctx.session.start(tokens);
    ctx.accountReads.clear();

    const me = await loadMe(ctx);
    // spec part 1 §4: 'go to home if a pharmacy is set, otherwise to choose pharmacy'.
    return { destination: me.features.hasPharmacy ? 'HOME' : 'CHOOSE_PHARMACY', me };
  },

  /** spec part 1 §2 (Navigation bar): 'Log out clears the tokens'. */
  signOut: (_parent, _args, ctx) => {
    const session = ctx.session.current;
    if (session) {
      ctx.services.refreshCoordinator.forget(session.sessionId);
      ctx.services.prescribingHints.forget(session.sessionId);
    }
    ctx.session.clear();
    ctx.accountReads.clear();
    return true;
  },
};

/** The API said no to these credentials (4xx), as opposed to failing or refusing the gateway itself. */
function isSignInRefusal(error: unknown): boolean {
  return (
    error instanceof UpstreamError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.upstreamCode !== 'apiKey.invalid' &&
    error.upstreamCode !== 'headers.invalid'
  );
}
