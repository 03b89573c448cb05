/**
 * The API's side of NHS login (OpenID Connect, through `openid-client`): discovery, the code exchange at the
 * token endpoint with `private_key_jwt` and the PKCE verifier, id_token validation (signature from the
 * provider's JWKS, iss, aud, exp, nonce) and the userinfo call for the person's claims. Works the same against
 * the local stand-in and the NHS login sandpit: only NHS_LOGIN_* change.
 *
 * The gateway runs the browser side (state, nonce, code_verifier in its sealed session) and hands this API the
 * code with the verifier and nonce.
 */
import * as oidc from 'openid-client';
import type { ClientKey } from './client-key';
import type { NhsLoginConfig } from './nhs-login-config';

/** What the provider's discovery document says, as the gateway needs it to send the browser there. */
export interface AuthorizeConfig {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  scope: string;
}

/** One code, as the app got it back, with what the gateway kept for it. */
export interface CodeExchange {
  authorisationCode: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
}

/** Why an exchange failed. */
export type NhsLoginRefusal =
  /** The provider refused the code: unknown, used, expired, wrong verifier or redirect URI. */
  | 'invalidGrant'
  /** The id_token (or userinfo answer) failed validation: signature, iss, aud, exp, nonce, sub. */
  | 'invalidIdToken'
  /** The provider could not be reached, answered nonsense, or no client key is configured. */
  | 'unavailable';

/** The claims this product reads (NHS login's userinfo; api/src/nhs-login-stand-in/identities.ts). */
export interface NhsLoginClaims {
  sub: string;
  identity_proofing_level?: string;
  given_name?: string;
  family_name?: string;
  birthdate?: string;
  email?: string;
  email_verified?: boolean;
  nhs_number?: string;
  gp_integration_credentials?: {
    gp_user_id?: string;
    gp_linkage_key?: string;
    gp_ods_code?: string;
  };
}

export class NhsLoginRefused extends Error {
  constructor(
    readonly refusal: NhsLoginRefusal,
    readonly detail: string,
  ) {
    super(`NHS login ${refusal}: ${detail}`);
    this.name = 'NhsLoginRefused';
  }
}

export interface NhsLoginClient {
  /** The discovered authorize endpoint with this client's settings; throws NhsLoginRefused('unavailable'). */
  authorizeConfig(): Promise<AuthorizeConfig>;
  /**
   * Exchanges the code and validates the id_token; with `withClaims`, also fetches userinfo. Resolves with
   * the person's claims (only `sub` without `withClaims`); throws NhsLoginRefused.
   */
  exchange(code: CodeExchange, options?: { withClaims?: boolean }): Promise<NhsLoginClaims>;
}

export function createNhsLoginClient(
  config: NhsLoginConfig,
  key: ClientKey | undefined,
): NhsLoginClient {
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    if (!key) {
      return Promise.reject(
        new NhsLoginRefused('unavailable', 'no client key: set NHS_LOGIN_PRIVATE_KEY'),
      );
    }
    discovered ??= oidc
      .discovery(
        new URL(config.issuer),
        config.clientId,
        { id_token_signed_response_alg: config.idTokenSigningAlg },
        oidc.PrivateKeyJwt({ key: key.privateKey, kid: key.kid }),
        {
          timeout: config.timeoutSeconds,
          execute: [
            // openid-client trusts TLS for id_tokens from the token endpoint (OIDC Core §3.1.3.7); this API
            // checks their signature against the provider's published keys as well.
            oidc.enableNonRepudiationChecks,
            // The stand-in is plain http on localhost; the sandpit is https.
            // eslint-disable-next-line @typescript-eslint/no-deprecated -- marked so only to stand out: meant for local providers
            ...(config.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : []),
          ],
        },
      )
      .catch((error: unknown) => {
        // Try again at the next call: the provider may be starting, or briefly away.
        discovered = undefined;
        throw new NhsLoginRefused('unavailable', `discovery failed: ${describe(error)}`);
      });
    return discovered;
  }

  return {
    async authorizeConfig() {
      const metadata = (await configuration()).serverMetadata();
      if (!metadata.authorization_endpoint) {
        throw new NhsLoginRefused('unavailable', 'discovery names no authorization_endpoint');
      }
      return {
        authorizeUrl: metadata.authorization_endpoint,
        clientId: config.clientId,
        redirectUri: config.redirectUri,
        scope: config.scope,
      };
    },

    async exchange(code, options = {}) {
      const client = await configuration();
      // The authorization response as the browser brought it back. The gateway checked its state; `iss`
      // (RFC 9207) is the issuer discovery vouched for, so openid-client's check of it passes.
      const callback = new URL(code.redirectUri);
      callback.search = '';
      callback.hash = '';
      callback.searchParams.set('code', code.authorisationCode);
      callback.searchParams.set('iss', client.serverMetadata().issuer);

      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(client, callback, {
          pkceCodeVerifier: code.codeVerifier,
          expectedNonce: code.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw refusalFor(error);
      }
      const idToken = tokens.claims();
      if (!idToken?.sub) throw new NhsLoginRefused('invalidIdToken', 'no id_token subject');
      if (!options.withClaims) return { sub: idToken.sub };

      try {
        const claims = await oidc.fetchUserInfo(client, tokens.access_token, idToken.sub);
        return claims;
      } catch (error) {
        throw refusalFor(error);
      }
    },
  };
}

// Failures that mean the provider is away or misbehaving, not that this code or token is bad.
const UNAVAILABLE_CODES = new Set([
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_HTTP_REQUEST_FORBIDDEN',
  'OAUTH_REQUEST_PROTOCOL_FORBIDDEN',
]);

/** Sorts an openid-client failure into the three refusals; anything unforeseen is rethrown as it is. */
function refusalFor(error: unknown): Error {
  if (error instanceof NhsLoginRefused) return error;
  if (error instanceof oidc.ResponseBodyError) {
    // invalid_grant covers every problem with the code: unknown, used, expired, PKCE, redirect_uri.
    return error.error === 'invalid_grant'
      ? new NhsLoginRefused('invalidGrant', describe(error))
      : new NhsLoginRefused('unavailable', `provider refused the client: ${describe(error)}`);
  }
  if (error instanceof oidc.ClientError) {
    return UNAVAILABLE_CODES.has(error.code ?? '')
      ? new NhsLoginRefused('unavailable', describe(error))
      : new NhsLoginRefused('invalidIdToken', describe(error));
  }
  // fetch() fails with a TypeError when nothing answers (connection refused, DNS, reset).
  if (error instanceof TypeError && !('code' in error && String(error.code).startsWith('ERR_'))) {
    return new NhsLoginRefused('unavailable', describe(error));
  }
  return error instanceof Error ? error : new Error(String(error));
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const body =
    error instanceof oidc.ResponseBodyError
      ? ` (${error.error}${error.error_description ? `: ${error.error_description}` : ''})`
      : '';
  const code = 'code' in error && typeof error.code === 'string' ? ` [${error.code}]` : '';
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${body}${code}${cause}`;
}
