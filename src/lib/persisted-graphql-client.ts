import { ClientError, GraphQLClient } from 'graphql-request';
import { randomId } from './random-id';

/** Header the gateway's CSRF prevention requires: a browser cannot add it to a cross-site form post. */
const csrfHeader = { 'x-graphql-csrf': '1' };

/**
 * The app's documents are persisted (codegen.ts): each holds its id and operation name, not its text.
 * graphql-request is handed the id where it expects the text, told not to read an operation name from it (so
 * it never parses), and the body it builds, `{ query, variables }`, is written as the gateway reads it:
 * `{ documentId, operationName, variables }` (the name for the gateway's logs; it must match the document).
 */
const operationNames = new Map<string, string>();
const persistedBody = {
  stringify: (body: { query?: unknown; variables?: unknown }) =>
    JSON.stringify({
      documentId: body.query,
      operationName: typeof body.query === 'string' ? operationNames.get(body.query) : undefined,
      variables: body.variables,
    }),
  parse: (text: string): unknown => JSON.parse(text),
};

const client = new GraphQLClient(
  typeof window === 'undefined' ? 'http://localhost/graphql' : `${window.location.origin}/graphql`,
  {
    credentials: 'same-origin',
    headers: csrfHeader,
    excludeOperationName: true,
    jsonSerializer: persistedBody,
    // Looked up on each call (not captured once), as the fetch the test doubles (MSW) intercept.
    fetch: (input, init) => globalThis.fetch(input, init),
  },
);

/**
 * A new id for each request (X-Request-Id, issue 22): the gateway logs it on each of its lines for the request
 * and passes it to the API, so one request can be followed through both.
 */
function requestIdHeader(): Record<string, string> {
  return { 'x-request-id': randomId() };
}

/** Posts one persisted operation (its id and name from codegen) through graphql-request. */
export function requestPersisted<Result>({
  hash,
  operationName,
  variables,
  signal,
}: {
  hash: string;
  operationName: string;
  variables: Record<string, unknown> | undefined;
  signal: AbortSignal;
}): Promise<Result> {
  // An id always names the same operation, so concurrent requests can share the map.
  operationNames.set(hash, operationName);
  return client.request<Result>({
    document: hash,
    variables,
    requestHeaders: requestIdHeader(),
    signal,
  });
}

/** What the gateway says of a failure in a GraphQL error's extensions. */
export interface ErrorExtensions {
  code?: string;
  serverMessage?: string;
  reasons?: { field: string; reason: string }[];
}

/** The first GraphQL error's extensions when the gateway answered with errors; undefined for anything else. */
export function gatewayErrorExtensions(error: unknown): ErrorExtensions | undefined {
  if (!(error instanceof ClientError)) return undefined;
  return (error.response.errors?.[0]?.extensions ?? {}) as ErrorExtensions;
}
