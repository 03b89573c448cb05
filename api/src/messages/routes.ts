import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../api-context';
import type { Queryable } from '../db/database';
import { requireAccessToken } from '../auth/access-guard';
import { noContent, noQuerystring, replies } from '../http/schemas';
import { rateLimited, rateLimitRules } from '../http/rate-limits';
import { IdempotencyKeyHeaders, answerOnce } from '../http/idempotency';
import { withSchemaTypes } from '../http/typed-routes';
import { patientScopeOf } from '../patients/patient-scope';
import { loadMessageBox } from './message-box';
import {
  deleteMessage,
  getMessage,
  listMessages,
  listRecipients,
  markMessageRead,
  sendMessage,
} from './message-calls';
import {
  DeleteMessageBody,
  MessageDetail,
  MessageIdParams,
  MessageRecipient,
  MessageSummary,
  SendMessageBody,
  UpdateMessageStatusBody,
} from './message-schemas';

/**
 * The six message calls of spec part 2 §7, for the selected patient's threads with their GP practice:
 * GET /v1/messages (messagesList), GET /v1/messages/recipients (messageRecipients),
 * GET /v1/messages/:messageId (messageById), POST /v1/messages (sendMessage), PUT /v1/messages/status
 * (updateMessageStatus) and POST /v1/messages/delete (deleteMessage). A patient without messages gets 403;
 * an unknown thread id and another patient's get the same 404.
 */
export function registerMessageRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  const { db, clock } = context;
  const signedIn = requireAccessToken(context.accessTokens);
  const boxOf = async (request: FastifyRequest, tx?: Queryable) =>
    loadMessageBox(await patientScopeOf(request, tx));

  app.get(
    '/v1/messages',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'messagesList',
        querystring: noQuerystring,
        response: replies({ 200: Type.Object({ messages: Type.Array(MessageSummary) }) }, [403]),
      },
    },
    async (request) => ({ messages: await listMessages(db, await boxOf(request)) }),
  );

  app.get(
    '/v1/messages/recipients',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'messageRecipients',
        querystring: noQuerystring,
        response: replies(
          { 200: Type.Object({ messageRecipients: Type.Array(MessageRecipient) }) },
          [403],
        ),
      },
    },
    async (request) => ({ messageRecipients: [...listRecipients(await boxOf(request))] }),
  );

  app.get(
    '/v1/messages/:messageId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'messageById',
        params: MessageIdParams,
        querystring: noQuerystring,
        response: replies({ 200: Type.Object({ message: MessageDetail }) }, [403, 404]),
      },
    },
    async (request) => ({
      message: await getMessage(db, await boxOf(request), request.params.messageId),
    }),
  );

  app.post(
    '/v1/messages',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'sendMessage',
        headers: IdempotencyKeyHeaders,
        querystring: noQuerystring,
        body: SendMessageBody,
        response: replies({ 200: Type.Object({ messageId: Type.String() }) }, [403, 404, 429], {
          body: true,
        }),
      },
      preHandler: rateLimited(fastify, rateLimitRules.messagesByAccount),
    },
    async (request, reply) =>
      answerOnce(context, request, reply, async (tx) => ({
        messageId: await sendMessage(tx, await boxOf(request, tx), request.body, clock()),
      })),
  );

  app.put(
    '/v1/messages/status',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateMessageStatus',
        querystring: noQuerystring,
        body: UpdateMessageStatusBody,
        response: replies({ 204: noContent }, [403, 404], { body: true }),
      },
    },
    async (request, reply) => {
      await markMessageRead(db, await boxOf(request), request.body.messageId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/v1/messages/delete',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'deleteMessage',
        querystring: noQuerystring,
        body: DeleteMessageBody,
        response: replies({ 204: noContent }, [403, 404], { body: true }),
      },
    },
    async (request, reply) => {
      await deleteMessage(db, await boxOf(request), request.body.messageId);
      return reply.code(204).send();
    },
  );
}
