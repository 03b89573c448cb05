/**
 * The NHS login calls (docs/rest-api.md "Calls for issue #4 (NHS login)"): authorize-config, the code
 * exchange that signs an existing account in, and registration with NHS login. Plus the client's public JWKS,
 * which the provider reads to check this API's `private_key_jwt` assertions.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { ApiError } from '../http/api-error';
import { TokenResponse } from '../auth/routes';
import {
  boundedString,
  noQuerystring,
  onlyValue,
  orNull,
  replies,
  strictObject,
  uuid,
  webPlatform,
} from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { loadClientKey } from './client-key';
import { findAccountByNhsLoginSub, registerWithNhsLogin } from './nhs-login-accounts';
import { createNhsLoginClient, NhsLoginRefused, type NhsLoginClient } from './nhs-login-client';
import type { NhsLoginConfig } from './nhs-login-config';
import type { JWK } from 'jose';

/** The relying party as the routes use it: built once by buildApi. */
export interface NhsLogin {
  client: NhsLoginClient;
  /** The client's public keys; empty when no key is configured (production without NHS_LOGIN_PRIVATE_KEY). */
  publicJwks: { keys: JWK[] };
}

export async function createNhsLogin(config: NhsLoginConfig): Promise<NhsLogin> {
  const key = await loadClientKey(config);
  return {
    client: createNhsLoginClient(config, key),
    publicJwks: key?.publicJwks ?? { keys: [] },
  };
}

/** An authorisation code with what the gateway kept for it (also for connecting IM1 via NHS login). */
export const codeExchangeProperties = {
  authorisationCode: Type.String({ minLength: 1, maxLength: 2048, pattern: '^[\\x21-\\x7E]+$' }),
  redirectUri: Type.String({ minLength: 1, maxLength: 2048, pattern: '^https?://' }),
  // RFC 7636 §4.1: 43 to 128 unreserved characters.
  codeVerifier: Type.String({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' }),
  nonce: Type.String({ minLength: 1, maxLength: 512, pattern: '^[\\x21-\\x7E]+$' }),
};
const webDevice = onlyValue('web');

const exchangeBody = strictObject({
  platform: webPlatform,
  deviceType: webDevice,
  isNHSLogin: onlyValue(true),
  ...codeExchangeProperties,
});

const createAccountBody = strictObject({
  platform: webPlatform,
  deviceType: webDevice,
  accountId: orNull(uuid),
  marketingOptin: Type.Boolean(),
  hasConsent: onlyValue(true),
  email: boundedString(254, 0),
  ...codeExchangeProperties,
});

const AuthorizeConfig = Type.Object({
  authorizeUrl: Type.String(),
  clientId: Type.String(),
  redirectUri: Type.String(),
  scope: Type.String(),
});

/** A public key as RFC 7517 writes it: `kty` always, the other members by key type. */
const PublicJwk = Type.Object(
  { kty: Type.String() },
  { additionalProperties: true, description: 'A public JSON Web Key (RFC 7517).' },
);

/** GET /nhs-login/jwks.json: public keys only, no client headers (the provider fetches it). */
export function registerNhsLoginJwks(app: FastifyInstance, nhsLogin: NhsLogin): void {
  withSchemaTypes(app).get(
    '/nhs-login/jwks.json',
    {
      schema: {
        operationId: 'nhsLoginJwks',
        querystring: noQuerystring,
        response: { 200: Type.Object({ keys: Type.Array(PublicJwk) }) },
      },
    },
    async () => ({ keys: nhsLogin.publicJwks.keys as { kty: string }[] }),
  );
}

/** nhsLoginAuthorizeConfig, nhsLoginExchange, nhsLoginCreateAccount. */
export function registerNhsLoginRoutes(
  fastify: FastifyInstance,
  context: ApiContext,
  nhsLogin: NhsLogin,
): void {
  const app = withSchemaTypes(fastify);
  const { db, accessTokens, refreshTokens } = context;

  /** The same pair as POST /v1/auth/token. */
  async function tokensFor(accountId: string) {
    const { refreshToken, signInId } = await refreshTokens.issueForSignIn(accountId);
    return {
      access_token: await accessTokens.issue(accountId, signInId),
      refresh_token: refreshToken,
      expires_in: accessTokens.ttlSeconds,
    };
  }

  app.get(
    '/v1/nhs-login/authorize-config',
    {
      schema: {
        operationId: 'nhsLoginAuthorizeConfig',
        querystring: noQuerystring,
        response: replies({ 200: AuthorizeConfig }, [503]),
      },
    },
    async (request) => {
      try {
        return await nhsLogin.client.authorizeConfig();
      } catch (error) {
        throw nhsLoginRefusal(error, request.log);
      }
    },
  );

  app.post(
    '/v1/nhs-login/token',
    {
      schema: {
        operationId: 'nhsLoginExchange',
        querystring: noQuerystring,
        body: exchangeBody,
        response: replies({ 200: TokenResponse }, [403, 404, 422, 503], { body: true }),
      },
    },
    async (request, reply) => {
      let sub: string;
      try {
        ({ sub } = await nhsLogin.client.exchange(request.body));
      } catch (error) {
        throw nhsLoginRefusal(error, request.log);
      }
      const account = await findAccountByNhsLoginSub(db, sub);
      if (!account) {
        throw new ApiError(
          404,
          'nhsLogin.unknownUser',
          'No account is registered with this NHS login; register first.',
        );
      }
      // As sign-in (docs/rest-api.md): a locked account stays locked, an unfinished one cannot sign in.
      if (account.locked) {
        throw new ApiError(
          401,
          'auth.accountLocked',
          'The account is locked after repeated failed sign-ins.',
        );
      }
      if (account.status !== 'ACTIVE') {
        throw new ApiError(
          403,
          'auth.accountNotActive',
          'The account has not finished registration.',
        );
      }
      // RFC 6749 §5.1: token responses must not be cached.
      return reply.header('cache-control', 'no-store').send(await tokensFor(account.id));
    },
  );

  app.post(
    '/v1/nhs-login/accounts',
    {
      schema: {
        operationId: 'nhsLoginCreateAccount',
        querystring: noQuerystring,
        body: createAccountBody,
        response: replies({ 201: TokenResponse }, [409, 422, 503], { body: true }),
      },
    },
    async (request, reply) => {
      const { body } = request;
      let claims;
      try {
        claims = await nhsLogin.client.exchange(body, { withClaims: true });
      } catch (error) {
        throw nhsLoginRefusal(error, request.log);
      }
      const result = await registerWithNhsLogin(db, {
        claims,
        email: body.email,
        accountId: body.accountId,
        marketingOptin: body.marketingOptin,
      });
      switch (result) {
        case 'accountExists':
          throw new ApiError(
            409,
            'nhsLogin.accountExists',
            'An account already exists for this NHS login or its email address; sign in instead.',
          );
        case 'emailRequired':
          throw new ApiError(422, 'nhsLogin.emailRequired', 'NHS login gave no verified email.', {
            reasons: [{ field: 'email', reason: 'required' }],
          });
        case 'claimsIncomplete':
          throw new ApiError(
            422,
            'nhsLogin.claimsIncomplete',
            'NHS login did not give a name and date of birth.',
          );
        default:
          return reply
            .code(201)
            .header('cache-control', 'no-store')
            .send(await tokensFor(result.accountId));
      }
    },
  );
}

/** The contract's refusal for an NHS login failure; anything else goes on to the error handler as a 500. */
export function nhsLoginRefusal(
  error: unknown,
  log: { warn(object: object, message: string): void },
): unknown {
  if (!(error instanceof NhsLoginRefused)) return error;
  log.warn({ refusal: error.refusal, detail: error.detail }, 'NHS login refused');
  switch (error.refusal) {
    case 'invalidGrant':
      return new ApiError(
        422,
        'nhsLogin.invalidGrant',
        'The NHS login authorisation code is invalid, used or expired; sign in with NHS login again.',
      );
    case 'invalidIdToken':
      return new ApiError(
        422,
        'nhsLogin.invalidIdToken',
        'The answer from NHS login could not be verified; sign in with NHS login again.',
      );
    case 'unavailable':
      return new ApiError(
        503,
        'nhsLogin.unavailable',
        'NHS login cannot be reached at the moment.',
      );
  }
}
