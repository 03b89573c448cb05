import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { releaseConnectionOnFailedBegin } from './release-failed-begin';
import { tagStatementsWithRequest } from './request-tag';
import { tables } from './schema';

type Tables = typeof tables;

/** Drizzle over either driver: repositories are written once for PGlite and PostgreSQL. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Tables>;
/** A Drizzle transaction; repositories accept either this or the database. */
export type AppTransaction = PgTransaction<
  PgQueryResultHKT,
  Tables,
  ExtractTablesWithRelations<Tables>
>;
export type Queryable = AppDatabase | AppTransaction;

/**
 * The rows of a raw `db.execute(sql…)`: PGlite and node-postgres both answer an object with `rows`, which
 * Drizzle types apart per driver.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Plain SQL inside one transaction, for the migrator (multi-statement files need the simple protocol). */
export interface SqlSession {
  /** Runs a script of one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** An open database: Drizzle for queries, raw SQL for migrations, and how to close it. */
export interface ApiDatabase {
  readonly engine: 'pglite' | 'postgres';
  readonly db: AppDatabase;
  inSqlTransaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * PostgreSQL only: told when the server ends a pooled connection, idle or in use (crash, restart, failover,
   * idle_session_timeout, pg_terminate_backend), once per connection. The pool drops that connection and opens a
   * new one when next needed, and a statement it was running fails, so this is for the log only. Defaults to a
   * line on stderr.
   */
  onConnectionLost?: (error: Error) => void;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite at `dataDir` (`memory://` for tests).
 * PGlite costs seconds and most of a gigabyte to open: open one per process or test file, not per request.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<ApiDatabase> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionLost ?? logConnectionLost)
    : openPglite(options.dataDir);
}

function logConnectionLost(error: Error): void {
  console.error(`PostgreSQL connection lost (a new one is opened when needed): ${error.message}`);
}

/**
 * Run on every new PostgreSQL connection before anything else. Drizzle parses the text the server sends for
 * `date` (kept as "YYYY-MM-DD") and `timestamptz` (read with `new Date`), which only works in the ISO style;
 * a server, database or role set to another DateStyle (say 'SQL, DMY') would turn a date of birth into
 * "30/06/1990" and every timestamp into an Invalid Date, which compares false with everything, so expired
 * refresh tokens would pass. PGlite always uses ISO. The time zone does not matter: ISO output carries the
 * offset.
 */
const CONNECTION_SETUP = "SET DateStyle = 'ISO, MDY'";

async function openPglite(dataDir: string): Promise<ApiDatabase> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  // Loaded only here: importing PGlite alone costs ~55 MB of resident memory (issue #20), which a process on
  // PostgreSQL should not carry.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  // Trigram matching for the medicine search; PostgreSQL has it in contrib (migration 0008 creates it).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    engine: 'pglite',
    db: drizzlePglite({ client, schema: tables }),
    inSqlTransaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (sql) => {
            await tx.exec(sql);
          },
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await tx.query<Row>(sql, params)).rows,
        }),
      ),
    close: () => client.close(),
  };
}

/**
 * A connection the server ends emits 'error', and an 'error' event nobody listens to ends the process. pg-pool
 * listens only while the connection sits idle (and passes it on as the pool's 'error'); one checked out for a
 * transaction (Drizzle's `transaction()`, reminder delivery, the mail relay) has no listener, so a database crash
 * or restart under load ended every API process that had a transaction open, and its background passes with it
 * (the kill -9 check of issue #22 found its reminders never mailed). So every connection gets a listener for its
 * whole life. Nothing else is needed to recover: the statement under way fails with the error, a later one fails
 * at once (pg marks the connection unusable), and the pool drops the connection when it is released.
 */
function reportLostConnections(pool: pg.Pool, onConnectionLost: (error: Error) => void): void {
  pool.on('connect', (client) => {
    let reported = false;
    // Not `once`: a connection can emit more than one (the server's FATAL message, then the socket's end).
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      onConnectionLost(error);
    });
  });
  // The same errors, of idle connections, as pg-pool passes them on: reported above already.
  pool.on('error', () => undefined);
}

async function openPostgres(
  connectionString: string,
  onConnectionLost: (error: Error) => void,
): Promise<ApiDatabase> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Done before the pool hands the connection out, and a failure fails that checkout. Sent beside the
    // connection's first query instead, node-postgres queued the query behind it with a deprecation warning
    // (pg 9 refuses a second query on a busy connection).
    // pg-pool awaits the promise (pg-pool/index.js, `onConnect`); @types/pg types the hook as returning void.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: async (client) => {
      await client.query(CONNECTION_SETUP);
    },
  });
  reportLostConnections(pool, onConnectionLost);
  releaseConnectionOnFailedBegin(pool);
  tagStatementsWithRequest(pool);
  // Fail at start, not at the first request, when the server cannot be reached.
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return {
    engine: 'postgres',
    db: drizzleNodePostgres({ client: pool, schema: tables }),
    inSqlTransaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
