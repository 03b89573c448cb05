import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { ApiError } from '../http/api-error';
import {
  emailAddress,
  noContent,
  noQuerystring,
  opaqueToken,
  password,
  replies,
  strictObject,
  webPlatform,
} from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { rateLimited, rateLimitRules } from '../http/rate-limits';
import type { SignInTokens } from './refresh-tokens';
import { checkCredentials } from './sign-in';

/** The token pair answered by sign-in, refresh and the NHS login calls (RFC 6749 §5.1 names). */
export const TokenResponse = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String({ description: 'Single use: each refresh answers a new one.' }),
  expires_in: Type.Integer({ description: "Seconds until the access token's expiry." }),
});
type TokenResponse = Static<typeof TokenResponse>;

const signInSchema = {
  operationId: 'signIn',
  querystring: noQuerystring,
  body: strictObject({
    username: emailAddress,
    password,
    platform: webPlatform,
  }),
  response: replies({ 200: TokenResponse }, [403, 429, 503], { body: true }),
};

const refreshSchema = {
  operationId: 'refreshToken',
  querystring: noQuerystring,
  body: strictObject({ refresh_token: opaqueToken }),
  response: replies({ 200: TokenResponse }, [], { body: true }),
};

const revokeSchema = {
  operationId: 'revokeToken',
  description:
    'Sign-out (RFC 7009): revokes the refresh token and every token of its family. 204 whether or not the token was known.',
  querystring: noQuerystring,
  body: strictObject({ refresh_token: opaqueToken }),
  response: replies({ 204: noContent }, [], { body: true }),
};

/** POST /v1/auth/token (signIn), POST /v1/auth/refresh (refreshToken) and POST /v1/auth/revoke (revokeToken). */
export function registerAuthRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  const { db, accessTokens, refreshTokens } = context;

  async function tokensFor(
    accountId: string,
    { refreshToken, signInId }: SignInTokens,
  ): Promise<TokenResponse> {
    return {
      access_token: await accessTokens.issue(accountId, signInId),
      refresh_token: refreshToken,
      expires_in: accessTokens.ttlSeconds,
    };
  }

  const signInLimits = rateLimited(
    fastify,
    rateLimitRules.signInByAccount,
    rateLimitRules.signInByAddress,
  );
  app.post(
    '/v1/auth/token',
    { schema: signInSchema, preHandler: signInLimits },
    async (request, reply) => {
      const check = await checkCredentials(db, request.body.username, request.body.password);
      switch (check.outcome) {
        case 'accepted': {
          const signIn = await refreshTokens.issueForSignIn(check.accountId);
          // RFC 6749 §5.1: token responses must not be cached.
          return reply
            .header('cache-control', 'no-store')
            .send(await tokensFor(check.accountId, signIn));
        }
        case 'invalidCredentials':
          throw new ApiError(401, 'auth.invalidCredentials', 'The email or password is wrong.');
        case 'accountLocked':
          throw new ApiError(
            401,
            'auth.accountLocked',
            'The account is locked after repeated failed sign-ins.',
          );
        case 'accountNotActive':
          throw new ApiError(
            403,
            'auth.accountNotActive',
            'The account has not finished registration.',
          );
      }
    },
  );

  app.post('/v1/auth/refresh', { schema: refreshSchema }, async (request, reply) => {
    const result = await refreshTokens.rotate(request.body.refresh_token);
    switch (result.outcome) {
      case 'rotated':
        return reply
          .header('cache-control', 'no-store')
          .send(await tokensFor(result.accountId, result));
      case 'reused':
        throw new ApiError(
          401,
          'token.reused',
          'The refresh token was already used; sign in again.',
        );
      case 'invalid':
        throw new ApiError(401, 'token.invalid', 'The refresh token is invalid or expired.');
    }
  });

  app.post('/v1/auth/revoke', { schema: revokeSchema }, async (request, reply) => {
    await refreshTokens.revoke(request.body.refresh_token);
    return reply.code(204).send();
  });
}
