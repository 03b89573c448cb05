/**
 * Shared set-up for the API's tests: one database per test file, migrated and seeded, behind a real buildApi
 * instance driven by `inject`. The database is an in-memory PGlite (opening one costs seconds and most of a
 * gigabyte, TOOLCHAIN.md), or with TEST_DATABASE_URL set a fresh database on that PostgreSQL server
 * (./test-database.ts).
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../auth/password';
import { loadApiConfig, type ApiConfig } from '../config';
import type { Env } from '../config/env-values';
import type { ApiDatabase } from '../db/database';
import { accountPatients, accounts, patients, type AccountStatus } from '../db/schema';
import { SEED_PASSWORD } from '../demo/seed-ids';
import type { ErrorBody } from '../http/api-error';
import { CLIENT_PLATFORM, CLIENT_VERSION } from '../http/client-headers';
import { buildApi, openPreparedDatabase } from '../server';
import { createTestDatabase, type TestDatabase } from './test-database';

export { createTestDatabase, testEngine, type TestDatabase } from './test-database';

/** The headers the gateway sends on every call (docs/rest-api.md "Every request"). */
export const clientHeaders = {
  'x-api-key': 'dev-api-key',
  'x-version': CLIENT_VERSION,
  'x-platform': CLIENT_PLATFORM,
} as const;

export function testConfig(env: Env = {}): ApiConfig {
  return loadApiConfig({ DATA_DIR: 'memory://', ...env });
}

/** A clock the test moves by hand, so expiry can be tested without waiting. */
export function createTestClock(start = new Date('2026-03-02T09:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceSeconds(seconds: number) {
      now += seconds * 1000;
    },
  };
}

export interface TestApi {
  app: FastifyInstance;
  database: ApiDatabase;
  config: ApiConfig;
  /** Where `database` lives; dropped by `close`. */
  location: TestDatabase;
  /** Sends a request with the client headers (and a bearer token when given). */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Opens a new, migrated, seeded database and an API on it. Call `close` in afterAll. */
export async function startTestApi(
  options: { env?: Env; clock?: () => Date } = {},
): Promise<TestApi> {
  const location = await createTestDatabase();
  const config = testConfig({ ...location.env, ...options.env });
  let database: ApiDatabase | undefined;
  let app: FastifyInstance;
  try {
    database = await openPreparedDatabase(config);
    app = await buildApi({
      config,
      database,
      ...(options.clock ? { clock: options.clock } : {}),
    });
  } catch (error) {
    await database?.close();
    await location.drop();
    throw error;
  }
  const openDatabase = database;
  return {
    app,
    database: openDatabase,
    config,
    location,
    call: ({ token, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: {
          ...clientHeaders,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      }),
    close: async () => {
      try {
        await app.close();
        await openDatabase.close();
      } finally {
        await location.drop();
      }
    },
  };
}

/**
 * Runs `check` on a second API over the same database for each configuration that turns the development
 * controls off (NODE_ENV=production, DEV_CONTROLS=false): only the configuration differs from `api`'s.
 */
export async function forEachApiWithoutDevControls(
  api: Pick<TestApi, 'database' | 'location'>,
  check: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  const environments = [
    { NODE_ENV: 'production', TOKEN_SECRET: 'a-production-secret-that-is-long-enough-0123' },
    { DEV_CONTROLS: 'false' },
  ];
  for (const env of environments) {
    const config = testConfig({ ...api.location.env, ...env });
    expect(config.devControls).toBe(false);
    const app = await buildApi({ config, database: api.database });
    try {
      await check(app);
    } finally {
      await app.close();
    }
  }
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Signs in through the API and fails the test unless both tokens come back. */
export async function signIn(
  api: Pick<TestApi, 'call'>,
  email: string,
  password = SEED_PASSWORD,
): Promise<TokenPair> {
  const response = await api.call({
    method: 'POST',
    url: '/v1/auth/token',
    payload: { username: email, password, platform: 'web' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const tokens = response.json<TokenPair>();
  expect(tokens.access_token).toEqual(expect.any(String));
  expect(tokens.refresh_token).toEqual(expect.any(String));
  return tokens;
}

/** Signs each account in once; returns a lookup of its access token by email. */
export async function accessTokensFor(
  api: Pick<TestApi, 'call'>,
  emails: readonly string[],
): Promise<(email: string) => string> {
  const tokens = new Map<string, string>();
  for (const email of emails) tokens.set(email, (await signIn(api, email)).access_token);
  return (email) => {
    const token = tokens.get(email);
    if (!token) throw new Error(`no token for ${email}`);
    return token;
  };
}

/**
 * Adds an account of its own for a test that changes account state (lockout, status), so tests never
 * depend on each other's changes to the shared seed accounts. Gives it one patient when ACTIVE.
 */
export async function insertTestAccount(
  database: ApiDatabase,
  options: { email: string; status?: AccountStatus; password?: string },
): Promise<string> {
  const status = options.status ?? 'ACTIVE';
  const [account] = await database.db
    .insert(accounts)
    .values({
      email: options.email,
      status,
      passwordHash: await hashPassword(options.password ?? SEED_PASSWORD, { whenBusy: 'wait' }),
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('account not inserted');
  if (status === 'ACTIVE') {
    const [patient] = await database.db
      .insert(patients)
      .values({ firstName: 'Test', lastName: 'Patient' })
      .returning({ id: patients.id });
    if (!patient) throw new Error('patient not inserted');
    await database.db
      .insert(accountPatients)
      .values({ accountId: account.id, patientId: patient.id, isPrimary: true });
  }
  return account.id;
}

export async function countRows(database: ApiDatabase, table: PgTable): Promise<number> {
  const [row] = await database.db.select({ rows: count() }).from(table);
  return row?.rows ?? 0;
}

/**
 * Asserts the status and code of a failure and that the body has the contract's error shape and nothing
 * more (no stack, no internals); `show` defaults to false. Returns the body for further checks.
 */
export function expectError(
  response: LightMyRequestResponse,
  statusCode: number,
  code: string,
  options: { show?: boolean } = {},
): ErrorBody {
  expect(response.statusCode, response.body).toBe(statusCode);
  const body = response.json<ErrorBody>();
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.show).toBe(options.show ?? false);
  // A message meant for the user is never empty (spec part 1 §5 shows it only when it is not).
  if (body.show) expect(body.message).not.toBe('');
  expect(
    Object.keys(body).filter((key) => !['code', 'message', 'show', 'reasons'].includes(key)),
  ).toEqual([]);
  return body;
}
