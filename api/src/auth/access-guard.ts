import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { invalidAccessToken } from '../http/api-error';
import type { AccessTokens } from './access-tokens';

const authenticatedAccounts = new WeakMap<FastifyRequest, string>();

/**
 * An onRequest hook for routes that need a signed-in account: `Authorization: Bearer <access token>`, else
 * 401 `token.invalid`. It runs before the body is read, so an unauthenticated caller learns nothing from
 * validation errors.
 */
export function requireAccessToken(tokens: AccessTokens): onRequestAsyncHookHandler {
  return async (request) => {
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(request.headers.authorization ?? '');
    const accountId = match?.[1] ? await tokens.verify(match[1]) : undefined;
    if (!accountId) throw invalidAccessToken();
    authenticatedAccounts.set(request, accountId);
  };
}

/** The account id proven by requireAccessToken; throws if the route forgot the hook. */
export function authenticatedAccountId(request: FastifyRequest): string {
  const accountId = authenticatedAccounts.get(request);
  if (!accountId) throw new Error(`${request.url} reads the account without requireAccessToken`);
  return accountId;
}
