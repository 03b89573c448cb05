import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequestSession } from '../session/request-session';
import { MemorySessionStore } from '../session/session-store';
import type { FakeRestApi } from '../testing/fake-rest-api';
import { FAKE_PASSWORD, fakeOrder } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes, type GatewayClient } from '../testing/gateway-client';
import { ME, SELECT_PATIENT } from '../testing/operations';
import { sessionInCookies, testConfig } from '../testing/test-config';
import {
  callUpstream,
  tokenPairFrom,
  type UpstreamCallOptions,
  type UpstreamCaller,
} from './call-upstream';
import { RefreshCoordinator } from './refresh-coordinator';
import { undiciUpstream } from './upstream-http';

let stack: FakeStack;
let api: FakeRestApi;
let client: GatewayClient;
let logLines: string[];

beforeEach(async () => {
  stack = await startFakeStack();
  ({ api, client, logLines } = stack);
});

afterEach(() => stack.stop());

async function signIn(): Promise<void> {
  const reply = await stack.signIn();
  expect(reply.json.errors).toBeUndefined();
}

describe('callUpstream', () => {
  it('sends the bearer token, API key, X-Version 2.7.8 and X-Platform Web', async () => {
    await signIn();
    const detailsCall = api.callsTo('/v1/accounts/details')[0];
    expect(detailsCall?.headers['authorization']).toMatch(/^Bearer access-/);
    expect(detailsCall?.headers['x-api-key']).toBe('test-api-key');
    expect(detailsCall?.headers['x-version']).toBe('2.7.8');
    expect(detailsCall?.headers['x-platform']).toBe('Web');
    // Public calls carry the same three headers but no bearer token.
    const signInCall = api.callsTo('/v1/auth/token')[0];
    expect(signInCall?.headers['authorization']).toBeUndefined();
    expect(signInCall?.headers['x-api-key']).toBe('test-api-key');
    expect(signInCall?.headers['x-version']).toBe('2.7.8');
    expect(signInCall?.headers['x-platform']).toBe('Web');
  });

  it('refreshes once on a 401 and retries with the new token, setting a new cookie', async () => {
    await signIn();
    const before = await sessionInCookies(client.cookies, stack.sessions);
    api.expireAccessTokens();

    const reply = await client.graphql(ME);

    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data?.['me']).toMatchObject({ patient: { id: 'pat-1' } });
    expect(api.callsTo('/v1/auth/refresh')).toHaveLength(1);
    const detailsCalls = api.callsTo('/v1/accounts/details');
    expect(detailsCalls).toHaveLength(3); // sign-in, the refused call, the retry
    expect(detailsCalls[2]?.headers['authorization']).not.toBe(
      detailsCalls[1]?.headers['authorization'],
    );
    expect(reply.setCookies).toHaveLength(1);
    const after = await sessionInCookies(client.cookies, stack.sessions);
    expect(after?.refreshToken).toMatch(/^refresh-/);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(after?.sessionId).toBe(before?.sessionId);
  });

  it('ends the session with UNAUTHENTICATED and clears the cookie when the refresh is refused', async () => {
    await signIn();
    api.expireAccessTokens();
    api.revokeRefreshTokens();

    const reply = await client.graphql(ME);

    expect(errorCodes(reply)).toEqual(['UNAUTHENTICATED']);
    expect(reply.json.data).toBeNull();
    expect(reply.setCookies).toEqual([expect.stringMatching(/^session=; .*Max-Age=0/)]);
    expect(client.cookies.size).toBe(0);
    expect(
      logLines.some((line) => line.includes('refreshToken') && line.includes('token.reused')),
    ).toBe(true);
  });

  it('refreshes once for two concurrent operations after expiry', async () => {
    await signIn();
    api.expireAccessTokens();
    api.refreshDelayMs = 100;

    const [first, second] = await Promise.all([
      client.copy().graphql(ME),
      client.copy().graphql(ME),
    ]);

    expect(first.json.errors).toBeUndefined();
    expect(second.json.errors).toBeUndefined();
    expect(api.callsTo('/v1/auth/refresh')).toHaveLength(1);
  });

  it('ends the session of every request that waited on a refused refresh', async () => {
    await signIn();
    api.expireAccessTokens();
    api.revokeRefreshTokens();
    api.refreshDelayMs = 100;
    const [first, second] = [client.copy(), client.copy()];

    const replies = await Promise.all([first.graphql(ME), second.graphql(ME)]);

    expect(replies.map(errorCodes)).toEqual([['UNAUTHENTICATED'], ['UNAUTHENTICATED']]);
    expect(api.callsTo('/v1/auth/refresh')).toHaveLength(1);
    expect(first.cookies.size).toBe(0);
    expect(second.cookies.size).toBe(0);
  });

  it('reuses a just-refreshed pair for a request still carrying the replaced refresh token', async () => {
    await signIn();
    const staleTab = client.copy();
    api.expireAccessTokens();
    await client.graphql(ME); // refreshes; staleTab still holds the used refresh token

    const reply = await staleTab.graphql(ME);

    expect(reply.json.errors).toBeUndefined();
    expect(api.callsTo('/v1/auth/refresh')).toHaveLength(1);
    expect((await sessionInCookies(staleTab.cookies, stack.sessions))?.refreshToken).toBe(
      (await sessionInCookies(client.cookies, stack.sessions))?.refreshToken,
    );
  });

  it('gives a request that did not refresh the tokens another request refreshed meanwhile', async () => {
    await signIn();
    const slowTab = client.copy();
    // The slow tab's account-details call is accepted with the old token but answered only after another
    // request has refreshed.
    let releaseSlowCall: () => void = () => {};
    const slowCallHeld = new Promise<void>((resolve) => (releaseSlowCall = resolve));
    api.overrides.set('/v1/accounts/details', async () => {
      if (api.callsTo('/v1/accounts/details').length !== 2) return undefined;
      await slowCallHeld;
      return { status: 200, body: api.accountDetails };
    });
    const slowReply = slowTab.graphql(ME);
    await waitFor(() => api.callsTo('/v1/accounts/details').length === 2);
    api.expireAccessTokens();
    await client.graphql(ME);
    releaseSlowCall();
    expect((await slowReply).json.errors).toBeUndefined();

    // Otherwise the slow tab's cookie would put back the used refresh token.
    expect(api.callsTo('/v1/auth/refresh')).toHaveLength(1);
    const refreshed = (await sessionInCookies(client.cookies, stack.sessions))?.refreshToken;
    expect(refreshed).toBeDefined();
    expect((await sessionInCookies(slowTab.cookies, stack.sessions))?.refreshToken).toBe(refreshed);
  });

  it('turns an unreachable API into the operation code and logs the call without tokens', async () => {
    await signIn();
    await api.stop();

    const reply = await client.graphql(ME);

    expect(errorCodes(reply)).toEqual(['auth.accountDetailsFailed']);
    const line = logLines.find((l) => l.includes('accountDetails'));
    expect(line).toMatch(/status=unreachable.*operation=Me/);
    expect(stack.warnLines).toContain(line);
    expect(logLines.join('\n')).not.toMatch(/access-|refresh-|Password123/);
  });

  it("logs the API's answer about a request at info, and the service failing at warn", async () => {
    const answers = [
      { status: 409, code: 'order.conflict', problem: false },
      { status: 429, code: 'rateLimit.exceeded', problem: false },
      { status: 401, code: 'apiKey.invalid', problem: true },
      { status: 500, code: 'db.down', problem: true },
      { status: 503, code: 'service.busy', problem: true },
    ];
    for (const { status, code, problem } of answers) {
      // A failed `me` ends the session (spec part 1 §5), so each answer gets its own sign-in.
      api.overrides.delete('/v1/accounts/details');
      await signIn();
      api.overrides.set('/v1/accounts/details', () => ({
        status,
        body: { code, message: 'x', show: false },
      }));
      await client.graphql(ME);
      const line = logLines.find((l) => l.includes(`status=${status} reason=${code}`));
      expect(line, code).toMatch(/accountDetails GET failed/);
      expect(stack.warnLines.includes(line ?? ''), code).toBe(problem);
    }
  });

  it('maps a 5xx to the operation code, never the server text', async () => {
    await signIn();
    api.overrides.set('/v1/accounts/details', () => ({
      status: 500,
      body: { code: 'db.down', message: 'connection refused at db:5432', show: true },
    }));

    const reply = await client.graphql(ME);

    expect(errorCodes(reply)).toEqual(['auth.accountDetailsFailed']);
    expect(reply.text).not.toContain('connection refused');
    expect(reply.json.errors?.[0]?.extensions?.['serverMessage']).toBeUndefined();
  });
  it('does not refresh or end the session when the API refuses the gateway key', async () => {
    await signIn();
    api.overrides.set('/v1/accounts/details', () => ({
      status: 401,
      body: { code: 'apiKey.invalid', message: 'x', show: false },
    }));

    const reply = await client.graphql(ME);

    expect(errorCodes(reply)).toEqual(['auth.accountDetailsFailed']);
    expect(api.callsTo('/v1/auth/refresh')).toHaveLength(0);
  });

  it('keeps the session when the refresh call itself fails with a 5xx', async () => {
    await signIn();
    api.selectablePatientIds.add('pat-2');
    api.expireAccessTokens();
    api.overrides.set('/v1/auth/refresh', () => ({ status: 503 }));

    const failed = await client.graphql(SELECT_PATIENT, { patientId: 'pat-2' });
    expect(errorCodes(failed)).toEqual(['common.unexpected']);
    expect(client.cookies.size).toBe(1);

    api.overrides.delete('/v1/auth/refresh');
    expect(errorCodes(await client.graphql(SELECT_PATIENT, { patientId: 'pat-2' }))).toEqual([]);
  });

  it('fails me with accountDetailsFailed when the refresh call fails (spec: details failure ends the session)', async () => {
    await signIn();
    api.expireAccessTokens();
    api.overrides.set('/v1/auth/refresh', () => ({ status: 503 }));

    const failed = await client.graphql(ME);

    expect(errorCodes(failed)).toEqual(['auth.accountDetailsFailed']);
    expect(client.cookies.size).toBe(0);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('condition not met');
}

describe('callUpstream within one request', () => {
  it('retries with the tokens another call of the request refreshed instead of refreshing again', async () => {
    const ctx = await signedInCaller(api);
    api.expireAccessTokens();
    // The second call's 401 is answered only after the first call has refreshed and been retried.
    api.overrides.set('/v1/accounts/details', async () => {
      if (api.callsTo('/v1/accounts/details').length !== 2) return undefined;
      await waitFor(() => api.callsTo('/v1/accounts/details').length >= 3);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 401, body: { code: 'token.invalid', message: '', show: false } };
    });

    const results = await Promise.all([
      callUpstream(ctx, 'accountDetails'),
      callUpstream(ctx, 'accountDetails'),
    ]);

    expect(results).toEqual([api.accountDetails, api.accountDetails]);
    expect(api.callsTo('/v1/auth/refresh')).toHaveLength(1);
  });
});

describe('callUpstream after a connection reset (issue #22)', () => {
  /** The real transport, but the first `resets` calls fail as a keep-alive connection closed under them. */
  function resetting(ctx: UpstreamCaller, resets: number, code = 'UND_ERR_SOCKET') {
    const sent: string[] = [];
    const real = ctx.services.upstream;
    ctx.services.upstream = (url, request) => {
      sent.push(request.method);
      if (sent.length <= resets)
        return Promise.reject(Object.assign(new Error('other side closed'), { code }));
      return real(url, request);
    };
    return sent;
  }

  it('sends a read again once, so the user sees the answer', async () => {
    const ctx = await signedInCaller(api);
    const sent = resetting(ctx, 1);

    const details = await callUpstream(ctx, 'accountDetails');
    const orders = await callUpstream(ctx, 'ordersList', { method: 'POST', body: {} });

    expect(details).toEqual(api.accountDetails);
    expect(orders).toBeDefined();
    expect(sent).toEqual(['GET', 'GET', 'POST']);
  });

  it('sends a change again only when it carries an idempotency key', async () => {
    const ctx = await signedInCaller(api);
    const sent = resetting(ctx, 2, 'ECONNRESET');
    const placeOrder: UpstreamCallOptions<'placeOrder'> = {
      method: 'POST',
      body: { items: [{ description: 'Paracetamol', itemOrderType: 'Manual' }] },
      errorCode: 'orders.submitFailed',
    };

    // Without a key the API may have placed the order before the connection went: not sent again.
    await expect(callUpstream(ctx, 'placeOrder', placeOrder)).rejects.toMatchObject({
      extensions: { code: 'orders.submitFailed' },
    });
    expect(sent).toHaveLength(1);
    // With one, a second sending is answered from the first: sent again.
    await callUpstream(ctx, 'placeOrder', { ...placeOrder, idempotencyKey: 'attempt-1' });
    expect(sent).toHaveLength(3);
    expect(api.callsTo('/v1/orders')).toHaveLength(1);
  });

  it('sends a cancellation again: arriving twice, it leaves the order cancelled as once does', async () => {
    api.orders = [fakeOrder({ id: 'ord-1', orderStatus: 'Requested' })];
    const ctx = await signedInCaller(api);
    const sent = resetting(ctx, 1);

    await callUpstream(ctx, 'cancelOrder', {
      method: 'POST',
      body: {
        orderId: 'ord-1',
        prescriptionRequestGuid: 'prg-1',
        cancellationReason: 'No longer needed',
      },
    });

    expect(sent).toEqual(['POST', 'POST']);
    expect(api.callsTo('/v1/orders/cancel')).toHaveLength(1);
  });

  it('does not send again after a time-out, nor more than once', async () => {
    const ctx = await signedInCaller(api);
    const timedOut = resetting(ctx, 1, 'TimeoutError');
    await expect(callUpstream(ctx, 'accountDetails')).rejects.toBeDefined();
    expect(timedOut).toHaveLength(1);

    const twice = resetting(ctx, 2);
    await expect(callUpstream(ctx, 'accountDetails')).rejects.toBeDefined();
    expect(twice).toHaveLength(2);
  });
});

describe('callUpstream when the API is too busy to check a password (issue #22)', () => {
  /** The API's gate refusing the first `times` sign-ins, as api/src/auth/password-gate.ts answers. */
  function busyFor(times: number, retryAfter: string, code = 'service.busy') {
    let refused = 0;
    api.overrides.set('/v1/auth/token', () =>
      refused++ < times
        ? {
            status: 503,
            headers: { 'retry-after': retryAfter },
            body: { code, message: 'Too many sign-ins', show: false },
          }
        : undefined,
    );
  }

  it('waits out a short Retry-After and signs the user in, without telling them to come back', async () => {
    busyFor(1, '1');
    const started = performance.now();

    const reply = await stack.signIn();

    expect(reply.json.errors).toBeUndefined();
    expect(await stack.signedIn()).toBe(true);
    expect(api.callsTo('/v1/auth/token')).toHaveLength(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(logLines).toContain('[upstream] sent again after busy');
    expect(stack.warnLines).not.toContain('[upstream] sent again after busy');
  });

  it('says common.busy at once when the wait is longer than the gateway takes on', async () => {
    busyFor(1, '30');
    const started = performance.now();

    const reply = await stack.signIn();

    expect(errorCodes(reply)).toEqual(['common.busy']);
    expect(api.callsTo('/v1/auth/token')).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('sends again once only: still busy, the user is told to come back', async () => {
    busyFor(2, '1');

    const reply = await stack.signIn();

    expect(errorCodes(reply)).toEqual(['common.busy']);
    expect(api.callsTo('/v1/auth/token')).toHaveLength(2);
  });

  it('does not send again a 503 that is not the busy refusal, and still reads its code', async () => {
    busyFor(1, '1', 'maintenance');

    const reply = await stack.signIn();

    expect(errorCodes(reply)).not.toContain('common.busy');
    expect(reply.json.errors).toBeDefined();
    expect(api.callsTo('/v1/auth/token')).toHaveLength(1);
  });

  it('does not wait when the call sent again would not have time to finish', async () => {
    const ctx = await signedInCaller(api);
    ctx.services.config = { ...ctx.services.config, upstreamTimeoutMs: 5_500 };
    api.overrides.set('/v1/accounts/details', () => ({
      status: 503,
      headers: { 'retry-after': '1' },
      body: { code: 'service.busy', message: 'x', show: false },
    }));

    await expect(callUpstream(ctx, 'accountDetails')).rejects.toMatchObject({
      extensions: { code: 'common.busy' },
    });
    expect(api.callsTo('/v1/accounts/details')).toHaveLength(1);
  });
});

/** What a GraphQL request with a live session gives callUpstream (its UpstreamCaller), to call it directly. */
async function signedInCaller(fakeApi: FakeRestApi): Promise<UpstreamCaller> {
  const config = testConfig(fakeApi.url);
  const response = await fetch(`${fakeApi.url}/v1/auth/token`, {
    method: 'POST',
    headers: { 'x-api-key': config.apiKey, 'x-version': '2.7.8', 'x-platform': 'Web' },
    body: JSON.stringify({ username: 'pat@example.com', password: FAKE_PASSWORD, platform: 'web' }),
  });
  const tokens = tokenPairFrom(await response.json());
  if (!tokens) throw new Error('fake sign-in failed');
  const session = await RequestSession.fromCookieHeader(undefined, {
    secret: config.sessionSecret,
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
    cookieSecure: false,
    now: Date.now,
    store: new MemorySessionStore(),
  });
  session.start(tokens);
  return {
    services: {
      config,
      upstream: undiciUpstream(),
      log: () => {},
      refreshCoordinator: new RefreshCoordinator(config.refreshGraceMs, Date.now),
    },
    session,
    params: {},
  };
}
