import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import { ORDER_COMMENT_MAX_LENGTH } from '../gp-systems/prescribing-rules';
import {
  boundedString,
  emptyBody,
  noQuerystring,
  nonBlankString,
  orNull,
  strictObject,
  treatMissingBodyAsEmpty,
  uuid,
} from '../http/schemas';
import { loadPatientScope } from '../patients/patient-scope';
import {
  cancelOrder,
  recordOrderSurvey,
  type CancelOrderInput,
  type OrderSurveyInput,
} from './order-changes';
import { toOrderResponse, type OrderResponse } from './order-response';
import { deliveryMethods, itemOrderTypes } from './order-steps';
import { placeOrder, type PlaceOrderInput } from './place-order';
import { listOrdersWithItems } from './repository';

/** docs/rest-api.md placeOrder: at most 50 items, each described in at most 200 characters. */
const MAX_ITEMS = 50;
const MAX_ITEM_TEXT = 200;
const MAX_REASON = 400;
const MAX_SURVEY_COMMENTS = 1000;

const orderItemInput = strictObject(
  {
    description: nonBlankString(MAX_ITEM_TEXT),
    type: orNull(boundedString(MAX_ITEM_TEXT, 0)),
    option: orNull(boundedString(MAX_ITEM_TEXT, 0)),
    itemOrderType: { type: 'string', enum: itemOrderTypes },
    medicationCourseGuid: orNull(uuid),
    orderItemId: orNull(uuid),
  },
  ['description', 'itemOrderType'],
);

const placeOrderSchema = {
  querystring: noQuerystring,
  body: strictObject(
    {
      items: { type: 'array', minItems: 1, maxItems: MAX_ITEMS, items: orderItemInput },
      // spec part 1 §5: at most 400 characters; the rule (place-order.ts) also counts as the app does.
      comment: orNull(boundedString(ORDER_COMMENT_MAX_LENGTH, 0)),
      earlyReorderReason: orNull(boundedString(MAX_REASON, 0)),
      deliveryMethod: orNull({ type: 'string', enum: deliveryMethods }),
    },
    ['items'],
  ),
};

const cancelOrderSchema = {
  querystring: noQuerystring,
  body: strictObject(
    {
      orderId: uuid,
      prescriptionRequestGuid: orNull(uuid),
      // spec part 1 §5: a non-blank reason.
      cancellationReason: nonBlankString(MAX_REASON),
    },
    ['orderId', 'cancellationReason'],
  ),
};

const orderSurveySchema = {
  querystring: noQuerystring,
  body: strictObject({
    orderId: uuid,
    enjoy: strictObject({ response: { type: 'boolean' } }),
    comments: strictObject({ response: boundedString(MAX_SURVEY_COMMENTS, 0) }),
  }),
};

/**
 * POST /v1/orders/list (ordersList), POST /v1/orders (placeOrder), POST /v1/orders/cancel (cancelOrder) and
 * POST /v1/orders/survey (orderSurvey), each for the account's selected patient.
 */
export function registerOrderRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db, clock } = context;
  const signedIn = requireAccessToken(context.accessTokens);
  const scopeOf = (request: Parameters<typeof authenticatedAccountId>[0]) =>
    loadPatientScope(db, authenticatedAccountId(request));

  app.post(
    '/v1/orders/list',
    {
      onRequest: signedIn,
      preValidation: treatMissingBodyAsEmpty,
      schema: { querystring: noQuerystring, body: emptyBody },
    },
    async (request): Promise<{ orders: OrderResponse[] }> => {
      const scope = await scopeOf(request);
      const orders = await listOrdersWithItems(db, scope.patient.id);
      return { orders: orders.map(toOrderResponse) };
    },
  );

  app.post<{ Body: PlaceOrderInput }>(
    '/v1/orders',
    { onRequest: signedIn, schema: placeOrderSchema },
    async (request) => {
      const ids = await placeOrder(db, await scopeOf(request), request.body, clock());
      return { orders: ids.map((id) => ({ id })) };
    },
  );

  app.post<{ Body: CancelOrderInput }>(
    '/v1/orders/cancel',
    { onRequest: signedIn, schema: cancelOrderSchema },
    async (request, reply) => {
      await cancelOrder(db, await scopeOf(request), request.body, clock());
      return reply.code(204).send();
    },
  );

  app.post<{ Body: OrderSurveyInput }>(
    '/v1/orders/survey',
    { onRequest: signedIn, schema: orderSurveySchema },
    async (request, reply) => {
      await recordOrderSurvey(db, await scopeOf(request), request.body);
      return reply.code(204).send();
    },
  );
}
