import { ClientError, GraphQLClient } from 'graphql-request';
import type { TypedDocumentString } from '../gql/graphql';

/** Header the gateway's CSRF prevention requires: a browser cannot add it to a cross-site form post. */
const csrfHeader = { 'x-graphql-csrf': '1' };

const client = new GraphQLClient(
  typeof window === 'undefined' ? 'http://localhost/graphql' : `${window.location.origin}/graphql`,
  {
    credentials: 'same-origin',
    headers: csrfHeader,
    // Looked up on each call (not captured once) so component tests and stories can stand in for the gateway.
    fetch: (input, init) => globalThis.fetch(input, init),
  },
);

/** A failed gateway operation: `code` is a key of locales/<lang>/errors.json (or UNAUTHENTICATED). */
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    readonly serverMessage?: string,
    readonly reasons: { field: string; reason: string }[] = [],
  ) {
    super(code);
    this.name = 'GatewayError';
  }
}

interface ErrorExtensions {
  code?: string;
  serverMessage?: string;
  reasons?: { field: string; reason: string }[];
}

/** Runs one typed operation against the gateway; every failure becomes a GatewayError. */
export async function gatewayRequest<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  ...[variables]: Variables extends Record<string, never> ? [] : [Variables]
): Promise<Result> {
  try {
    return await client.request<Result>(document.toString(), variables as Record<string, unknown>);
  } catch (error) {
    throw toGatewayError(error);
  }
}

function toGatewayError(error: unknown): GatewayError {
  if (error instanceof ClientError) {
    const extensions = (error.response.errors?.[0]?.extensions ?? {}) as ErrorExtensions;
    return new GatewayError(
      extensions.code ?? 'common.unexpected',
      extensions.serverMessage,
      extensions.reasons,
    );
  }
  return new GatewayError('common.unexpected');
}
