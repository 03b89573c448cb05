import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { requireAccessToken } from '../auth/access-guard';
import {
  emptyBody,
  noQuerystring,
  replies,
  strictObject,
  treatMissingBodyAsEmpty,
  uuid,
} from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { patientScopeOf } from '../patients/patient-scope';
import { advanceOrder } from './order-changes';
import { OrderResponse } from './order-response';

/**
 * POST /v1/dev/orders/:orderId/advance (advanceOrderStatus): moves one of the selected patient's orders one
 * step, standing in for the GP and the pharmacy while developing and in end-to-end tests. Registered only
 * when config.devControls is on (never with NODE_ENV=production), so otherwise the path is an unknown route.
 */
export function registerDevOrderRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  app.post(
    '/v1/dev/orders/:orderId/advance',
    {
      onRequest: requireAccessToken(context.accessTokens),
      preValidation: treatMissingBodyAsEmpty,
      schema: {
        operationId: 'advanceOrderStatus',
        params: strictObject({ orderId: uuid }),
        querystring: noQuerystring,
        body: emptyBody,
        response: replies({ 200: OrderResponse }, [403, 404, 422], { body: true }),
      },
    },
    async (request) => {
      const scope = await patientScopeOf(request);
      return advanceOrder(context.db, scope, request.params.orderId, context.clock());
    },
  );
}
