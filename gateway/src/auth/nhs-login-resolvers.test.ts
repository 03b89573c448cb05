import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeReply } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes, type GraphQLReply } from '../testing/gateway-client';
import { pkceChallenge } from './nhs-login-redirect';

const START = /* GraphQL */ `
  mutation StartNhsLogin($intent: NhsLoginIntent!, $marketingOptin: Boolean) {
    startNhsLogin(intent: $intent, marketingOptin: $marketingOptin)
  }
`;
const COMPLETE = /* GraphQL */ `
  mutation CompleteNhsLogin($code: String!, $state: String!) {
    completeNhsLogin(code: $code, state: $state) {
      destination
    }
  }
`;

const path = {
  config: '/v1/nhs-login/authorize-config',
  exchange: '/v1/nhs-login/token',
  create: '/v1/nhs-login/accounts',
  signIn: '/v1/auth/token',
};
const AUTHORIZE_CONFIG = {
  authorizeUrl: 'http://login.stand-in.test/authorize',
  clientId: 'medicines-online',
  redirectUri: 'http://app.test/login',
  scope: 'openid profile email gp_integration_credentials',
};
const CODE = 'authorisation-code-1';
const DAY_MS = 24 * 60 * 60 * 1000;

let stack: FakeStack;
let now: number;

beforeEach(async () => {
  now = Date.UTC(2026, 10, 22, 9, 0);
  stack = await startFakeStack({ now: () => now });
  answer(path.config, { status: 200, body: AUTHORIZE_CONFIG });
});

afterEach(() => stack.stop());

function answer(at: string, reply: FakeReply): void {
  stack.api.overrides.set(at, () => reply);
}

/** Answers `at` with tokens the fake API accepts, by asking its sign-in for a pair. */
function answerWithTokens(at: string): void {
  stack.api.overrides.set(at, async () => {
    const response = await fetch(`${stack.api.url}${path.signIn}`, {
      method: 'POST',
      headers: { 'x-api-key': 'test-api-key', 'x-version': '2.7.8', 'x-platform': 'Web' },
      body: JSON.stringify({
        username: 'pat@example.com',
        password: 'Password123!',
        platform: 'web',
      }),
    });
    return { status: 200, body: await response.json() };
  });
}

async function start(intent: 'SIGN_IN' | 'REGISTER', marketingOptin?: boolean): Promise<URL> {
  const reply = await stack.client.graphql(START, { intent, marketingOptin });
  expect(reply.json.errors).toBeUndefined();
  return new URL((reply.json.data as { startNhsLogin: string }).startNhsLogin);
}

function complete(state: string, code = CODE): Promise<GraphQLReply> {
  return stack.client.graphql(COMPLETE, { code, state });
}

describe('startNhsLogin', () => {
  it('answers the authorize URL with the client, a fresh state and nonce, and an S256 PKCE challenge', async () => {
    const url = await start('SIGN_IN');

    expect(`${url.origin}${url.pathname}`).toBe(AUTHORIZE_CONFIG.authorizeUrl);
    const query = url.searchParams;
    expect(query.get('client_id')).toBe('medicines-online');
    expect(query.get('response_type')).toBe('code');
    expect(query.get('scope')).toBe(AUTHORIZE_CONFIG.scope);
    expect(query.get('redirect_uri')).toBe('http://app.test/login');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('state')).toMatch(/^[\w-]{43}$/);
    expect(query.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const again = await start('SIGN_IN');
    expect(again.searchParams.get('state')).not.toBe(query.get('state'));
    expect(again.searchParams.get('nonce')).not.toBe(query.get('nonce'));
  });

  it('sends a registration back to ways-to-register', async () => {
    const url = await start('REGISTER', true);
    expect(url.searchParams.get('redirect_uri')).toBe('http://app.test/ways-to-register');
  });

  it('keeps the verifier and nonce out of the browser: only a sealed cookie', async () => {
    const reply = await stack.client.graphql(START, { intent: 'SIGN_IN' });
    const flowCookie = reply.setCookies.find((header) => header.startsWith('flow='));
    expect(flowCookie).toMatch(/HttpOnly/);
    expect(reply.text).not.toMatch(/code_verifier/);
  });

  it('says NHS login cannot be used when the API cannot give its settings', async () => {
    answer(path.config, {
      status: 503,
      body: { code: 'nhsLogin.unavailable', message: 'x', show: false },
    });
    const reply = await stack.client.graphql(START, { intent: 'SIGN_IN' });
    expect(errorCodes(reply)).toEqual(['nhsLogin.failed']);
  });
});

describe('completeNhsLogin', () => {
  it('signs in: sends the code with the verifier behind the challenge, the nonce and the redirect URI', async () => {
    answerWithTokens(path.exchange);
    const url = await start('SIGN_IN');

    const reply = await complete(url.searchParams.get('state') ?? '');

    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data).toEqual({ completeNhsLogin: { destination: 'HOME' } });
    const body = stack.api.callsTo(path.exchange)[0]?.body as Record<string, string>;
    expect(body).toMatchObject({
      platform: 'web',
      deviceType: 'web',
      isNHSLogin: true,
      authorisationCode: CODE,
      redirectUri: 'http://app.test/login',
      nonce: url.searchParams.get('nonce'),
    });
    expect(pkceChallenge(body['codeVerifier'] ?? '')).toBe(url.searchParams.get('code_challenge'));
    expect(await stack.signedIn()).toBe(true);
  });

  it('registers: creates the account with the marketing choice, then goes to choose pharmacy', async () => {
    answerWithTokens(path.create);
    stack.api.accountDetails = { ...stack.api.accountDetails, pharmacy: null };
    const url = await start('REGISTER', true);

    const reply = await complete(url.searchParams.get('state') ?? '');

    expect(reply.json.data).toEqual({ completeNhsLogin: { destination: 'CHOOSE_PHARMACY' } });
    expect(stack.api.callsTo(path.create)[0]?.body).toMatchObject({
      marketingOptin: true,
      hasConsent: true,
      accountId: null,
      redirectUri: 'http://app.test/ways-to-register',
    });
    expect(stack.api.callsTo(path.exchange)).toHaveLength(0);
  });

  it('refuses a state that does not match, without spending the code', async () => {
    await start('SIGN_IN');
    expect(errorCodes(await complete('forged-state'))).toEqual(['nhsLogin.failed']);
    expect(stack.api.callsTo(path.exchange)).toHaveLength(0);
    expect(await stack.signedIn()).toBe(false);
  });

  it('refuses a return with no NHS login under way in this browser', async () => {
    expect(errorCodes(await complete('any-state'))).toEqual(['nhsLogin.failed']);
    expect(stack.api.callsTo(path.exchange)).toHaveLength(0);
  });

  it('allows one return per redirect: a replayed state is refused', async () => {
    answerWithTokens(path.exchange);
    const state = (await start('SIGN_IN')).searchParams.get('state') ?? '';
    expect((await complete(state)).json.errors).toBeUndefined();
    expect(errorCodes(await complete(state))).toEqual(['nhsLogin.failed']);
    expect(stack.api.callsTo(path.exchange)).toHaveLength(1);
  });

  it('forgets an NHS login that was not finished within 15 minutes', async () => {
    const state = (await start('SIGN_IN')).searchParams.get('state') ?? '';
    now += DAY_MS;
    expect(errorCodes(await complete(state))).toEqual(['nhsLogin.failed']);
  });

  it.each([
    [404, 'nhsLogin.unknownUser', 'SIGN_IN', 'nhsLogin.unknownUser'],
    [409, 'nhsLogin.accountExists', 'REGISTER', 'nhsLogin.accountExists'],
    [401, 'auth.accountLocked', 'SIGN_IN', 'auth.accountLocked'],
    [422, 'nhsLogin.invalidGrant', 'SIGN_IN', 'nhsLogin.failed'],
    [422, 'nhsLogin.invalidIdToken', 'REGISTER', 'nhsLogin.failed'],
    [503, 'nhsLogin.unavailable', 'SIGN_IN', 'nhsLogin.failed'],
  ] as const)('turns %i %s (%s) into %s, signed out', async (status, apiCode, intent, code) => {
    answer(intent === 'REGISTER' ? path.create : path.exchange, {
      status,
      body: { code: apiCode, message: 'x', show: false },
    });
    const state = (await start(intent)).searchParams.get('state') ?? '';
    expect(errorCodes(await complete(state))).toEqual([code]);
    expect(await stack.signedIn()).toBe(false);
  });
});
