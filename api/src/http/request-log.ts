/**
 * What the API logs of a request: its method and route as declared (`/v1/addresses/:search`), never the URL
 * as sent. Path segments and query strings carry what a patient typed (an address search by postcode, an email
 * in a resend), and logs must carry no personal data (issue #21; docs/security.md). A URL that matched no route
 * is logged as such, without its text.
 *
 * Each request's log lines carry its `requestId`: the gateway's (the X-Request-Id it forwards, when well formed,
 * api/src/contract/request-id.ts), else a new UUID; the answer carries it back in the same header.
 */
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { acceptedRequestId, REQUEST_ID_HEADER } from '../contract';

export const NO_ROUTE = '(no route)';

/** The request as logged: method and declared route only. */
export function requestForLog(request: FastifyRequest): { method: string; route: string } {
  return { method: request.method, route: request.routeOptions.url ?? NO_ROUTE };
}

/** Fastify's logger option with the request serializer above; `false` stays off. */
export function withoutPersonalData(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestForLog } };
}

/** Fastify's request id options: the forwarded X-Request-Id when well formed, else a new UUID, logged as `requestId`. */
export const requestIdOptions = {
  requestIdHeader: false,
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
  genReqId: (request: { headers: Record<string, string | string[] | undefined> }) =>
    acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID(),
} satisfies Partial<FastifyServerOptions>;
