import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ActivePatientContext } from '../accounts/account-details';
import { invalidAccessToken } from '../http/api-error';
import type { AccessTokens } from './access-tokens';

/** What the guard read for the request: the signed-in account and the patients it acts for. */
const signedInAccounts = new WeakMap<FastifyRequest, ActivePatientContext>();
const accessTokenGuards = new WeakSet<object>();

/**
 * An onRequest hook for routes that need a signed-in account: `Authorization: Bearer <access token>`, else
 * 401 `token.invalid`. It runs before the body is read, so an unauthenticated caller learns nothing from
 * validation errors. The token's sign-in must still stand, asked of the database on every request in the
 * statement that reads the account and its patients (server.ts), so handlers take them from here.
 */
export function requireAccessToken(
  tokens: AccessTokens<ActivePatientContext>,
): onRequestAsyncHookHandler {
  const guard: onRequestAsyncHookHandler = async (request) => {
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(request.headers.authorization ?? '');
    const signedIn = match?.[1] ? await tokens.verify(match[1]) : undefined;
    if (!signedIn) throw invalidAccessToken();
    signedInAccounts.set(request, signedIn);
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
  return signedInContext(request).account.id;
}

/**
 * The signed-in account, its selected patient and the others, as requireAccessToken read them for this
 * request; throws if the route forgot the hook.
 */
export function signedInContext(request: FastifyRequest): ActivePatientContext {
  const signedIn = signedInAccounts.get(request);
  if (!signedIn) throw new Error(`${request.url} reads the account without requireAccessToken`);
  return signedIn;
}
