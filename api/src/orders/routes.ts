import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';

import { requireAccessToken } from '../auth/access-guard';
import {
  emptyBody,
  noContent,
  noQuerystring,
  replies,
  treatMissingBodyAsEmpty,
} from '../http/schemas';
import { IdempotencyKeyHeaders, answerOnce } from '../http/idempotency';
import { withSchemaTypes } from '../http/typed-routes';
import { patientScopeOf } from '../patients/patient-scope';
import { cancelOrder, recordOrderSurvey } from './order-changes';
import { OrderResponse, toOrderResponse } from './order-response';
import { CancelOrderBody, OrderSurveyBody, PlaceOrderBody } from './order-schemas';
import { placeOrder } from './place-order';
import { listOrdersWithItems } from './repository';

/**
 * POST /v1/orders/list (ordersList), POST /v1/orders (placeOrder), POST /v1/orders/cancel (cancelOrder) and
 * POST /v1/orders/survey (orderSurvey), each for the account's selected patient.
 */
export function registerOrderRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  const { db, clock } = context;
  const signedIn = requireAccessToken(context.accessTokens);

  app.post(
    '/v1/orders/list',
    {
      onRequest: signedIn,
      preValidation: treatMissingBodyAsEmpty,
      schema: {
        operationId: 'ordersList',
        querystring: noQuerystring,
        body: emptyBody,
        response: replies({ 200: Type.Object({ orders: Type.Array(OrderResponse) }) }, [403], {
          body: true,
        }),
      },
    },
    async (request) => {
      const scope = await patientScopeOf(request);
      const orders = await listOrdersWithItems(db, scope.patient.id);
      return { orders: orders.map(toOrderResponse) };
    },
  );

  app.post(
    '/v1/orders',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'placeOrder',
        headers: IdempotencyKeyHeaders,
        querystring: noQuerystring,
        body: PlaceOrderBody,
        response: replies(
          { 200: Type.Object({ orders: Type.Array(Type.Object({ id: Type.String() })) }) },
          [403, 404, 422],
          { body: true },
        ),
      },
    },
    async (request, reply) =>
      answerOnce(context, request, reply, async (tx) => {
        const ids = await placeOrder(tx, await patientScopeOf(request, tx), request.body, clock());
        return { orders: ids.map((id) => ({ id })) };
      }),
  );

  app.post(
    '/v1/orders/cancel',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'cancelOrder',
        querystring: noQuerystring,
        body: CancelOrderBody,
        response: replies({ 204: noContent }, [403, 404, 422], { body: true }),
      },
    },
    async (request, reply) => {
      await cancelOrder(db, await patientScopeOf(request), request.body, clock());
      return reply.code(204).send();
    },
  );

  app.post(
    '/v1/orders/survey',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'orderSurvey',
        querystring: noQuerystring,
        body: OrderSurveyBody,
        response: replies({ 204: noContent }, [403, 404, 409], { body: true }),
      },
    },
    async (request, reply) => {
      await recordOrderSurvey(db, await patientScopeOf(request), request.body);
      return reply.code(204).send();
    },
  );
}
