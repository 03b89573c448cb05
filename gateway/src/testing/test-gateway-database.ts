import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openGatewayDatabase, type GatewayDatabase } from '../db/gateway-database';

/** The PostgreSQL server of `npm run test:postgres` (TEST_DATABASE_URL), or undefined for embedded PGlite. */
export const testServerUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/**
 * A new, empty PostgreSQL database on the test server, for one test file: the test role may create databases
 * (as the API's tests do) but not schemas in the server's own. `drop` removes it, ending any connection left.
 */
export async function createPostgresTestDatabase(
  server: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  // Lower-case letters, digits and underscores only, so the name needs no quoting rules beyond the quotes.
  const name = `gateway_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await runStatement(server, `CREATE DATABASE "${name}"`);
  return {
    url: withDatabase(server, name),
    drop: () => runStatement(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function runStatement(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same connection string with another database name (on the text: URL refuses some forms pg accepts). */
function withDatabase(connectionString: string, database: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?#]*)(?:\/[^?#]*)?(.*)$/.exec(connectionString);
  if (!match) throw new Error('TEST_DATABASE_URL must be a postgres:// or postgresql:// URL');
  return `${match[1]}/${database}${match[2]}`;
}

/**
 * Databases for gateway tests that need the real session store. `connections` opens that many handles on one
 * database, as separate gateway instances have: on PostgreSQL, separate pools (as separate processes would); on
 * PGlite, which one process opens once, the same handle. `persistent` keeps the data across close and `reopen`,
 * as a restart would.
 */
export async function openTestGatewayDatabases(
  options: { connections?: number; persistent?: boolean } = {},
) {
  const folder =
    options.persistent && !testServerUrl ? await mkdtemp(join(tmpdir(), 'gateway-db-')) : null;
  const server = testServerUrl ? await createPostgresTestDatabase(testServerUrl) : null;
  const serverUrl = server?.url;
  const open = () =>
    openGatewayDatabase({
      databaseUrl: serverUrl ?? null,
      dataDir: folder === null ? 'memory://' : join(folder, 'pglite'),
    });
  const openAll = async (): Promise<GatewayDatabase[]> => {
    const first = await open();
    const rest: GatewayDatabase[] = [];
    for (let i = 1; i < (options.connections ?? 1); i++)
      rest.push(serverUrl ? await open() : first);
    return [first, ...rest];
  };
  let databases = await openAll();
  const closeAll = async () => {
    for (const database of new Set(databases)) await database.close();
  };
  return {
    get databases() {
      return databases;
    },
    /** Closes and opens again: what a restart of every gateway does. */
    async reopen() {
      await closeAll();
      databases = await openAll();
      return databases;
    },
    async dispose() {
      await closeAll();
      if (folder !== null) await rm(folder, { recursive: true, force: true });
      await server?.drop();
    },
  };
}
