import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { invalidAccessToken } from '../http/api-error';
import type { AccessTokens } from './access-tokens';

const authenticatedAccounts = new WeakMap<FastifyRequest, string>();
const accessTokenGuards = new WeakSet<object>();

/**
 * An onRequest hook for routes that need a signed-in account: `Authorization: Bearer <access token>`, else
 * 401 `token.invalid`. It runs before the body is read, so an unauthenticated caller learns nothing from
 * validation errors.
 */
export function requireAccessToken(tokens: AccessTokens): onRequestAsyncHookHandler {
  const guard: onRequestAsyncHookHandler = async (request) => {
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(request.headers.authorization ?? '');
    const accountId = match?.[1] ? await tokens.verify(match[1]) : undefined;
    if (!accountId) throw invalidAccessToken();
    authenticatedAccounts.set(request, accountId);
  };
  accessTokenGuards.add(guard);
  return guard;
}

/** Whether a route's onRequest hooks include requireAccessToken's guard (for the OpenAPI document). */
export function usesAccessToken(onRequest: unknown): boolean {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  return hooks.some((hook) => typeof hook === 'function' && accessTokenGuards.has(hook));
}

/** The account id proven by requireAccessToken; throws if the route forgot the hook. */
export function authenticatedAccountId(request: FastifyRequest): string {
  const accountId = authenticatedAccounts.get(request);
  if (!accountId) throw new Error(`${request.url} reads the account without requireAccessToken`);
  return accountId;
}
