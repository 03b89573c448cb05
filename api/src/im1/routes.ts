import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { getIm1Details } from '../accounts/account-details';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import { ApiError, invalidAccessToken } from '../http/api-error';
import { emptyBody, noQuerystring } from '../http/schemas';

/** POST /v1/im1/account-details (im1AccountDetails). */
export function registerIm1Routes(app: FastifyInstance, context: ApiContext): void {
  app.post(
    '/v1/im1/account-details',
    {
      onRequest: requireAccessToken(context.accessTokens),
      // The call carries nothing (spec part 1 §7 "not shown"): a POST without any body counts as `{}`.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { querystring: noQuerystring, body: emptyBody },
    },
    async (request) => {
      const details = await getIm1Details(context.db, authenticatedAccountId(request));
      if (!details) throw invalidAccessToken();
      if (details === 'notAvailable') {
        throw new ApiError(
          422,
          'im1.notAvailable',
          'The selected patient is not linked to GP online services.',
        );
      }
      return details;
    },
  );
}
