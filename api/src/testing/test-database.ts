/**
 * Where the API's tests keep their data: by default an in-memory PGlite per test file; with TEST_DATABASE_URL
 * set, a fresh database per test file on that PostgreSQL server instead, created under a unique name and
 * dropped afterwards, so the same tests prove the PostgreSQL path (api/README.md "Tests").
 *
 * TEST_DATABASE_URL names the server and a database to connect to for creating and dropping
 * (`postgres://api_test:secret@127.0.0.1:5432/postgres`); its role needs CREATEDB. The tests' databases are
 * owned by that role and named `api_test_<pid>_<random>`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Env } from '../config/env-values';

/** The PostgreSQL server the tests use, or undefined for PGlite. */
export const testDatabaseServerUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const testEngine: 'pglite' | 'postgres' = testDatabaseServerUrl ? 'postgres' : 'pglite';

export interface TestDatabase {
  /** What to give loadApiConfig (through testConfig) to use this database: DATABASE_URL or DATA_DIR. */
  env: Env;
  /** PostgreSQL only: this database's name and connection string. */
  name: string | undefined;
  url: string | undefined;
  /** Removes the database and everything in it. Close every connection to it first. */
  drop(): Promise<void>;
}

/**
 * A new, empty database for one test file (or one test that needs its own). `persistent` asks for one that a
 * second open sees again, as a restart would: a PGlite data directory in a temporary folder rather than
 * memory://. A PostgreSQL database always is.
 */
export async function createTestDatabase(
  options: { persistent?: boolean } = {},
): Promise<TestDatabase> {
  if (testDatabaseServerUrl) return createPostgresDatabase(testDatabaseServerUrl);
  if (!options.persistent) {
    return {
      env: { DATA_DIR: 'memory://' },
      name: undefined,
      url: undefined,
      drop: async () => undefined,
    };
  }
  const directory = await mkdtemp(join(tmpdir(), 'api-pglite-'));
  return {
    env: { DATA_DIR: join(directory, 'pglite') },
    name: undefined,
    url: undefined,
    drop: () => rm(directory, { recursive: true, force: true }),
  };
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  // Lower-case letters, digits and underscores only, so the name needs no quoting rules beyond the quotes.
  const name = `api_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await runStatement(serverUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(serverUrl, name);
  return {
    env: { DATABASE_URL: url },
    name,
    url,
    // FORCE (PostgreSQL 13+) ends connections a failed test left open, so a failure never leaks a database.
    drop: () => dropDatabase(serverUrl, name),
  };
}

/** SQLSTATE insufficient_privilege. */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops the database, ending what is still connected to it. FORCE may not end an autovacuum worker that
 * happens to be on it when the role is not a superuser (CI's is not): the worker is done within moments, so
 * the drop is tried again a few times, rather than fail a run whose tests all passed.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await runStatement(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== INSUFFICIENT_PRIVILEGE || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** Runs one statement on a connection of its own (outside any pool) and returns its rows. */
export async function runStatement<Row = Record<string, unknown>>(
  connectionString: string,
  statement: string,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * The same connection string with another database name. Done on the text, because WHATWG URL refuses forms
 * node-postgres accepts, such as `postgres://user@/postgres?host=/run/postgresql` (a Unix socket).
 */
export function withDatabase(connectionString: string, database: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?#]*)(?:\/[^?#]*)?(.*)$/.exec(connectionString);
  if (!match) {
    throw new Error('TEST_DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }
  return `${match[1]}/${database}${match[2]}`;
}
