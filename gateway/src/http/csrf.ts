import type { IncomingMessage } from 'node:http';

/** The header the app sends on every GraphQL request (value `1`). */
export const CSRF_HEADER = 'x-graphql-csrf';

/**
 * CSRF prevention as Yoga's `csrfPrevention: { requestHeaders: ['x-graphql-csrf'] }`, made stricter: every
 * GraphQL request must carry the header, whatever its content type. A cross-site form or image cannot set a
 * custom header, and a cross-site fetch that sets one needs a CORS preflight this gateway never grants.
 */
export function hasCsrfHeader(req: IncomingMessage): boolean {
  const value = req.headers[CSRF_HEADER];
  return typeof value === 'string' && value.trim() !== '';
}

/** A browser asking for the GraphiQL page (only served outside production), which carries no custom header. */
export function isGraphiqlPageRequest(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}
