import type { EndpointName, GatewayConfig } from '../config';
import { currentRequestId, REQUEST_ID_HEADER } from '../http/request-id';
import type { GatewayLog, LogLevel } from '../log';
import { ErrorCode, errorCodeOf, unauthenticated, type FieldReason } from '../errors';
import type { RequestSession, TokenPair } from '../session/request-session';
import type { RefreshCoordinator } from './refresh-coordinator';
import type { RestAnswer, RestBody, RestErrorBody } from './rest-api-types';
import { isConnectionReset, mayResend } from './resend-after-reset';
import { SERVICE_BUSY, waitOutBusy } from './resend-when-busy';
import { UpstreamError } from './upstream-error';
import type { UpstreamHttp, UpstreamResponse } from './upstream-http';

/** Names the browser's address for the API's limits per address (api/src/http/rate-limits.ts). */
const CLIENT_ADDRESS_HEADER = 'x-client-address';
/** Issue 22: the API's header that makes a creating call answer once per user attempt. */
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The API's refusal of a key sent before with a different request (docs/rest-api.md "Idempotency-Key"). */
const IDEMPOTENCY_KEY_REUSED = 'idempotency.keyReused';
/** Headers the API requires on every call (spec part 1 §7, §9). */
export const APP_VERSION = '2.7.8';
export const APP_PLATFORM = 'Web';
/**
 * The API's refusal of the gateway's own X-Api-Key (docs/rest-api.md "Every call"): a fault of set-up, never a
 * reason to sign out.
 */
const API_KEY_REFUSED = 'apiKey.invalid';
/** Refusals that are the gateway's fault (rest-api.md), so the user's session is not ended for them. */
const GATEWAY_FAULTS: readonly string[] = [API_KEY_REFUSED, 'headers.invalid', 'validation'];

/**
 * What a REST call needs from the GraphQL request it serves: the gateway's settings and services, the request's
 * session (its tokens, refreshed or cleared here) and the operation, named in log lines. The request's
 * GatewayContext is one; the upstream client asks for no more, so it does not depend on the context module.
 */
export interface UpstreamCaller {
  services: {
    /** upstreamTimeoutMs: past it a call is treated as unreachable rather than left hanging. */
    config: Pick<GatewayConfig, 'apiUrl' | 'apiKey' | 'endpoints' | 'upstreamTimeoutMs'>;
    /** How the calls are sent (upstream-http.ts): undici's request, or a fetch a test gave. */
    upstream: UpstreamHttp;
    log: GatewayLog;
    refreshCoordinator: Pick<RefreshCoordinator, 'refresh' | 'forget'>;
  };
  session: Pick<
    RequestSession,
    'current' | 'useForOperation' | 'replaceTokens' | 'clear' | 'adoptStoredTokens'
  >;
  params: { operationName?: string | null; query?: string | null };
  /** The browser's address, for the API's limits per address. */
  clientAddress?: string;
}

export interface UpstreamCallOptions<N extends EndpointName = EndpointName> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The call's JSON body, typed by the API's schema for it. */
  body?: RestBody<N>;
  /** A value the endpoint takes as its last path segment (a token, an email), URL-encoded here. */
  pathSegment?: string;
  /** False for the public calls (mobile config, sign-in, account status); they carry no bearer token. */
  auth?: boolean;
  /** Catalogue code for a failure this operation does not name more precisely. Default `common.unexpected`. */
  errorCode?: string;
  /** Upstream error codes that are also catalogue keys and pass through as the GraphQL code (e.g. patient.forbidden). */
  passCodes?: readonly string[];
  /** Upstream error codes (4xx) sent as another catalogue key, e.g. order.commentRequired → orders.commentRequired. */
  codeMap?: Readonly<Record<string, string>>;
  /**
   * Issue 22: the user's attempt, sent as `Idempotency-Key` on a creating call, so that the API answers a retry
   * of it from the first answer instead of writing twice (api/src/http/idempotency.ts).
   */
  idempotencyKey?: string | null | undefined;
}

/**
 * Calls one REST endpoint (path from endpoint configuration) with the four required headers. Authenticated calls
 * use the session's access token; on a 401 the tokens are refreshed once and the call retried. A refused refresh
 * ends the session (UNAUTHENTICATED). Failures become UpstreamError with a catalogue code. Resolves to the parsed
 * JSON body, typed by the API's schema for the call's success answer (undefined for 204). The type is the
 * contract, not a check: an area that must survive a malformed answer still looks before it trusts.
 */
export async function callUpstream<N extends EndpointName>(
  ctx: UpstreamCaller,
  name: N,
  options: UpstreamCallOptions<N> = {},
): Promise<RestAnswer<N>> {
  const auth = options.auth ?? true;
  if (!auth)
    return (await parseOrThrow(
      ctx,
      name,
      options,
      await send(ctx, name, options, undefined),
    )) as RestAnswer<N>;

  const session = ctx.session.useForOperation();
  if (session === null) throw unauthenticated();

  let response = await send(ctx, name, options, session.accessToken);
  if (response.status === 401) {
    const body = await readErrorBody(response);
    if (body?.code === API_KEY_REFUSED) {
      // Our configuration is wrong, not the user's tokens: refreshing would only end every session.
      logFailure(ctx, name, options, 401, body.code);
      throw toUpstreamError(500, body, options);
    }
    const tokens = await refreshSessionTokens(ctx, session.accessToken).catch((error: unknown) => {
      // A failing refresh call (not a refusal) fails this operation with its own code.
      if (error instanceof UpstreamError)
        throw new UpstreamError(
          options.errorCode ?? ErrorCode.unexpected,
          error.status,
          error.upstreamCode,
        );
      throw error;
    });
    response = await send(ctx, name, options, tokens.accessToken);
    if (response.status === 401) {
      // Fresh tokens refused too: the account or its tokens were revoked; nothing more to try.
      logFailure(ctx, name, options, 401, 'token.invalid after refresh');
      endSession(ctx);
      throw unauthenticated();
    }
  }
  return (await parseOrThrow(ctx, name, options, response)) as RestAnswer<N>;
}

/**
 * Replaces the session's tokens with refreshed ones, sharing one refresh among concurrent requests of the
 * session (see RefreshCoordinator). Refused: this request's session ends and the error is UNAUTHENTICATED.
 * `refusedAccessToken` is the token the API has just refused: when another call of this request has replaced it
 * meanwhile, its pair is used instead of refreshing again.
 */
async function refreshSessionTokens(
  ctx: UpstreamCaller,
  refusedAccessToken: string,
): Promise<TokenPair> {
  const session = ctx.session.current;
  if (session === null) throw unauthenticated();
  if (session.accessToken !== refusedAccessToken) return session;
  // Another instance may have refreshed this session meanwhile: its pair is in the store.
  const stored = await ctx.session.adoptStoredTokens();
  if (stored !== null && stored.accessToken !== refusedAccessToken) return stored;
  try {
    const tokens = await ctx.services.refreshCoordinator.refresh(
      session.sessionId,
      session.refreshToken,
      (refreshToken) => requestRefresh(ctx, refreshToken),
    );
    ctx.session.replaceTokens(tokens);
    return tokens;
  } catch (error) {
    // Every request that waited on a refused refresh clears its own cookie, not only the one that asked.
    if (errorCodeOf(error) === ErrorCode.unauthenticated) endSession(ctx);
    throw error;
  }
}

async function requestRefresh(ctx: UpstreamCaller, refreshToken: string): Promise<TokenPair> {
  const options: UpstreamCallOptions<'refreshToken'> = {
    method: 'POST',
    body: { refresh_token: refreshToken },
  };
  const response = await send(ctx, 'refreshToken', options, undefined);
  if (isOk(response)) {
    const tokens = tokenPairFrom(await readJson(response));
    if (tokens) return tokens;
    logFailure(ctx, 'refreshToken', options, response.status, 'tokens missing');
  } else {
    const body = await readErrorBody(response);
    logFailure(ctx, 'refreshToken', options, response.status, body?.code);
    // The API failing, or refusing the gateway itself, is not a refusal of the user's token: keep the session
    // so that the next attempt can succeed.
    if (response.status >= 500 || (body !== null && GATEWAY_FAULTS.includes(body.code))) {
      throw toUpstreamError(500, body, options);
    }
  }
  // spec part 1 §7: the refresh itself refused, so the tokens are cleared (by each waiting request, in
  // refreshSessionTokens) and the user signs in again.
  throw unauthenticated();
}

/** Both tokens of a token response, or null when either is missing (spec part 1 §5: sign-in needs both). */
export function tokenPairFrom(body: unknown): TokenPair | null {
  // Read as unknown: the schema says both are there, but sign-in must refuse an answer without them.
  const { access_token, refresh_token } = (body ?? {}) as Partial<Record<string, unknown>>;
  if (typeof access_token !== 'string' || access_token === '') return null;
  if (typeof refresh_token !== 'string' || refresh_token === '') return null;
  return { accessToken: access_token, refreshToken: refresh_token };
}

function endSession(ctx: UpstreamCaller): void {
  const session = ctx.session.current;
  if (session) ctx.services.refreshCoordinator.forget(session.sessionId);
  ctx.session.clear();
}

async function send(
  ctx: UpstreamCaller,
  name: EndpointName,
  options: UpstreamCallOptions,
  accessToken: string | undefined,
): Promise<UpstreamResponse> {
  const { config } = ctx.services;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-api-key': config.apiKey,
    'x-version': APP_VERSION,
    'x-platform': APP_PLATFORM,
  };
  if (accessToken !== undefined) headers['authorization'] = `Bearer ${accessToken}`;
  if (ctx.clientAddress) headers[CLIENT_ADDRESS_HEADER] = ctx.clientAddress;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  // The API logs under the same id (issue 22), so one request can be followed through both programs.
  const requestId = currentRequestId();
  if (requestId !== undefined) headers[REQUEST_ID_HEADER] = requestId;
  const started = performance.now();
  const method = options.method ?? 'GET';
  const segment =
    options.pathSegment === undefined ? '' : `/${encodeURIComponent(options.pathSegment)}`;
  const url = config.apiUrl + config.endpoints[name] + segment;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const attempt = (timeoutMs: number) =>
    ctx.services.upstream(url, { method, headers, body, timeoutMs });
  // Named by its operation id, never its URL (a path segment may be an email or a token).
  const logged = (status: number | string) => ({
    call: name,
    method,
    status,
    ms: Math.round(performance.now() - started),
    operation: operationNameOf(ctx.params) ?? 'anonymous',
  });
  const left = () => Math.floor(config.upstreamTimeoutMs - (performance.now() - started));
  try {
    const first = await attempt(config.upstreamTimeoutMs).catch((error: unknown) => {
      // A connection closed as the call went out (resend-after-reset.ts): once more where that is safe, within
      // the same time-out, so that the user meets no failure for it.
      const reason = networkReason(error);
      if (
        !isConnectionReset(reason) ||
        !mayResend(name, method, options.idempotencyKey) ||
        left() < 1
      )
        throw error;
      ctx.services.log('[upstream] sent again after a reset', logged(reason), 'info');
      return attempt(left());
    });
    // The API too busy to check a password for a moment (resend-when-busy.ts): waited out, within the time-out.
    const response = await waitOutBusy(first, left(), (waitedMs) => {
      ctx.services.log('[upstream] sent again after busy', { ...logged(503), waitedMs }, 'info');
      return attempt(left());
    });
    ctx.services.log('[upstream] call', logged(response.status), 'info');
    return response;
  } catch (error) {
    logFailure(ctx, name, options, 0, networkReason(error));
    throw new UpstreamError(options.errorCode ?? ErrorCode.unexpected, 0, undefined);
  }
}

async function parseOrThrow(
  ctx: UpstreamCaller,
  name: EndpointName,
  options: UpstreamCallOptions,
  response: UpstreamResponse,
): Promise<unknown> {
  if (isOk(response)) {
    if (response.status === 204) return undefined;
    const text = await response.text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      logFailure(ctx, name, options, response.status, 'body is not JSON');
      throw new UpstreamError(
        options.errorCode ?? ErrorCode.unexpected,
        response.status,
        undefined,
      );
    }
  }
  const body = await readErrorBody(response);
  logFailure(ctx, name, options, response.status, body?.code);
  throw toUpstreamError(response.status, body, options);
}

/** Maps a REST error body to the operation's GraphQL error (docs/rest-api.md error shape). */
export function toUpstreamError(
  status: number,
  body: RestErrorBody | null,
  options: Pick<UpstreamCallOptions, 'errorCode' | 'passCodes' | 'codeMap'>,
): UpstreamError {
  const fallback = options.errorCode ?? ErrorCode.unexpected;
  // Too busy to check a password in time (issue 22): said as such, so the user tries again shortly.
  if (status === 503 && body?.code === SERVICE_BUSY)
    return new UpstreamError(ErrorCode.busy, status, body.code);
  if (status >= 500 || body === null) return new UpstreamError(fallback, status, body?.code);
  const mapped =
    options.codeMap && Object.hasOwn(options.codeMap, body.code)
      ? options.codeMap[body.code]
      : undefined;
  // A limit reached (429, issue 21) is said as such, unless the operation names it more precisely; so is a
  // reused idempotency key (issue 22).
  const unmapped =
    status === 429
      ? ErrorCode.tooManyRequests
      : body.code === IDEMPOTENCY_KEY_REUSED
        ? ErrorCode.idempotencyKeyReused
        : fallback;
  const code = mapped ?? (options.passCodes?.includes(body.code) ? body.code : unmapped);
  const extras: { serverMessage?: string; reasons?: FieldReason[] } = {};
  // spec part 1 §5: the server's message is shown only when show=true and it is not empty.
  if (body.show && body.message.trim() !== '') extras.serverMessage = body.message;
  if ((status === 422 || status === 400) && body.reasons) extras.reasons = body.reasons;
  return new UpstreamError(code, status, body.code, extras);
}

/** A 2xx answer (fetch's `ok`). */
function isOk(response: UpstreamResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

async function readJson(response: UpstreamResponse): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}

async function readErrorBody(response: UpstreamResponse): Promise<RestErrorBody | null> {
  const body = await readJson(response);
  if (typeof body !== 'object' || body === null) return null;
  const { code, message, show, reasons } = body as Partial<Record<string, unknown>>;
  if (typeof code !== 'string') return null;
  const error: RestErrorBody = {
    code,
    message: typeof message === 'string' ? message : '',
    show: show === true,
  };
  if (Array.isArray(reasons)) error.reasons = fieldReasons(reasons);
  return error;
}

/** Only well-formed { field, reason } pairs, and nothing else they might carry. */
function fieldReasons(reasons: unknown[]): FieldReason[] {
  return reasons.flatMap((item) => {
    const { field, reason } = (item ?? {}) as Partial<Record<string, unknown>>;
    return typeof field === 'string' && typeof reason === 'string' ? [{ field, reason }] : [];
  });
}

/** One line per failure: the REST call, the GraphQL operation, status and the API's code. Never tokens or bodies. */
function logFailure(
  ctx: UpstreamCaller,
  name: EndpointName,
  options: UpstreamCallOptions,
  status: number,
  reason: string | undefined,
): void {
  const operation = operationNameOf(ctx.params) ?? 'anonymous';
  ctx.services.log(
    `[upstream] ${name} ${options.method ?? 'GET'} failed: status=${status === 0 ? 'unreachable' : status}` +
      ` reason=${reason ?? 'none'} operation=${operation}`,
    undefined,
    failureLevel(status, reason),
  );
}

/**
 * A 4xx is the API's answer about what was asked (a slot just taken, a token expired, a limit reached): the
 * service working, so `info`. No answer, a 5xx, a 2xx the gateway cannot read, or the API refusing the gateway's
 * own key is the service failing: `warn`, so that `LOG_LEVEL=warn` keeps exactly the problems.
 */
function failureLevel(status: number, reason: string | undefined): LogLevel {
  const answeredTheRequest = status >= 400 && status < 500 && reason !== API_KEY_REFUSED;
  return answeredTheRequest ? 'info' : 'warn';
}

/** The GraphQL operation's name: as sent, else read from the document's first definition. */
function operationNameOf(params: UpstreamCaller['params']): string | undefined {
  if (params.operationName) return params.operationName;
  return /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(params.query ?? '')?.[1];
}

/** Why a call got no answer: the system's code (ECONNREFUSED…), from fetch's `cause` or undici's error, else its name. */
function networkReason(error: unknown): string {
  if (error instanceof Error) {
    const { cause, code } = error as Error & { cause?: { code?: unknown }; code?: unknown };
    if (cause && typeof cause.code === 'string') return cause.code;
    if (typeof code === 'string') return code;
    return error.name;
  }
  return 'unknown';
}
