/**
 * The request id that follows one request from the browser through the gateway to the API (issue 22), so the
 * log lines of both programs for it can be found together. It travels in one header and is taken only when it
 * is an id and nothing else: a UUID (what the app and most proxies send) or 32 hex digits (nginx's
 * `$request_id`). Anything else (too long, odd characters, a name typed into a header) is replaced by a new
 * id and never logged, so that no header can put text of its choosing, personal data included, into the logs.
 */

/** The header, lower case as Node reads it; answers carry it too. */
export const REQUEST_ID_HEADER = 'x-request-id';

const WELL_FORMED_REQUEST_ID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i;

/** The header's value when it is a well-formed request id, else null (the caller makes its own). */
export function acceptedRequestId(header: string | readonly string[] | undefined): string | null {
  return typeof header === 'string' && WELL_FORMED_REQUEST_ID.test(header) ? header : null;
}
