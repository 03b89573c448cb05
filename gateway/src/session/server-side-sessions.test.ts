/**
 * Issue 21, sessions: the cookie holds only a sealed id; the session lives in the gateway's database, so that
 * every instance sees sign-out at once, a restart keeps live sessions and honours ended ones, and the idle and
 * absolute limits are the server's. Two gateways here share one database (two pools on PostgreSQL under
 * `npm run test:postgres`, one PGlite otherwise).
 */
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayDatabase } from '../db/gateway-database';
import { createGateway } from '../server';
import { FAKE_PASSWORD, FakeRestApi } from '../testing/fake-rest-api';
import { close, errorCodes, GatewayClient, listen } from '../testing/gateway-client';
import { ME, SIGN_IN, SIGN_OUT } from '../testing/operations';
import { manualClock, TEST_SESSION_SECRET, testConfig } from '../testing/test-config';
import { openTestGatewayDatabases } from '../testing/test-gateway-database';
import { RequestSession } from './request-session';
import { unsealValue } from './seal';
import { DatabaseSessionStore } from './session-store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Two instances' handles on one database, shared by the tests that need no restart (opening one costs seconds). */
let shared: Awaited<ReturnType<typeof openTestGatewayDatabases>>;
beforeAll(async () => {
  shared = await openTestGatewayDatabases({ connections: 2 });
}, 60_000);
afterAll(() => shared.dispose());

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function fakeApi(): Promise<FakeRestApi> {
  const api = new FakeRestApi();
  await api.start();
  cleanups.push(() => api.stop());
  return api;
}

/** A gateway instance on `database`, listening; its base URL. */
async function startInstance(
  api: FakeRestApi,
  database: GatewayDatabase,
  now: () => number = Date.now,
): Promise<{ url: string; server: Server }> {
  const config = testConfig(api.url);
  const server = createGateway(config, {
    sessions: new DatabaseSessionStore(database.db, config.sessionSecret),
    now,
    log: () => {},
  });
  const url = await listen(server);
  cleanups.push(() => close(server));
  return { url, server };
}

async function signedInClient(url: string): Promise<GatewayClient> {
  const client = new GatewayClient(url);
  const reply = await client.graphql(SIGN_IN, {
    email: 'pat@example.com',
    password: FAKE_PASSWORD,
  });
  expect(reply.json.errors).toBeUndefined();
  return client;
}

/** The same browser cookies sent to another instance (a load balancer's next pick, or a thief's copy). */
function sameCookiesAt(client: GatewayClient, url: string): GatewayClient {
  const other = new GatewayClient(url);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

describe('server-side sessions', () => {
  it('holds only a sealed id in the cookie: no token, and the session works on any instance', async () => {
    const api = await fakeApi();
    const [a, b] = shared.databases;
    const first = await startInstance(api, a!);
    const second = await startInstance(api, b!);

    const browser = await signedInClient(first.url);
    const cookie = browser.cookies.get('session')!;
    // The cookie's whole content: the id, nothing else.
    const sealed = (await unsealValue(cookie, TEST_SESSION_SECRET)) as { sid: string };
    expect(Object.keys(sealed)).toEqual(['sid']);
    const { sid } = sealed;
    // 32 random bytes: unguessable.
    expect(Buffer.from(sid, 'base64url')).toHaveLength(32);

    expect((await sameCookiesAt(browser, second.url).graphql(ME)).json.errors).toBeUndefined();
  });

  it('refuses a copied cookie on the other instance once the user signs out on one', async () => {
    const api = await fakeApi();
    const [a, b] = shared.databases;
    const first = await startInstance(api, a!);
    const second = await startInstance(api, b!);
    const browser = await signedInClient(first.url);
    const thief = sameCookiesAt(browser, second.url);
    expect((await thief.graphql(ME)).json.errors).toBeUndefined();

    expect((await browser.graphql(SIGN_OUT)).json.data).toEqual({ signOut: true });

    const replayed = await thief.graphql(ME);
    expect(errorCodes(replayed)).toEqual(['UNAUTHENTICATED']);
    expect(replayed.setCookies).toEqual([expect.stringMatching(/^session=;.*Max-Age=0/)]);
    // And the API was told: the refresh token is revoked, so the tokens are no use anywhere.
    expect(api.callsTo('/v1/auth/revoke')).toHaveLength(1);
  });

  it('ends a session after 30 idle minutes and 12 hours after sign-in, on the server (clock injected)', async () => {
    const api = await fakeApi();
    const clock = manualClock();
    const { url } = await startInstance(api, shared.databases[0]!, clock.now);

    const idle = await signedInClient(url);
    const idleCopy = idle.copy();
    clock.advance(30 * MINUTE);
    expect(errorCodes(await idle.graphql(ME))).toEqual(['UNAUTHENTICATED']);
    // The cookie was cleared, but a copy kept from before is refused as well: the limit is the server's.
    expect(errorCodes(await idleCopy.graphql(ME))).toEqual(['UNAUTHENTICATED']);

    const busy = await signedInClient(url);
    const busyCopy = busy.copy();
    for (let elapsed = 20 * MINUTE; elapsed < 12 * HOUR; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect((await busy.graphql(ME)).json.errors).toBeUndefined();
    }
    clock.advance(20 * MINUTE); // 12 hours after sign-in, used every 20 minutes
    expect(errorCodes(await busy.graphql(ME))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await busyCopy.graphql(ME))).toEqual(['UNAUTHENTICATED']);
  });

  it('keeps live sessions across a restart and still refuses the ended ones', async () => {
    const api = await fakeApi();
    const databases = await openTestGatewayDatabases({ persistent: true });
    cleanups.push(() => databases.dispose());
    const before = await startInstance(api, databases.databases[0]!);
    const staying = await signedInClient(before.url);
    const leaving = await signedInClient(before.url);
    const leftBehind = leaving.copy();
    await leaving.graphql(SIGN_OUT);
    await close(before.server);

    const [reopened] = await databases.reopen();
    const after = await startInstance(api, reopened!);
    expect((await sameCookiesAt(staying, after.url).graphql(ME)).json.errors).toBeUndefined();
    expect(errorCodes(await sameCookiesAt(leftBehind, after.url).graphql(ME))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});

describe('the session store in the database', () => {
  /** An access token as the API issues them (a JWT whose subject is the account). */
  const tokensOf = (accountId: string, n: number) => ({
    accessToken: `${b64({ alg: 'HS256' })}.${b64({ sub: accountId })}.signature-${n}`,
    refreshToken: `refresh-${accountId}-${n}`,
  });
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('keeps neither the id nor the tokens readable at rest', async () => {
    const store = new DatabaseSessionStore(shared.databases[0]!.db, TEST_SESSION_SECRET);
    const tokens = tokensOf('account-at-rest', 1);
    await store.create('a-session-id-at-rest', {
      ...tokens,
      accountId: 'account-at-rest',
      createdAt: 1,
      lastSeenAt: 1,
    });
    const rows = await shared.databases[0]!.db.execute(
      "SELECT * FROM gateway.sessions WHERE account_id = 'account-at-rest'",
    );
    const text = JSON.stringify(rows);
    expect(text).not.toContain('a-session-id-at-rest');
    expect(text).not.toContain(tokens.refreshToken);
    expect(text).not.toContain(tokens.accessToken);
    expect(await store.load('a-session-id-at-rest')).toMatchObject(tokens);
  });

  it('reads the tokens as they are now: refreshed on another instance, or refused once tampered', async () => {
    // Each store remembers what it has unsealed by the sealed text, never by the session: a new text is new.
    const [a, b] = shared.databases;
    const storeA = new DatabaseSessionStore(a!.db, TEST_SESSION_SECRET);
    const storeB = new DatabaseSessionStore(b!.db, TEST_SESSION_SECRET);
    const first = tokensOf('account-refreshed', 1);
    await storeA.create('a-refreshed-session', {
      ...first,
      accountId: 'account-refreshed',
      createdAt: 1,
      lastSeenAt: 1,
    });
    expect(await storeB.load('a-refreshed-session')).toMatchObject(first);

    const refreshed = tokensOf('account-refreshed', 2);
    expect(await storeA.update('a-refreshed-session', { tokens: refreshed })).toBe(true);
    expect(await storeB.load('a-refreshed-session')).toMatchObject(refreshed);

    await b!.db.execute(
      "UPDATE gateway.sessions SET sealed_tokens = 'Fe26.2**tampered' WHERE account_id = 'account-refreshed'",
    );
    expect(await storeB.load('a-refreshed-session')).toBeNull();
  });

  it('ends every session of the account on a password reset or email change, on every instance', async () => {
    const [a, b] = shared.databases;
    const clock = manualClock();
    const settingsOn = (database: GatewayDatabase) => ({
      secret: TEST_SESSION_SECRET,
      idleMs: 30 * MINUTE,
      absoluteMs: 12 * HOUR,
      cookieSecure: false,
      now: clock.now,
      store: new DatabaseSessionStore(database.db, TEST_SESSION_SECRET),
    });
    const signIn = async (database: GatewayDatabase, accountId: string, n: number) => {
      const session = await RequestSession.fromCookieHeader(undefined, settingsOn(database));
      session.start(tokensOf(accountId, n));
      return (await session.setCookieHeader())!.split(';')[0]!;
    };
    const phone = await signIn(a!, 'account-everywhere', 1);
    const laptop = await signIn(b!, 'account-everywhere', 2);
    const someoneElse = await signIn(b!, 'account-other', 3);

    const changing = await RequestSession.fromCookieHeader(phone, settingsOn(a!));
    expect(changing.account).toBe('account-everywhere');
    changing.clearEverywhere();
    await changing.setCookieHeader();

    expect((await RequestSession.fromCookieHeader(laptop, settingsOn(b!))).current).toBeNull();
    expect((await RequestSession.fromCookieHeader(phone, settingsOn(b!))).current).toBeNull();
    expect(
      (await RequestSession.fromCookieHeader(someoneElse, settingsOn(a!))).current,
    ).not.toBeNull();
  });
});
