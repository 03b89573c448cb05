/**
 * The request id of the request being served (issue 22): the browser's X-Request-Id when well formed (the
 * rule is the API's too, api/src/contract/request-id.ts), else a new UUID. It is kept for the request's whole
 * asynchronous life (AsyncLocalStorage), so every log line written while serving it carries it (../log.ts)
 * and every REST call made for it forwards it (../upstream/call-upstream.ts), without passing it by hand.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { acceptedRequestId, REQUEST_ID_HEADER } from '../../../api/src/contract';

export { REQUEST_ID_HEADER };

const current = new AsyncLocalStorage<string>();

/** The id to serve `req` under: its header's when well formed, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  return acceptedRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}

/** Runs `work` as the request `requestId`: currentRequestId() answers it until its last await. */
export function runAsRequest<T>(requestId: string, work: () => T): T {
  return current.run(requestId, work);
}

/** The id of the request being served, or undefined outside one (start-up, timers). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}
