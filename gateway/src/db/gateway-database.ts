import { mkdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { gatewayTables } from './gateway-tables';

/** Drizzle over either driver, as in the API (api/src/db/database.ts): queries are written once. */
export type GatewayDb = PgDatabase<PgQueryResultHKT, typeof gatewayTables>;

/** The gateway's database: sessions (and what else must hold across instances), and how to close it. */
export interface GatewayDatabase {
  readonly engine: 'pglite' | 'postgres';
  readonly db: GatewayDb;
  close(): Promise<void>;
}

export interface GatewayDatabaseOptions {
  /** PostgreSQL (DATABASE_URL): several gateways share it, so sign-out on one ends the session on all. */
  databaseUrl: string | null;
  /** Embedded PGlite's folder when there is no databaseUrl (`memory://` for a throw-away one). */
  dataDir: string;
  /** Told when PostgreSQL ends an idle pooled connection; the pool opens another when next needed. */
  onConnectionLost?: (error: Error) => void;
}

const schemaSql = readFileSync(
  fileURLToPath(new URL('./gateway-schema.sql', import.meta.url)),
  'utf8',
);
// Any constant, the same for every gateway process on one database; apart from the API's migration lock.
const SCHEMA_LOCK_KEY = 20_260_011;

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite at `dataDir`, and creates the gateway's
 * tables if they are missing (under an advisory lock, so several gateways may start together).
 */
export async function openGatewayDatabase(
  options: GatewayDatabaseOptions,
): Promise<GatewayDatabase> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionLost ?? (() => undefined))
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<GatewayDatabase> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  // Loaded only here, as in the API (api/src/db/database.ts): PGlite's import alone is ~55 MB resident.
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create(dataDir);
  await client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await tx.exec(schemaSql);
  });
  return {
    engine: 'pglite',
    db: drizzlePglite({ client, schema: gatewayTables }),
    close: () => client.close(),
  };
}

async function openPostgres(
  connectionString: string,
  onConnectionLost: (error: Error) => void,
): Promise<GatewayDatabase> {
  const pool = new pg.Pool({ connectionString, max: 5 });
  // Without a listener, an idle connection the server ends is an unhandled 'error' event: the process dies.
  pool.on('error', onConnectionLost);
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => undefined);
    throw error;
  });
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query(schemaSql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return {
    engine: 'postgres',
    db: drizzleNodePostgres({ client: pool, schema: gatewayTables }),
    close: () => pool.end(),
  };
}
