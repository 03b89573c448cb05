/**
 * The stand-in's configuration from the environment (README.md "NHS login"). It shares the NHS_LOGIN_*
 * names with the API (api/src/nhs-login/nhs-login-config.ts), so one `.env` configures both ends.
 */
import { readInteger, readString, type Env } from '../config/env-values';
import type { StandInClient } from './stand-in';

export interface StandInConfig {
  port: number;
  host: string;
  issuer: string;
  client: StandInClient;
}

export const DEFAULT_NHS_LOGIN_PORT = 4020;

/** The issuer the API expects when NHS_LOGIN_ISSUER is not set: this stand-in on NHS_LOGIN_PORT. */
export function defaultNhsLoginIssuer(env: Env): string {
  const port = readInteger(env, 'NHS_LOGIN_PORT', DEFAULT_NHS_LOGIN_PORT, { min: 0, max: 65535 });
  return `http://localhost:${port}`;
}

export function loadStandInConfig(env: Env = process.env): StandInConfig {
  const port = readInteger(env, 'NHS_LOGIN_PORT', DEFAULT_NHS_LOGIN_PORT, { min: 0, max: 65535 });
  const appUrl = readString(env, 'PUBLIC_APP_URL', 'http://localhost:3000').replace(/\/+$/, '');
  const apiPort = readInteger(env, 'API_PORT', 4010, { min: 0, max: 65535 });
  const redirectUri = readString(env, 'NHS_LOGIN_REDIRECT_URI', `${appUrl}/login`);
  // spec part 1 §2: the ways-to-register page also completes an NHS login (registration) from its `code`,
  // and register for online services a GP connection.
  const extra = readString(
    env,
    'NHS_LOGIN_EXTRA_REDIRECT_URIS',
    `${appUrl}/ways-to-register,${appUrl}/my-services/register-for-online-services`,
  )
    .split(',')
    .map((uri) => uri.trim())
    .filter(Boolean);
  return {
    port,
    host: readString(env, 'NHS_LOGIN_HOST', '127.0.0.1'),
    issuer: readString(env, 'NHS_LOGIN_ISSUER', defaultNhsLoginIssuer(env)).replace(/\/+$/, ''),
    client: {
      clientId: readString(env, 'NHS_LOGIN_CLIENT_ID', 'medicines-online'),
      clientName: readString(env, 'PRODUCT_NAME', 'Medicines Online'),
      redirectUris: [...new Set([redirectUri, ...extra])],
      // The API publishes the public half of its client key there (api/src/nhs-login/nhs-login-routes.ts).
      jwksUri: readString(
        env,
        'NHS_LOGIN_CLIENT_JWKS_URI',
        `http://127.0.0.1:${apiPort}/nhs-login/jwks.json`,
      ),
    },
  };
}
