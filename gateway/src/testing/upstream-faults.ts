import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * How the REST API can fail the gateway (issue #22 'Upstream chaos'), as a real HTTP server in front of it (the
 * gateway's chaos test, tests/e2e/support/orders-outage.ts) makes it fail:
 * - `refused`: nothing listens (the API is down; the chaos upstream closes its port);
 * - `unreachable`: the connection is dropped without an answer (the service has gone away mid-call);
 * - `unavailable`: 503 with no JSON body (an overloaded or restarting service behind its load balancer);
 * - `serverError`: 500 with an HTML error page (a crash, whose page must never reach the user);
 * - `slow`: the answer comes after `slowMs` (10 s), past the gateway's UPSTREAM_TIMEOUT_MS;
 * - `malformedJson`: 200 whose JSON body is cut short;
 * - `unauthorized`: a 401 storm, every call refused as token.invalid, the token refresh too;
 * - `busy`: the API's own 503 service.busy with Retry-After, as it answers a password check it cannot fit in
 *   time (api/src/auth/password-gate.ts); a wait longer than the gateway waits out itself
 *   (upstream/resend-when-busy.ts), so the user is told at once.
 */
export type UpstreamFault =
  | 'refused'
  | 'unreachable'
  | 'unavailable'
  | 'serverError'
  | 'slow'
  | 'malformedJson'
  | 'unauthorized'
  | 'busy';

/** The faults the chaos tests drive every screen and operation through (issue #22). */
export const chaosFaults = [
  'refused',
  'unreachable',
  'serverError',
  'slow',
  'malformedJson',
  'unauthorized',
] as const satisfies readonly UpstreamFault[];

/** A slow API's delay: the 10 s, beyond the gateway's upstream time-out (the tests set a short one). */
export const SLOW_ANSWER_MS = 10_000;

/**
 * Answers `req` as the API failing with `fault` would. `forward` passes the request on to the real API (a slow
 * API answers, late). `refused` cannot be said by an answer: a server that has already accepted the connection
 * resets it, which the gateway sees as it sees a refused connection (a network error, no answer).
 */
export function answerWithFault(
  fault: UpstreamFault,
  req: IncomingMessage,
  res: ServerResponse,
  forward: () => void,
  slowMs = SLOW_ANSWER_MS,
): void {
  switch (fault) {
    case 'refused':
      req.socket.resetAndDestroy();
      return;
    case 'unreachable':
      req.socket.destroy();
      return;
    case 'unavailable':
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' });
      res.end('Service Unavailable');
      return;
    case 'serverError':
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><body><h1>500 Internal Server Error</h1><pre>at Db.query (db.ts:42)</pre>');
      return;
    case 'slow': {
      const timer = setTimeout(forward, slowMs);
      // The gateway gives up first: nothing is left waiting once it has.
      res.on('close', () => clearTimeout(timer));
      return;
    }
    case 'malformedJson':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"orders":[{"orderId":"1","items":[');
      return;
    case 'unauthorized':
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'token.invalid', message: 'Token invalid', show: false }));
      return;
    case 'busy':
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      res.end(JSON.stringify({ code: 'service.busy', message: 'Too many sign-ins', show: false }));
      return;
  }
}
