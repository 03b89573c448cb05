import { GraphQLError } from 'graphql';
import type { FieldReason } from '../errors';

/**
 * A failed REST call, already shaped as the GraphQL error the operation sends (code, and the server's message or
 * field reasons where allowed). `status` and `upstreamCode` stay on the server: resolvers branch on them
 * (sign-in looks up the account status after a refusal) and they are not part of the serialised error.
 */
export class UpstreamError extends GraphQLError {
  constructor(
    code: string,
    /** HTTP status, or 0 when the API could not be reached. */
    readonly status: number,
    readonly upstreamCode: string | undefined,
    extras: { serverMessage?: string; reasons?: FieldReason[] } = {},
  ) {
    super(code, { extensions: { code, ...extras } });
  }
}
