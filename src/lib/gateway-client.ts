import { ClientError, GraphQLClient } from 'graphql-request';
import type { TypedDocumentString } from '../gql/graphql';
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

/** What codegen generates for each operation: its persisted id and name (see codegen.ts). */
interface PersistedMeta {
  hash: string;
  operationName: string;
}

/** The id and name of a generated document; throws for anything else (codegen was not run). */
export function persistedMetaOf(document: object): PersistedMeta {
  const meta = (document as { __meta__?: Partial<PersistedMeta> }).__meta__;
  if (typeof meta?.hash !== 'string' || typeof meta.operationName !== 'string') {
    throw new Error('Not a persisted document: run `npm run codegen`');
  }
  return { hash: meta.hash, operationName: meta.operationName };
}

/**
 * How long the browser waits for the gateway's answer: a little over the gateway's own wait for the API
 * (UPSTREAM_TIMEOUT_MS, built in: vite.config.ts), so that a gateway that has not answered by then (hung, or a
 * proxy holding the request) ends in the screen's catalogue message, as a slow API does, not a spinner.
 */
export const GATEWAY_DEADLINE_MS = __UPSTREAM_TIMEOUT_MS__ + 2_000;

/**
 * A failed gateway operation: `code` is a key of locales/<lang>/errors.json (or UNAUTHENTICATED).
 * `unanswered` is true when no answer came because the request failed on the network (the gateway unreachable,
 * the connection dropped): the one failure worth a quick retry (providers.tsx). A gateway's error answer, or no
 * answer by GATEWAY_DEADLINE_MS, has already waited its time-out: `unanswered` is false.
 */
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    readonly serverMessage?: string,
    readonly reasons: { field: string; reason: string }[] = [],
    readonly unanswered = false,
  ) {
    super(code);
    this.name = 'GatewayError';
  }
}

/**
 * Issue 21: the code of a limit reached (the API's 429 with Retry-After, for sign-in, registration, password
 * reset and email change requests, messages). A screen says the catalogue's words for it rather than its own
 * failure, so the user knows to wait rather than retry.
 */
export const LIMIT_REACHED = 'common.tooManyRequests';

/** Whether a failure is a limit reached (LIMIT_REACHED). */
export function isLimitReached(error: unknown): error is GatewayError {
  return error instanceof GatewayError && error.code === LIMIT_REACHED;
}

interface ErrorExtensions {
  code?: string;
  serverMessage?: string;
  reasons?: { field: string; reason: string }[];
}

/** An operation's variables as arguments: none for an operation without variables, else the one object. */
export type VariablesArgs<Variables> = Variables extends Record<string, never> ? [] : [Variables];

/** Runs one typed operation against the gateway; every failure becomes a GatewayError. */
export async function gatewayRequest<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  ...[variables]: VariablesArgs<Variables>
): Promise<Result> {
  const deadline = new AbortController();
  // A timer rather than AbortSignal.timeout: the deadline covers reading the body too, and stops with the request.
  const timer = setTimeout(() => deadline.abort(), GATEWAY_DEADLINE_MS);
  try {
    const { hash, operationName } = persistedMetaOf(document);
    // An id always names the same operation, so concurrent requests can share the map.
    operationNames.set(hash, operationName);
    return await client.request<Result>({
      document: hash,
      variables: variables as Record<string, unknown>,
      requestHeaders: requestIdHeader(),
      signal: deadline.signal,
    });
  } catch (error) {
    throw toGatewayError(error, deadline.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
}

function toGatewayError(error: unknown, pastDeadline: boolean): GatewayError {
  if (error instanceof ClientError) {
    const extensions = (error.response.errors?.[0]?.extensions ?? {}) as ErrorExtensions;
    return new GatewayError(
      extensions.code ?? 'common.unexpected',
      extensions.serverMessage,
      extensions.reasons,
    );
  }
  // fetch rejects with a TypeError when the request fails on the network (no answer at all).
  const unanswered = !pastDeadline && error instanceof TypeError;
  return new GatewayError('common.unexpected', undefined, [], unanswered);
}
