import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode, gatewayError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers-types';
import {
  createNhsLoginAccount,
  exchangeNhsLoginCode,
  fetchAuthorizeConfig,
} from './nhs-login-upstream';
import { startSession } from './start-session';

/** Long enough to sign in at NHS login, short enough that an abandoned attempt is soon forgotten. */
const NHS_LOGIN_FLOW_MS = 15 * 60 * 1000;
/** Where NHS login sends a registration back (spec part 1 §2: ways to register reads `code`). */
const REGISTRATION_RETURN_PATH = '/ways-to-register';

/** NHS login for sign-in and registration (spec part 1 §2, §4, §7). Public: no session needed. */
export const nhsLoginMutations: Pick<MutationResolvers, 'startNhsLogin' | 'completeNhsLogin'> = {
  startNhsLogin: async (_parent, args, ctx) => {
    const config = await fetchAuthorizeConfig(ctx);
    // Sign-in comes back to the configured redirect (/login); registration to ways-to-register there.
    const redirectUri =
      args.intent === 'REGISTER'
        ? new URL(REGISTRATION_RETURN_PATH, config.redirectUri).toString()
        : config.redirectUri;
    const flow = {
      state: randomToken(),
      nonce: randomToken(),
      codeVerifier: randomToken(),
      intent: args.intent,
      marketingOptin: args.marketingOptin ?? false,
      redirectUri,
      expiresAt: ctx.services.now() + NHS_LOGIN_FLOW_MS,
    };
    ctx.flow.set('nhsLogin', flow);

    const url = new URL(config.authorizeUrl);
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', config.scope);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', flow.state);
    url.searchParams.set('nonce', flow.nonce);
    url.searchParams.set('code_challenge', pkceChallenge(flow.codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  },

  completeNhsLogin: async (_parent, args, ctx) => {
    const flow = ctx.flow.get('nhsLogin');
    // One try per redirect: the code is used up by any call that reaches the provider.
    ctx.flow.clear('nhsLogin');
    if (!flow || !sameText(flow.state, args.state) || args.code.trim() === '')
      throw gatewayError(ErrorCode.nhsLoginFailed);

    const grant = {
      authorisationCode: args.code,
      redirectUri: flow.redirectUri,
      codeVerifier: flow.codeVerifier,
      nonce: flow.nonce,
    };
    const tokens =
      flow.intent === 'REGISTER'
        ? await createNhsLoginAccount(ctx, grant, flow.marketingOptin)
        : await exchangeNhsLoginCode(ctx, grant);
    return startSession(ctx, tokens);
  },
};

/** 32 random bytes, base64url: a state, a nonce or a PKCE verifier (RFC 7636 §4.1: 43 characters). */
function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** RFC 7636 §4.2, S256. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Compares without leaking, through timing, how much of the state matched. */
function sameText(expected: string, actual: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}
