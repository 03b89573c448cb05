import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { requireAccessToken } from '../auth/access-guard';
import { emptyBody, noQuerystring, replies, treatMissingBodyAsEmpty } from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { patientScopeOf } from '../patients/patient-scope';
import { loadMessageBox } from './message-box';
import { replyAsPractice } from './message-calls';
import { MessageDetail, MessageIdParams } from './message-schemas';

/**
 * POST /v1/dev/messages/:messageId/reply (replyToMessageAsPractice): the practice answers one of the selected
 * patient's threads, which becomes unread, standing in for the GP practice while developing and in end-to-end
 * tests (issue #16). Registered only when config.devControls is on (never with NODE_ENV=production), beside
 * the order status control, so otherwise the path is an unknown route.
 */
export function registerDevMessageRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  app.post(
    '/v1/dev/messages/:messageId/reply',
    {
      onRequest: requireAccessToken(context.accessTokens),
      preValidation: treatMissingBodyAsEmpty,
      schema: {
        operationId: 'replyToMessageAsPractice',
        params: MessageIdParams,
        querystring: noQuerystring,
        body: emptyBody,
        response: replies({ 200: Type.Object({ message: MessageDetail }) }, [403, 404], {
          body: true,
        }),
      },
    },
    async (request) => {
      const box = loadMessageBox(await patientScopeOf(request));
      return {
        message: await replyAsPractice(context.db, box, request.params.messageId, context.clock()),
      };
    },
  );
}
