import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { ApiError } from '../http/api-error';
import {
  emailAddress,
  noQuerystring,
  opaqueToken,
  password,
  strictObject,
  webPlatform,
} from '../http/schemas';
import { checkCredentials } from './sign-in';

/** The token pair answered by sign-in and refresh (docs/rest-api.md). */
interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

interface SignInBody {
  username: string;
  password: string;
  platform: 'web';
}

interface RefreshBody {
  refresh_token: string;
}

const signInSchema = {
  querystring: noQuerystring,
  body: strictObject({
    username: emailAddress,
    password,
    platform: webPlatform,
  }),
};

const refreshSchema = {
  querystring: noQuerystring,
  body: strictObject({ refresh_token: opaqueToken }),
};

/** POST /v1/auth/token (signIn) and POST /v1/auth/refresh (refreshToken). */
export function registerAuthRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db, accessTokens, refreshTokens } = context;

  async function tokensFor(accountId: string, refreshToken: string): Promise<TokenResponse> {
    return {
      access_token: await accessTokens.issue(accountId),
      refresh_token: refreshToken,
      expires_in: accessTokens.ttlSeconds,
    };
  }

  app.post<{ Body: SignInBody }>(
    '/v1/auth/token',
    { schema: signInSchema },
    async (request, reply) => {
      const check = await checkCredentials(db, request.body.username, request.body.password);
      switch (check.outcome) {
        case 'accepted': {
          const refreshToken = await refreshTokens.issueForSignIn(check.accountId);
          // RFC 6749 §5.1: token responses must not be cached.
          return reply
            .header('cache-control', 'no-store')
            .send(await tokensFor(check.accountId, refreshToken));
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

  app.post<{ Body: RefreshBody }>(
    '/v1/auth/refresh',
    { schema: refreshSchema },
    async (request, reply) => {
      const result = await refreshTokens.rotate(request.body.refresh_token);
      switch (result.outcome) {
        case 'rotated':
          return reply
            .header('cache-control', 'no-store')
            .send(await tokensFor(result.accountId, result.refreshToken));
        case 'reused':
          throw new ApiError(
            401,
            'token.reused',
            'The refresh token was already used; sign in again.',
          );
        case 'invalid':
          throw new ApiError(401, 'token.invalid', 'The refresh token is invalid or expired.');
      }
    },
  );
}
