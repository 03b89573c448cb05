import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { boundedString, replies, strictObject } from '../http/schemas';
import { renderOutboxPage } from './dev-outbox-page';
import { listOutbox } from './outbox';

interface OutboxQuery {
  /** Only mail to this address; empty or absent for all. */
  to?: string;
}

// Empty allowed: the page's filter form sends `to=` when the field is left blank.
const outboxQuerystring = strictObject({ to: Type.Optional(boundedString(254, 0)) });

const OutboxList = Type.Object({
  messages: Type.Array(
    Type.Object({
      id: Type.String(),
      to: Type.String(),
      subject: Type.String(),
      text: Type.String(),
      html: Type.String(),
      links: Type.Array(Type.String(), { description: 'Every http(s) URL in the text, in order.' }),
      sentAt: Type.String({ description: 'ISO 8601 date and time.' }),
    }),
  ),
});

/**
 * GET /v1/dev/outbox (the outbox for tests and the gateway, with the client headers like every call): the mail
 * kept by MAIL_TRANSPORT=outbox, newest first. Registered only when config.devControls is on, like
 * ../orders/dev-routes.ts: the messages hold working password-reset links.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, context: ApiContext): void {
  app.get<{ Querystring: OutboxQuery }>(
    '/v1/dev/outbox',
    {
      schema: {
        operationId: 'devOutbox',
        querystring: outboxQuerystring,
        response: replies({ 200: OutboxList }),
      },
    },
    async (request) => {
      const messages = await listOutbox(context.db, request.query.to || undefined);
      return {
        messages: messages.map((message) => ({
          ...message,
          sentAt: message.sentAt.toISOString(),
        })),
      };
    },
  );
}

/**
 * GET /dev/outbox: the same mail as a page a developer opens in a browser, so without client headers.
 * Development only, like registerDevOutboxRoutes.
 */
export function registerDevOutboxPage(app: FastifyInstance, context: ApiContext): void {
  app.get<{ Querystring: OutboxQuery }>(
    '/dev/outbox',
    { schema: { querystring: outboxQuerystring } },
    async (request, reply) => {
      const to = request.query.to ?? '';
      const messages = await listOutbox(context.db, to || undefined);
      return (
        reply
          .type('text/html; charset=utf-8')
          // Everything shown is escaped; the policy stops anything that slipped through from running.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
          )
          .send(renderOutboxPage(context.config.mobileConfig.productName, to, messages))
      );
    },
  );
}
