import type { TrustProxy } from '../../../api/src/contract/trust-proxy';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_PASSWORD } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes } from '../testing/gateway-client';
import { EVERYTHING_SIGNED_IN, ME, SESSION, SIGN_IN, SIGN_OUT } from '../testing/operations';
import { manualClock, sessionInCookies } from '../testing/test-config';

let stack: FakeStack;
afterEach(() => stack.stop());

const MINUTE = 60_000;

describe('signIn', () => {
  it('starts a session in a sealed cookie and never returns the tokens', async () => {
    stack = await startFakeStack();
    const reply = await stack.signIn();

    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data?.['signIn']).toMatchObject({
      destination: 'HOME',
      me: { account: { email: 'pat@example.com' }, patient: { id: 'pat-1' } },
    });
    const session = await sessionInCookies(stack.client.cookies, stack.sessions);
    expect(session?.accessToken).toMatch(/^access-/);
    expect(reply.text).not.toContain(session!.accessToken);
    expect(reply.text).not.toContain(session!.refreshToken);
    expect(reply.text).not.toMatch(/access-|refresh-/);
    expect(reply.setCookies[0]).toMatch(/; HttpOnly/);

    const everything = await stack.client.graphql(EVERYTHING_SIGNED_IN);
    expect(everything.json.errors).toBeUndefined();
    expect(everything.text).not.toContain(session!.accessToken);
    expect(everything.text).not.toContain(session!.refreshToken);
  });

  it('sends the email trimmed and the password as typed, with platform web', async () => {
    stack = await startFakeStack();
    await stack.client.graphql(SIGN_IN, { email: '  pat@example.com\t', password: FAKE_PASSWORD });
    expect(stack.api.callsTo('/v1/auth/token')[0]?.body).toEqual({
      username: 'pat@example.com',
      password: FAKE_PASSWORD,
      platform: 'web',
    });
  });

  it.each([
    ['', FAKE_PASSWORD, 'auth.fieldsRequired'],
    ['   ', FAKE_PASSWORD, 'auth.fieldsRequired'],
    ['pat@example.com', '', 'auth.fieldsRequired'],
    ['pat.example.com', FAKE_PASSWORD, 'auth.invalidEmail'],
    ['pat@', FAKE_PASSWORD, 'auth.invalidEmail'],
  ])(
    'validates on the server: %j / %j → %s, without calling the API',
    async (email, password, code) => {
      stack = await startFakeStack();
      const reply = await stack.client.graphql(SIGN_IN, { email, password });
      expect(errorCodes(reply)).toEqual([code]);
      expect(stack.api.calls).toHaveLength(0);
    },
  );

  it.each([
    [{ accountStatus: 'Created' as const }, 'auth.registrationIncomplete'],
    [
      { accountStatus: 'Verified' as const, failedLoginAccountLocked: true },
      'auth.registrationIncomplete',
    ],
    [{ failedLoginAccountLocked: true }, 'auth.accountLocked'],
    [{ hasPatientIntegration: true }, 'auth.nhsLoginHint'],
    [{}, 'auth.invalidCredentials'],
  ])('maps a refusal by the account status %j to %s', async (status, code) => {
    stack = await startFakeStack();
    stack.api.accountStatus = { ...stack.api.accountStatus, ...status };
    const reply = await stack.client.graphql(SIGN_IN, {
      email: 'pat@example.com',
      password: 'wrong',
    });
    expect(errorCodes(reply)).toEqual([code]);
    expect(reply.json.errors?.[0]?.message).toBe(code);
    expect(stack.api.callsTo('/v1/accounts/status')[0]?.body).toEqual({
      emailAddress: 'pat@example.com',
    });
    expect(stack.client.cookies.size).toBe(0);
  });

  it("names the browser's address to the API and says common.tooManyRequests at its limit (429)", async () => {
    stack = await startFakeStack();
    stack.api.overrides.set('/v1/auth/token', () => ({
      status: 429,
      body: { code: 'rateLimit.exceeded', message: 'Too many requests', show: false },
    }));
    const reply = await stack.signIn();
    expect(errorCodes(reply)).toEqual(['common.tooManyRequests']);
    expect(stack.api.callsTo('/v1/auth/token')[0]?.headers['x-client-address']).toBe('127.0.0.1');
    // No account lookup: the limit says nothing about the account.
    expect(stack.api.callsTo('/v1/accounts/status')).toHaveLength(0);
  });

  it('says common.busy when the API is too busy to check the password in time (503 service.busy)', async () => {
    stack = await startFakeStack();
    stack.api.overrides.set('/v1/auth/token', () => ({
      status: 503,
      body: { code: 'service.busy', message: 'Too many sign-ins at once', show: false },
    }));
    const reply = await stack.signIn();
    expect(errorCodes(reply)).toEqual(['common.busy']);
    // Nothing was checked, so there is nothing to say about the account, and no session.
    expect(stack.api.callsTo('/v1/accounts/status')).toHaveLength(0);
    expect(stack.client.cookies.size).toBe(0);
  });

  it.each<[TrustProxy, string]>([
    // Without TRUST_PROXY a client cannot pick the address its limits count against.
    [false, '127.0.0.1'],
    // Behind a proxy on loopback (scripts/cluster), the address the proxy names.
    [['loopback'], '203.0.113.7'],
    [true, '203.0.113.7'],
  ])(
    'with TRUST_PROXY %j names %s to the API when X-Forwarded-For says 203.0.113.7',
    async (trustProxy, expected) => {
      stack = await startFakeStack({
        config: { trustProxy },
      });
      stack.client.headers['x-forwarded-for'] = '203.0.113.7';
      await stack.signIn();
      expect(stack.api.callsTo('/v1/auth/token')[0]?.headers['x-client-address']).toBe(expected);
    },
  );

  it('says invalidCredentials when the account cannot be looked up', async () => {
    stack = await startFakeStack();
    stack.api.overrides.set('/v1/accounts/status', () => ({
      status: 404,
      body: { code: 'account.notFound', message: 'none', show: false },
    }));
    const reply = await stack.client.graphql(SIGN_IN, {
      email: 'pat@example.com',
      password: 'wrong',
    });
    expect(errorCodes(reply)).toEqual(['auth.invalidCredentials']);
  });

  it('fails with tokensMissing when either token is absent', async () => {
    stack = await startFakeStack();
    stack.api.overrides.set('/v1/auth/token', () => ({
      status: 200,
      body: { access_token: 'a', expires_in: 1 },
    }));
    const reply = await stack.signIn();
    expect(errorCodes(reply)).toEqual(['auth.tokensMissing']);
    expect(stack.client.cookies.size).toBe(0);
  });

  it('fails with common.unexpected when the API is failing, without looking up the account', async () => {
    stack = await startFakeStack();
    stack.api.overrides.set('/v1/auth/token', () => ({
      status: 503,
      body: { code: 'down', message: 'x', show: false },
    }));
    const reply = await stack.signIn();
    expect(errorCodes(reply)).toEqual(['common.unexpected']);
    expect(stack.api.callsTo('/v1/accounts/status')).toHaveLength(0);
  });

  it('sends a patient without a pharmacy to CHOOSE_PHARMACY', async () => {
    stack = await startFakeStack();
    stack.api.accountDetails = {
      ...stack.api.accountDetails,
      patient: { ...stack.api.accountDetails.patient!, pharmacyId: null },
      pharmacy: null,
    };
    const reply = await stack.signIn();
    expect(reply.json.data?.['signIn']).toMatchObject({ destination: 'CHOOSE_PHARMACY' });
  });

  it('clears the new session when the account details cannot be loaded', async () => {
    stack = await startFakeStack();
    stack.api.overrides.set('/v1/accounts/details', () => ({
      status: 500,
      body: { code: 'x', message: 'x', show: false },
    }));
    const reply = await stack.signIn();
    expect(errorCodes(reply)).toEqual(['auth.accountDetailsFailed']);
    expect(stack.client.cookies.size).toBe(0);
  });
});

describe('session and signOut', () => {
  it('reports no session before sign-in and the expiry times after', async () => {
    const clock = manualClock();
    stack = await startFakeStack({ now: clock.now });
    expect((await stack.client.graphql(SESSION)).json.data).toEqual({
      session: { signedIn: false, idleExpiresAt: null, absoluteExpiresAt: null },
    });
    await stack.signIn();
    clock.advance(10 * MINUTE);
    const reply = await stack.client.graphql(SESSION);
    expect(reply.json.data).toEqual({
      session: {
        signedIn: true,
        idleExpiresAt: new Date(clock.now() + 20 * MINUTE).toISOString(),
        absoluteExpiresAt: new Date(clock.now() - 10 * MINUTE + 12 * 60 * MINUTE).toISOString(),
      },
    });
    // Asking does not extend the session.
    expect(reply.setCookies).toEqual([]);
  });

  it("extendSession ('Stay signed in') starts the idle limit again, and needs a live session", async () => {
    const clock = manualClock();
    stack = await startFakeStack({ now: clock.now });
    const EXTEND = 'mutation { extendSession { signedIn idleExpiresAt } }';
    expect(errorCodes(await stack.client.graphql(EXTEND))).toEqual(['UNAUTHENTICATED']);
    await stack.signIn();
    clock.advance(28 * MINUTE);
    const reply = await stack.client.graphql(EXTEND);
    expect(reply.json.data).toEqual({
      extendSession: {
        signedIn: true,
        idleExpiresAt: new Date(clock.now() + 30 * MINUTE).toISOString(),
      },
    });
    clock.advance(29 * MINUTE);
    expect(await stack.signedIn()).toBe(true);
  });

  it('ends the session after 30 idle minutes (UNAUTHENTICATED, cookie cleared) and slides on use', async () => {
    const clock = manualClock();
    stack = await startFakeStack({ now: clock.now });
    await stack.signIn();
    clock.advance(29 * MINUTE);
    expect((await stack.client.graphql(ME)).json.errors).toBeUndefined();
    clock.advance(29 * MINUTE);
    expect((await stack.client.graphql(ME)).json.errors).toBeUndefined();

    clock.advance(30 * MINUTE);
    const reply = await stack.client.graphql(ME);
    expect(errorCodes(reply)).toEqual(['UNAUTHENTICATED']);
    expect(reply.setCookies).toEqual([expect.stringMatching(/Max-Age=0/)]);
    expect(stack.client.cookies.size).toBe(0);
  });

  it('signOut clears the cookie and revokes the refresh token at the API; me is then UNAUTHENTICATED', async () => {
    stack = await startFakeStack();
    await stack.signIn();
    const copied = stack.client.copy();
    const session = await sessionInCookies(stack.client.cookies, stack.sessions);
    const reply = await stack.client.graphql(SIGN_OUT);
    expect(reply.json.data).toEqual({ signOut: true });
    expect(reply.setCookies).toEqual([expect.stringMatching(/^session=; .*Max-Age=0/)]);
    expect(errorCodes(await stack.client.graphql(ME))).toEqual(['UNAUTHENTICATED']);
    expect(stack.api.callsTo('/v1/auth/revoke').map((call) => call.body)).toEqual([
      { refresh_token: session?.refreshToken },
    ]);
    // A copy of the cookie taken before sign-out is refused too.
    expect(errorCodes(await copied.graphql(ME))).toEqual(['UNAUTHENTICATED']);
    // Without a session, signOut still succeeds.
    expect((await stack.client.graphql(SIGN_OUT)).json.data).toEqual({ signOut: true });
  });
});
