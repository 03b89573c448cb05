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
import { completePasswordReset, requestPasswordReset } from './password-reset';
import { passwordTooWeak } from './password-rule';

interface ResetRequestBody {
  email: string;
  platform: 'web';
}

interface ResetCompletionBody {
  token: string;
  newPassword: string;
}

/**
 * POST /v1/accounts/password-reset (requestPasswordReset) and POST /v1/accounts/password-reset/complete
 * (completePasswordReset), spec part 2 'Forgot password' and 'Reset password'. Public: the user cannot sign in.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, context: ApiContext): void {
  app.post<{ Body: ResetRequestBody }>(
    '/v1/accounts/password-reset',
    {
      schema: {
        querystring: noQuerystring,
        body: strictObject({ email: emailAddress, platform: webPlatform }),
      },
    },
    async (request, reply) => {
      // 204 whether or not there is such an account.
      await requestPasswordReset(context, request.body.email);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: ResetCompletionBody }>(
    '/v1/accounts/password-reset/complete',
    {
      schema: {
        querystring: noQuerystring,
        body: strictObject({ token: opaqueToken, newPassword: password }),
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
