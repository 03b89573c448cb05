/**
 * The API as an NHS login relying party (README.md "NHS login"): which provider, which client, and the
 * client's private key for `private_key_jwt`. The same NHS_LOGIN_* variables configure the local stand-in
 * (api/src/nhs-login-stand-in/stand-in-config.ts), so by default the two agree.
 */
import { dirname, join } from 'node:path';
import { readInteger, readString, type Env } from '../config/env-values';
import { defaultNhsLoginIssuer } from '../nhs-login-stand-in/stand-in-config';

/** spec part 1 §7: the NHS login authorize request asks for exactly these scopes. */
export const NHS_LOGIN_SCOPE = 'openid profile email gp_integration_credentials';

export interface NhsLoginConfig {
  /** The provider's issuer identifier; its discovery document is at `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Where the provider sends the browser back with the code: the app's /login. */
  redirectUri: string;
  scope: string;
  /**
   * The authorize endpoint the mobile config names before discovery has run: NHS_LOGIN_AUTHORIZE_URL, else
   * `<issuer>/authorize` (NHS login's path, and the stand-in's). authorize-config answers the discovered one.
   */
  authorizeUrl: string;
  /** NHS_LOGIN_PRIVATE_KEY: the client's private key, PEM (PKCS #8) or a JWK; RSA or EC P-256. */
  privateKey: string | undefined;
  /**
   * Without NHS_LOGIN_PRIVATE_KEY, outside production only: a key pair is generated and kept in this file
   * across restarts, next to the data directory, or in memory when undefined (DATA_DIR=memory://). In
   * production no key is generated: NHS login calls then answer 503 nhsLogin.unavailable, and the API warns
   * at start.
   */
  generateKey: { file: string | undefined } | false;
  /** The algorithm the provider signs id_tokens with (NHS_LOGIN_ID_TOKEN_ALG, default RS256). */
  idTokenSigningAlg: string;
  /** How long one call to the provider may take before it counts as unreachable. */
  timeoutSeconds: number;
}

export function loadNhsLoginConfig(
  env: Env,
  context: { publicAppUrl: string; dataDir: string; production: boolean },
): NhsLoginConfig {
  const issuer = readString(env, 'NHS_LOGIN_ISSUER', defaultNhsLoginIssuer(env)).replace(
    /\/+$/,
    '',
  );
  const privateKey = env.NHS_LOGIN_PRIVATE_KEY?.trim() || undefined;
  return {
    issuer,
    clientId: readString(env, 'NHS_LOGIN_CLIENT_ID', 'medicines-online'),
    redirectUri: readString(env, 'NHS_LOGIN_REDIRECT_URI', `${context.publicAppUrl}/login`),
    scope: NHS_LOGIN_SCOPE,
    authorizeUrl: readString(env, 'NHS_LOGIN_AUTHORIZE_URL', `${issuer}/authorize`),
    privateKey,
    generateKey:
      privateKey || context.production
        ? false
        : {
            file: context.dataDir.startsWith('memory://')
              ? undefined
              : join(dirname(context.dataDir), 'nhs-login-client-key.json'),
          },
    idTokenSigningAlg: readString(env, 'NHS_LOGIN_ID_TOKEN_ALG', 'RS256'),
    timeoutSeconds: readInteger(env, 'NHS_LOGIN_TIMEOUT_SECONDS', 10, { min: 1, max: 120 }),
  };
}
