/**
 * The request a piece of API code runs for, without passing it down: @fastify/request-context keeps each
 * request's id in an AsyncLocalStorage from its first hook to its answer, so code far from the route (the
 * database connections, db/request-tag.ts) can name the request whose log lines the API and the gateway wrote
 * (issue #22).
 */
import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import type { FastifyInstance } from 'fastify';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** Fastify's request id: the gateway's X-Request-Id when well formed, else a new UUID (request-log.ts). */
    requestId: string;
  }
}

export async function registerRequestContext(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ requestId: request.id }),
  });
}

/** The id of the request this code runs for; undefined outside one (migrations, reminder delivery). */
export function currentRequestId(): string | undefined {
  return requestContext.get('requestId');
}
