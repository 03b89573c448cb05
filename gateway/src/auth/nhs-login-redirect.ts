import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NhsLoginFlow } from '../session/flow-cookie';
import type { RestAuthorizeConfig } from './nhs-login-upstream';

/** Long enough to sign in at NHS login, short enough that an abandoned attempt is soon forgotten. */
const NHS_LOGIN_FLOW_MS = 15 * 60 * 1000;
/** Where NHS login sends a registration back (spec part 1 §2: ways to register reads `code`). */
const REGISTRATION_RETURN_PATH = '/ways-to-register';
/** Where NHS login sends a GP connection back (spec part 1 §2: register for online services reads `code`). */
const LINK_RETURN_PATH = '/my-services/register-for-online-services';

const returnPaths: Record<NhsLoginFlow['intent'], string | undefined> = {
  SIGN_IN: undefined,
  REGISTER: REGISTRATION_RETURN_PATH,
  LINK: LINK_RETURN_PATH,
};

/**
 * A fresh redirect to NHS login (spec part 1 §7 'The NHS Login browser redirect'): its state, nonce and PKCE
 * verifier, kept in the flow cookie, and where the provider sends the browser back. Sign-in comes back to the
 * configured redirect (/login); registration to ways-to-register there, a GP connection to register for
 * online services.
 */
export function newNhsLoginFlow(
  config: RestAuthorizeConfig,
  intent: NhsLoginFlow['intent'],
  marketingOptin: boolean,
  now: number,
): NhsLoginFlow {
  const returnPath = returnPaths[intent];
  return {
    state: randomToken(),
    nonce: randomToken(),
    codeVerifier: randomToken(),
    intent,
    marketingOptin,
    redirectUri: returnPath
      ? new URL(returnPath, config.redirectUri).toString()
      : config.redirectUri,
    expiresAt: now + NHS_LOGIN_FLOW_MS,
  };
}

/** The provider's authorize URL for a flow: authorisation code with PKCE (S256). */
export function authorizeUrl(config: RestAuthorizeConfig, flow: NhsLoginFlow): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('redirect_uri', flow.redirectUri);
  url.searchParams.set('state', flow.state);
  url.searchParams.set('nonce', flow.nonce);
  url.searchParams.set('code_challenge', pkceChallenge(flow.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** 32 random bytes, base64url: a state, a nonce or a PKCE verifier (RFC 7636 §4.1: 43 characters). */
function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** RFC 7636 §4.2, S256. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Compares without leaking, through timing, how much of the state matched. */
export function sameState(expected: string, actual: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}
