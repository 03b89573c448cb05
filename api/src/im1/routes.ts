import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { getIm1Details, Im1DetailsResponse } from '../accounts/account-details';
import { requireAccessToken, signedInContext } from '../auth/access-guard';
import { emptyBody, noQuerystring, replies, treatMissingBodyAsEmpty } from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { im1NotAvailable } from './deregister';

/** POST /v1/im1/account-details (im1AccountDetails). */
export function registerIm1Routes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  app.post(
    '/v1/im1/account-details',
    {
      onRequest: requireAccessToken(context.accessTokens),
      // The call carries nothing (spec part 1 §7 "not shown"): a POST without any body counts as `{}`.
      preValidation: treatMissingBodyAsEmpty,
      schema: {
        operationId: 'im1AccountDetails',
        querystring: noQuerystring,
        body: emptyBody,
        response: replies({ 200: Im1DetailsResponse }, [422], { body: true }),
      },
    },
    async (request) => {
      const details = getIm1Details(signedInContext(request));
      if (details === 'notAvailable') throw im1NotAvailable();
      return details;
    },
  );
}
