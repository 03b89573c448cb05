/**
 * The NHS login calls against the real stand-in provider (oidc-provider) on a loopback port, with the API
 * listening too so that the provider reads the client's public keys from GET /nhs-login/jwks.json, as
 * `npm start` runs them. Between the two sits a pass-through proxy (the provider's issuer URL) that a test can
 * tell to forge the id_token in the token response, or to drop connections: the id_token checks and the
 * provider being away are tested through it.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import {
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sparePort } from '../../../tests/support/processes';
import type { AccountDetailsResponse } from '../accounts/account-details';
import { accountPatients, accounts, patients } from '../db/schema';
import {
  seedAccountIds,
  seedEmails,
  seedPatientIds,
  seedRegistrationGpRecords,
} from '../demo/seed-ids';
import {
  buildAuthorizeRequest,
  visitAuthorize,
  type PendingAuthorization,
} from '../nhs-login-stand-in/browser-double';
import { findIdentityById } from '../nhs-login-stand-in/identities';
import { generateSigningKey, listenStandIn } from '../nhs-login-stand-in/stand-in';
import { buildApi } from '../server';
import {
  countRows,
  expectError,
  insertTestAccount,
  startTestApi,
  testConfig,
  type TestApi,
} from '../testing/test-api';

const REDIRECT_URI = 'http://localhost:3000/login';
const CLIENT_ID = 'medicines-online';

/** What the proxy does to the next answers of the provider's token endpoint. */
type TokenForgery =
  | { kind: 'claims'; change: (payload: JWTPayload) => JWTPayload }
  | { kind: 'otherKey' }
  | { kind: 'tamper' }
  /** Unsigned (`alg: none`), with the provider's claims. */
  | { kind: 'algNone' }
  /** Signed by the provider's key, but naming a key id it never published. */
  | { kind: 'unknownKid' };

let api: TestApi;
let standIn: Awaited<ReturnType<typeof listenStandIn>>;
let proxy: Server;
let issuer: string;
let signingKey: JWK;
let forgery: TokenForgery | undefined;
let proxyDown = false;
let codeTtlSeconds = 60;

beforeAll(async () => {
  const apiPort = await sparePort();
  proxy = createServer((request, response) => {
    if (proxyDown) {
      request.socket.destroy();
      return;
    }
    forward(request, response);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  signingKey = await generateSigningKey();
  standIn = await listenStandIn({
    port: 0,
    issuer,
    signingKeys: [signingKey],
    ttl: { authorizationCode: () => codeTtlSeconds },
    // The refusals are the point of most tests here.
    log: () => undefined,
    client: {
      clientId: CLIENT_ID,
      clientName: 'Medicines Online',
      redirectUris: [REDIRECT_URI, 'http://localhost:3000/ways-to-register'],
      jwksUri: `http://127.0.0.1:${apiPort}/nhs-login/jwks.json`,
    },
  });
  api = await startTestApi({ env: { NHS_LOGIN_ISSUER: issuer } });
  await api.app.listen({ port: apiPort, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => proxy.close(resolve));
  await api.close();
});

afterEach(async () => {
  forgery = undefined;
  proxyDown = false;
  codeTtlSeconds = 60;
  await removeAccountsOf(['priya', 'sam']);
});

/** Forwards to the stand-in with the Host kept, so the provider builds its URLs on the issuer's. */
function forward(request: IncomingMessage, response: ServerResponse) {
  const target = new URL(standIn.url);
  const isToken = request.url === '/token' && request.method === 'POST';
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: request.headers,
    },
    (answer) => {
      if (!isToken || !forgery) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        void forge(Buffer.concat(chunks).toString('utf8')).then((body) => {
          const headers = { ...answer.headers };
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      });
    },
  );
  request.pipe(upstream);
}

/** Replaces the id_token of a token response as the current forgery says. */
async function forge(body: string): Promise<string> {
  const tokens = JSON.parse(body) as { id_token?: string };
  if (!tokens.id_token || !forgery) return body;
  const original = tokens.id_token;
  const header = decodeProtectedHeader(original);
  const payload = decodeJwt(original);
  switch (forgery.kind) {
    case 'tamper': {
      // Same signature, another subject: the signature no longer matches.
      const [head, , signature] = original.split('.');
      const changed = Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString(
        'base64url',
      );
      tokens.id_token = `${head}.${changed}.${signature}`;
      break;
    }
    case 'otherKey': {
      // A well-formed token under the provider's key id, signed by a key the provider never published.
      const otherKey = await generateSigningKey();
      tokens.id_token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: header.kid ?? '' })
        .sign(await importJWK(otherKey, 'RS256'));
      break;
    }
    case 'algNone': {
      const head = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      tokens.id_token = `${head}.${body}.`;
      break;
    }
    case 'unknownKid':
      tokens.id_token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: 'a-key-id-never-published' })
        .sign(await importJWK(signingKey, 'RS256'));
      break;
    case 'claims':
      tokens.id_token = await new SignJWT(forgery.change(payload))
        .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid ?? '' })
        .sign(await importJWK(signingKey, 'RS256'));
      break;
  }
  return JSON.stringify(tokens);
}

async function removeAccountsOf(identityIds: string[]) {
  const subs = identityIds.map((id) => findIdentityById(id)?.claims.sub ?? '');
  const rows = await api.database.db
    .select({ patientId: accountPatients.patientId })
    .from(accountPatients)
    .innerJoin(accounts, eq(accounts.id, accountPatients.accountId))
    .where(inArray(accounts.nhsLoginSub, subs));
  await api.database.db.delete(accounts).where(inArray(accounts.nhsLoginSub, subs));
  const patientIds = rows.map((row) => row.patientId);
  if (patientIds.length > 0) {
    await api.database.db.delete(patients).where(inArray(patients.id, patientIds));
  }
}

/** Signs in at the stand-in as `identity` and returns the code with what the gateway kept for it. */
async function codeFor(
  identity: string,
  redirectUri = REDIRECT_URI,
): Promise<{ pending: PendingAuthorization; code: string }> {
  const pending = buildAuthorizeRequest({
    authorizeUrl: `${issuer}/authorize`,
    clientId: CLIENT_ID,
    redirectUri,
    scope: 'openid profile email gp_integration_credentials',
  });
  const { redirect } = await visitAuthorize(pending.url, { identity });
  const code = redirect?.searchParams.get('code');
  if (!code) throw new Error(`no code: ${redirect?.href}`);
  return { pending, code };
}

/** The fields both POSTs carry for one code: what the browser brought back and the gateway kept. */
function codeFields(pending: PendingAuthorization, code: string) {
  return {
    authorisationCode: code,
    redirectUri: REDIRECT_URI,
    codeVerifier: pending.codeVerifier,
    nonce: pending.nonce,
  };
}

const exchangeFields = { platform: 'web', deviceType: 'web', isNHSLogin: true } as const;
const createFields = {
  platform: 'web',
  deviceType: 'web',
  accountId: null,
  marketingOptin: true,
  hasConsent: true,
  email: '',
} as const;

const exchangeBody = (
  pending: PendingAuthorization,
  code: string,
  overrides: Record<string, unknown> = {},
) => ({ ...exchangeFields, ...codeFields(pending, code), ...overrides });

const createBody = (
  pending: PendingAuthorization,
  code: string,
  overrides: Record<string, unknown> = {},
) => ({ ...createFields, ...codeFields(pending, code), ...overrides });

const exchange = (body: object) =>
  api.call({ method: 'POST', url: '/v1/nhs-login/token', payload: body });
const createAccount = (body: object) =>
  api.call({ method: 'POST', url: '/v1/nhs-login/accounts', payload: body });

async function details(accessToken: string): Promise<AccountDetailsResponse> {
  const response = await api.call({
    method: 'GET',
    url: '/v1/accounts/details',
    token: accessToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AccountDetailsResponse>();
}

/** Nadia's code exchanged with these changes must be refused with `code`, and no tokens issued. */
async function expectExchangeRefused(
  statusCode: number,
  code: string,
  change: (body: ReturnType<typeof exchangeBody>) => object = (body) => body,
) {
  const { pending, code: authorisationCode } = await codeFor('nadia');
  const response = await exchange(change(exchangeBody(pending, authorisationCode)));
  expectError(response, statusCode, code);
  expect(response.json()).not.toHaveProperty('access_token');
}

describe('GET /v1/nhs-login/authorize-config and the client keys', () => {
  it('answers the discovered authorize endpoint with the client settings', async () => {
    const response = await api.call({ method: 'GET', url: '/v1/nhs-login/authorize-config' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      authorizeUrl: `${issuer}/authorize`,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      scope: 'openid profile email gp_integration_credentials',
    });
  });

  it('needs the client headers like every call', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/v1/nhs-login/authorize-config' });
    expectError(response, 401, 'apiKey.invalid');
  });

  it('gives the mobile config the same client', async () => {
    const response = await api.call({ method: 'GET', url: '/v1/config/mobile' });
    expect(response.json<{ nhsLogin: unknown }>().nhsLogin).toEqual({
      authorizeUrl: `${issuer}/authorize`,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      scope: 'openid profile email gp_integration_credentials',
    });
  });

  it('publishes only the public half of the client key, without client headers', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/nhs-login/jwks.json' });
    expect(response.statusCode).toBe(200);
    const { keys } = response.json<{ keys: JWK[] }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS512',
      use: 'sig',
    });
    expect(typeof keys[0]?.kid).toBe('string');
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi'])
      expect(keys[0]).not.toHaveProperty(member);
  });
});

describe('POST /v1/nhs-login/token (nhsLoginExchange)', () => {
  it("signs Nadia in: our own tokens, for the account with the id_token's sub", async () => {
    const { pending, code } = await codeFor('nadia');
    const response = await exchange(exchangeBody(pending, code));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = response.json<{
      access_token: string;
      refresh_token: string;
      expires_in: number;
    }>();
    expect(Object.keys(tokens).sort()).toEqual(['access_token', 'expires_in', 'refresh_token']);
    expect(tokens.expires_in).toBe(300);
    const account = await details(tokens.access_token);
    expect(account.account.id).toBe(seedAccountIds.nadiaNhsLogin);
    expect(account.patient?.id).toBe(seedPatientIds.nadiaNash);
    // The refresh token works like one from POST /v1/auth/token.
    const refreshed = await api.call({
      method: 'POST',
      url: '/v1/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });

  it('is 404 nhsLogin.unknownUser for an identity with no account', async () => {
    const { pending, code } = await codeFor('sam');
    expectError(await exchange(exchangeBody(pending, code)), 404, 'nhsLogin.unknownUser');
  });

  it('refuses a wrong PKCE code_verifier (invalidGrant)', () =>
    expectExchangeRefused(422, 'nhsLogin.invalidGrant', (body) => ({
      ...body,
      codeVerifier: 'x'.repeat(43),
    })));

  it('refuses a missing code_verifier as a bad body (400)', () =>
    expectExchangeRefused(400, 'validation', ({ codeVerifier: _omitted, ...body }) => body));

  it('refuses a code used twice (invalidGrant), and the first use signed in', async () => {
    const { pending, code } = await codeFor('nadia');
    expect((await exchange(exchangeBody(pending, code))).statusCode).toBe(200);
    expectError(await exchange(exchangeBody(pending, code)), 422, 'nhsLogin.invalidGrant');
  });

  it('refuses an expired code (invalidGrant)', async () => {
    codeTtlSeconds = 1;
    const { pending, code } = await codeFor('nadia');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expectError(await exchange(exchangeBody(pending, code)), 422, 'nhsLogin.invalidGrant');
  });

  it('refuses an unknown code (invalidGrant)', () =>
    expectExchangeRefused(422, 'nhsLogin.invalidGrant', (body) => ({
      ...body,
      authorisationCode: 'not-a-code-the-provider-issued',
    })));

  it('refuses a redirect_uri other than the one authorized (invalidGrant)', () =>
    expectExchangeRefused(422, 'nhsLogin.invalidGrant', (body) => ({
      ...body,
      redirectUri: 'http://localhost:3000/ways-to-register',
    })));

  it('refuses a nonce other than the one sent (invalidIdToken)', () =>
    expectExchangeRefused(422, 'nhsLogin.invalidIdToken', (body) => ({
      ...body,
      nonce: 'another-nonce',
    })));

  it('refuses an id_token from another issuer (invalidIdToken)', async () => {
    forgery = {
      kind: 'claims',
      change: (payload) => ({ ...payload, iss: 'https://evil.example' }),
    };
    await expectExchangeRefused(422, 'nhsLogin.invalidIdToken');
  });

  it('refuses an id_token for another audience (invalidIdToken)', async () => {
    forgery = { kind: 'claims', change: (payload) => ({ ...payload, aud: 'another-client' }) };
    await expectExchangeRefused(422, 'nhsLogin.invalidIdToken');
  });

  it('refuses an expired id_token (invalidIdToken)', async () => {
    const past = Math.floor(Date.now() / 1000) - 3_600;
    forgery = { kind: 'claims', change: (payload) => ({ ...payload, iat: past - 600, exp: past }) };
    await expectExchangeRefused(422, 'nhsLogin.invalidIdToken');
  });

  it('refuses an id_token signed by a key the provider did not publish (invalidIdToken)', async () => {
    forgery = { kind: 'otherKey' };
    await expectExchangeRefused(422, 'nhsLogin.invalidIdToken');
  });

  it('refuses a tampered id_token (invalidIdToken)', async () => {
    forgery = { kind: 'tamper' };
    await expectExchangeRefused(422, 'nhsLogin.invalidIdToken');
  });

  it('refuses an unsigned id_token, alg none (invalidIdToken)', async () => {
    forgery = { kind: 'algNone' };
    await expectExchangeRefused(422, 'nhsLogin.invalidIdToken');
  });

  it('refuses an id_token naming a key id the provider did not publish (invalidIdToken)', async () => {
    forgery = { kind: 'unknownKid' };
    await expectExchangeRefused(422, 'nhsLogin.invalidIdToken');
  });

  it('refuses an id_token not yet valid, issued an hour ahead (invalidIdToken)', async () => {
    const ahead = Math.floor(Date.now() / 1000) + 3_600;
    forgery = {
      kind: 'claims',
      change: (payload) => ({ ...payload, iat: ahead, nbf: ahead, exp: ahead + 600 }),
    };
    await expectExchangeRefused(422, 'nhsLogin.invalidIdToken');
  });

  it('refuses an id_token without its subject (invalidIdToken)', async () => {
    forgery = {
      kind: 'claims',
      change: ({ sub: _sub, ...payload }) => payload,
    };
    await expectExchangeRefused(422, 'nhsLogin.invalidIdToken');
  });

  it('accepts the same forged path when the token is genuine (the proxy is transparent)', async () => {
    forgery = { kind: 'claims', change: (payload) => payload };
    const { pending, code } = await codeFor('nadia');
    expect((await exchange(exchangeBody(pending, code))).statusCode).toBe(200);
  });

  it('is 503 nhsLogin.unavailable when the provider stops answering', async () => {
    const { pending, code } = await codeFor('nadia');
    proxyDown = true;
    expectError(await exchange(exchangeBody(pending, code)), 503, 'nhsLogin.unavailable');
  });

  it('refuses bad bodies with 400 validation', async () => {
    const { pending, code } = await codeFor('nadia');
    const good = exchangeBody(pending, code);
    for (const bad of [
      { ...good, isNHSLogin: false },
      { ...good, platform: 'ios' },
      { ...good, extra: 1 },
      { ...good, codeVerifier: 'too-short' },
      { ...good, redirectUri: 'javascript:alert(1)' },
      (({ nonce: _omitted, ...rest }) => rest)(good),
    ]) {
      expectError(await exchange(bad), 400, 'validation');
    }
    // None of them used the code.
    expect((await exchange(good)).statusCode).toBe(200);
  });
});

describe('POST /v1/nhs-login/accounts (nhsLoginCreateAccount)', () => {
  it('registers Priya (P9 with GP credentials): ACTIVE, no password, IM1-linked patient, no pharmacy', async () => {
    const { pending, code } = await codeFor('priya');
    const response = await createAccount(createBody(pending, code, { email: 'typed@example.com' }));
    expect(response.statusCode, response.body).toBe(201);
    const tokens = response.json<{
      access_token: string;
      refresh_token: string;
      expires_in: number;
    }>();
    expect(tokens.expires_in).toBe(300);

    const record = seedRegistrationGpRecords.priyaNine;
    const registered = await details(tokens.access_token);
    expect(registered.account).toMatchObject({
      email: 'priya.nine@example.com',
      accountStatus: 'ACTIVE',
      hasPatientIntegration: true,
      nhsLoginSub: findIdentityById('priya')?.claims.sub,
      notificationPreferences: [
        expect.objectContaining({ notificationType: 'marketing', email: true }),
      ],
    });
    expect(registered.patient).toMatchObject({
      firstName: 'Priya',
      lastName: 'Nine',
      dateOfBirth: record.dateOfBirth,
      pharmacyId: null,
      iM1Available: true,
      consent: { consentSigned: true, hasConsent: true },
      patientIntegration: { odsCode: record.odsCode },
    });
    expect(registered.pharmacy).toBeNull();
    expect(registered.integrationSettings).toBeDefined();
    const [stored] = await api.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'priya.nine@example.com'));
    expect(stored?.passwordHash).toBeNull();
    const [patient] = await api.database.db
      .select()
      .from(patients)
      .where(eq(patients.id, registered.patient?.id ?? ''));
    expect(patient).toMatchObject({
      practiceOdsCode: record.odsCode,
      gpAccountId: record.gpAccountId,
    });

    // From now on NHS login signs her in.
    const again = await codeFor('priya');
    const signIn = await exchange(exchangeBody(again.pending, again.code));
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('registers Sam (P5, no GP credentials): unlinked patient that may reorder by hand, no pharmacy', async () => {
    const { pending, code } = await codeFor('sam');
    const response = await createAccount(createBody(pending, code, { marketingOptin: false }));
    expect(response.statusCode, response.body).toBe(201);
    const registered = await details(response.json<{ access_token: string }>().access_token);
    expect(registered.account).toMatchObject({
      email: 'sam.five@example.com',
      accountStatus: 'ACTIVE',
      hasPatientIntegration: true,
      notificationPreferences: [
        expect.objectContaining({ notificationType: 'marketing', email: false }),
      ],
    });
    expect(registered.patient).toMatchObject({
      firstName: 'Sam',
      lastName: 'Five',
      dateOfBirth: '1988-05-05',
      pharmacyId: null,
      iM1Available: false,
      allowManualReordering: true,
      patientIntegration: null,
    });
    expect(registered).not.toHaveProperty('integrationSettings');
  });

  it('is 409 nhsLogin.accountExists for an identity that already has an account (Nadia)', async () => {
    const before = await countRows(api.database, accounts);
    const { pending, code } = await codeFor('nadia');
    expectError(await createAccount(createBody(pending, code)), 409, 'nhsLogin.accountExists');
    expect(await countRows(api.database, accounts)).toBe(before);
  });

  it('is 409 nhsLogin.accountExists when the email already has an account', async () => {
    const accountId = await insertTestAccount(api.database, { email: 'sam.five@example.com' });
    try {
      const before = await countRows(api.database, accounts);
      const { pending, code } = await codeFor('sam');
      expectError(await createAccount(createBody(pending, code)), 409, 'nhsLogin.accountExists');
      expect(await countRows(api.database, accounts)).toBe(before);
    } finally {
      await api.database.db.delete(accounts).where(eq(accounts.id, accountId));
    }
  });

  it('completes the unfinished email registration that accountId names', async () => {
    const accountId = await insertTestAccount(api.database, {
      email: 'sam.five@example.com',
      status: 'Verified',
    });
    const { pending, code } = await codeFor('sam');
    const response = await createAccount(createBody(pending, code, { accountId }));
    expect(response.statusCode, response.body).toBe(201);
    const registered = await details(response.json<{ access_token: string }>().access_token);
    expect(registered.account).toMatchObject({ id: accountId, accountStatus: 'ACTIVE' });
  });

  it('stores nothing when the code is refused', async () => {
    const before = await countRows(api.database, accounts);
    const { pending, code } = await codeFor('sam');
    expectError(
      await createAccount(createBody(pending, code, { codeVerifier: 'y'.repeat(64) })),
      422,
      'nhsLogin.invalidGrant',
    );
    forgery = { kind: 'otherKey' };
    const second = await codeFor('sam');
    expectError(
      await createAccount(createBody(second.pending, second.code)),
      422,
      'nhsLogin.invalidIdToken',
    );
    expect(await countRows(api.database, accounts)).toBe(before);
  });

  it('refuses bad bodies with 400 validation and stores nothing', async () => {
    const before = await countRows(api.database, accounts);
    const { pending, code } = await codeFor('sam');
    const good = createBody(pending, code);
    for (const bad of [
      { ...good, hasConsent: false },
      { ...good, accountId: 'not-a-uuid' },
      { ...good, marketingOptin: 'yes' },
      { ...good, deviceType: 'ios' },
      { ...good, email: 'x'.repeat(255) },
      (({ email: _omitted, ...rest }) => rest)(good),
    ]) {
      expectError(await createAccount(bad), 400, 'validation');
    }
    expect(await countRows(api.database, accounts)).toBe(before);
  });
});

describe('when the provider cannot be reached', () => {
  it('answers 503 nhsLogin.unavailable and stores nothing', async () => {
    const closedPort = await sparePort();
    const app = await buildApi({
      config: testConfig({ NHS_LOGIN_ISSUER: `http://127.0.0.1:${closedPort}` }),
      database: api.database,
    });
    try {
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        app.inject({
          method,
          url,
          headers: { 'x-api-key': 'dev-api-key', 'x-version': '2.7.8', 'x-platform': 'Web' },
          ...(payload ? { payload } : {}),
        });
      expectError(await call('GET', '/v1/nhs-login/authorize-config'), 503, 'nhsLogin.unavailable');
      const pending = buildAuthorizeRequest({
        authorizeUrl: `${issuer}/authorize`,
        clientId: CLIENT_ID,
        redirectUri: REDIRECT_URI,
        scope: 'openid',
      });
      const before = await countRows(api.database, accounts);
      expectError(
        await call('POST', '/v1/nhs-login/token', exchangeBody(pending, 'some-code')),
        503,
        'nhsLogin.unavailable',
      );
      expectError(
        await call('POST', '/v1/nhs-login/accounts', createBody(pending, 'some-code')),
        503,
        'nhsLogin.unavailable',
      );
      expect(await countRows(api.database, accounts)).toBe(before);
    } finally {
      await app.close();
    }
  });
});

describe('seed and stand-in agree', () => {
  it("Nadia's stand-in identity is the seeded account's NHS login", async () => {
    const [nadia] = await api.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, seedEmails.nadiaNhsLogin));
    expect(nadia?.nhsLoginSub).toBe(findIdentityById('nadia')?.claims.sub);
  });
});
