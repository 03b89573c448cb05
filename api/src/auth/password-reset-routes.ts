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
import { rateLimited, rateLimitRules } from '../http/rate-limits';
import { withSchemaTypes } from '../http/typed-routes';
import { completePasswordReset, requestPasswordReset } from './password-reset';
import { passwordTooWeak } from './password-rule';

/**
 * POST /v1/accounts/password-reset (requestPasswordReset) and POST /v1/accounts/password-reset/complete
 * (completePasswordReset), spec part 2 'Forgot password' and 'Reset password'. Public: the user cannot sign in.
 */
export function registerPasswordResetRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  app.post(
    '/v1/accounts/password-reset',
    {
      schema: {
        operationId: 'requestPasswordReset',
        querystring: noQuerystring,
        body: strictObject({ email: emailAddress, platform: webPlatform }),
        response: replies({ 204: noContent }, [429], { body: true }),
      },
      preHandler: rateLimited(
        fastify,
        rateLimitRules.passwordResetByEmail,
        rateLimitRules.passwordResetByAddress,
      ),
    },
    async (request, reply) => {
      // 204 whether or not there is such an account.
      await requestPasswordReset(context, request.body.email);
      return reply.code(204).send();
    },
  );

  app.post(
    '/v1/accounts/password-reset/complete',
    {
      schema: {
        operationId: 'completePasswordReset',
        querystring: noQuerystring,
        body: strictObject({ token: opaqueToken, newPassword: password }),
        response: replies({ 204: noContent }, [422, 503], { body: true }),
      },
    },
    async (request, reply) => {
      const { token, newPassword } = request.body;
      switch (await completePasswordReset(context, token, newPassword)) {
        case 'completed':
          return reply.code(204).send();
        case 'invalidToken':
          throw new ApiError(
            422,
            'passwordReset.invalidToken',
            'The reset link is unknown, already used or expired.',
          );
        case 'tooWeak':
          throw passwordTooWeak('newPassword');
      }
    },
  );
}
