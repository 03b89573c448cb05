import { forgetAccountReads } from '../account/account-upstream';
import type { GatewayContext } from '../context';
import { gatewayError, unauthenticated } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { checkSignInInput, isSignInRefusal, signInRefusalCode } from './sign-in-rules';
import { fetchAccountStatus, requestTokens, revokeTokens } from './sign-in-upstream';
import { forgetSession, startSession } from './start-session';

/** Query.session: whether a live session exists and when it ends. Reading it does not extend it. */
export const sessionQuery: Pick<QueryResolvers, 'session'> = {
  session: (_parent, _args, ctx) => sessionTimes(ctx),
};

function sessionTimes(ctx: GatewayContext) {
  const expiry = ctx.session.expiry();
  if (expiry === null) return { signedIn: false, idleExpiresAt: null, absoluteExpiresAt: null };
  return {
    signedIn: true,
    idleExpiresAt: expiry.idleExpiresAt.toISOString(),
    absoluteExpiresAt: expiry.absoluteExpiresAt.toISOString(),
  };
}

export const sessionMutations: Pick<MutationResolvers, 'signIn' | 'signOut' | 'extendSession'> = {
  /** The time-out warning's 'Stay signed in' (issue 21): activity without an upstream call. */
  extendSession: (_parent, _args, ctx) => {
    if (ctx.session.extend() === null) throw unauthenticated();
    return sessionTimes(ctx);
  },

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

    return startSession(ctx, tokenResponse);
  },

  /**
   * spec part 1 §2 (Navigation bar): 'Log out clears the tokens'. The session ends in the store, so on every
   * gateway instance at once, and the API revokes the refresh token.
   */
  signOut: async (_parent, _args, ctx) => {
    const refreshToken = ctx.session.current?.refreshToken;
    forgetSession(ctx);
    ctx.session.clear();
    if (refreshToken !== undefined) await revokeTokens(ctx, refreshToken);
    forgetAccountReads(ctx);
    return true;
  },
};
