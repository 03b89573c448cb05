import type { TypedDocumentString } from '../gql/graphql';

import type * as persistedGraphqlClient from './persisted-graphql-client';
import type { ErrorExtensions } from './persisted-graphql-client';

type PersistedClient = typeof persistedGraphqlClient;

/**
 * graphql-request and its client, off the first render (issue #20): fetched as soon as this module runs, so
 * that the frame's first query, sent after the first render, finds it there (or on its way). A failed fetch
 * is asked for again by the next request, and fails that request as unanswered (a TypeError), which is retried.
 */
let persistedClient: Promise<PersistedClient> | undefined;
function loadPersistedClient(): Promise<PersistedClient> {
  persistedClient ??= import('./persisted-graphql-client').catch((error: unknown) => {
    persistedClient = undefined;
    throw error;
  });
  return persistedClient;
}
loadPersistedClient().catch(() => undefined);

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
 * the connection dropped): the one failure worth a quick retry (src/app/app-query-client.ts). A gateway's error answer, or no
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
  let client: PersistedClient | undefined;
  try {
    const { hash, operationName } = persistedMetaOf(document);
    client = await loadPersistedClient();
    return await client.requestPersisted<Result>({
      hash,
      operationName,
      variables: variables as Record<string, unknown> | undefined,
      signal: deadline.signal,
    });
  } catch (error) {
    throw toGatewayError(error, client?.gatewayErrorExtensions(error), deadline.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
}

/** `extensions`: the gateway's error answer, if it answered with one. */
function toGatewayError(
  error: unknown,
  extensions: ErrorExtensions | undefined,
  pastDeadline: boolean,
): GatewayError {
  if (extensions) {
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
