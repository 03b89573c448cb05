import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountDetailsResponse } from '../accounts/account-details';
import type { ApiConfig } from '../config';
import { buildApi, openPreparedDatabase } from '../server';
import {
  clientHeaders,
  countRows,
  createTestDatabase,
  testConfig,
  testEngine,
  type TestDatabase,
} from '../testing/test-api';
import { runStatement } from '../testing/test-database';
import { openDatabase, rowsOf, type ApiDatabase } from './database';
import { migrate, migrationsDirectory } from './migrate';
import { accountPatients, accounts, patients, pharmacies, practices, tables } from './schema';
import { seed } from '../demo/seed';
import { SEED_PASSWORD, seedEmails, seedPatientIds } from '../demo/seed-ids';

interface ColumnInfo {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  data_type: string;
}

// A database that outlives its connections, opened three times in turn: a file-backed PGlite in a temporary
// directory, or with TEST_DATABASE_URL a database of its own on that PostgreSQL server. This file checks what
// must survive a restart, so it cannot use memory://.
describe('database that survives a restart', { timeout: 120_000 }, () => {
  let location: TestDatabase;
  let scratchDir: string;
  let config: ApiConfig;

  beforeAll(async () => {
    location = await createTestDatabase({ persistent: true });
    scratchDir = await mkdtemp(join(tmpdir(), 'api-migrations-'));
    config = testConfig(location.env);
  });
  afterAll(async () => {
    await location.drop();
    await rm(scratchDir, { recursive: true, force: true });
  });

  describe('migrations, schema and seed', () => {
    let database: ApiDatabase;
    beforeAll(async () => {
      database = await openPreparedDatabase(config);
    }, 120_000);
    afterAll(() => database.close());

    it('has exactly the columns the Drizzle schema declares, with the same types and nullability', async () => {
      const names = Object.values(tables).map((table) => getTableConfig(table).name);
      const actual = await database.inSqlTransaction((session) =>
        session.query<ColumnInfo>(
          `SELECT table_name, column_name, is_nullable, data_type FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name = ANY($1) ORDER BY table_name, column_name`,
          [names],
        ),
      );
      const declared = Object.values(tables)
        .flatMap((table) => {
          const { name, columns } = getTableConfig(table);
          return columns.map((column) => ({
            table_name: name,
            column_name: column.name,
            is_nullable: column.notNull ? 'NO' : 'YES',
            data_type: column.getSQLType(),
          }));
        })
        .sort((a, b) =>
          a.table_name === b.table_name
            ? a.column_name.localeCompare(b.column_name)
            : a.table_name.localeCompare(b.table_name),
        );
      expect(actual).toEqual(declared);
    });

    it('applies nothing the second time and records what it applied', async () => {
      expect(await migrate(database)).toEqual([]);
      const recorded = await database.inSqlTransaction((session) =>
        session.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'),
      );
      expect(recorded.map((row) => row.name)).toContain('0001_accounts_and_patients.sql');
    });

    it('refuses to start when an applied migration file has been edited', async () => {
      const edited = join(scratchDir, 'migrations');
      await cp(migrationsDirectory, edited, { recursive: true });
      await writeFile(join(edited, '0001_accounts_and_patients.sql'), '-- edited\n', { flag: 'a' });
      await expect(migrate(database, edited)).rejects.toThrow(
        /0001_accounts_and_patients.sql was changed/,
      );
    });

    it('seeds idempotently: running it again adds no rows', async () => {
      const tablesToCount = [accounts, patients, accountPatients, pharmacies, practices];
      const before = await Promise.all(tablesToCount.map((table) => countRows(database, table)));
      expect(before.every((rows) => rows > 0)).toBe(true);
      await seed(database);
      expect(await Promise.all(tablesToCount.map((table) => countRows(database, table)))).toEqual(
        before,
      );
    });

    it('lets the database itself refuse selecting a patient the account does not reach', async () => {
      await expect(
        database.inSqlTransaction((session) =>
          session.query('UPDATE accounts SET selected_patient_id = $1 WHERE email = $2', [
            seedPatientIds.taraTaylor,
            seedEmails.alexLinked,
          ]),
        ),
      ).rejects.toThrow(/accounts_selected_patient_fk/);
    });
  });

  it('keeps changes across a restart', async () => {
    const call = async (
      app: Awaited<ReturnType<typeof buildApi>>,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
      token?: string,
    ) =>
      app.inject({
        method,
        url,
        headers: { ...clientHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(payload ? { payload } : {}),
      });
    const signInAlex = async (app: Awaited<ReturnType<typeof buildApi>>) =>
      (
        await call(app, 'POST', '/v1/auth/token', {
          username: seedEmails.alexLinked,
          password: SEED_PASSWORD,
          platform: 'web',
        })
      ).json<{ access_token: string; refresh_token: string }>();

    const first = await buildApi({ config });
    const firstTokens = await signInAlex(first);
    const selected = await call(
      first,
      'PUT',
      '/v1/accounts/selected-patient',
      { patientId: seedPatientIds.samMorgan },
      firstTokens.access_token,
    );
    expect(selected.statusCode).toBe(204);
    await first.close();

    const second = await buildApi({ config });
    try {
      const { access_token } = await signInAlex(second);
      const details = await call(second, 'GET', '/v1/accounts/details', undefined, access_token);
      // The seed ran again at this start and left the change alone.
      expect(details.json<AccountDetailsResponse>().patient?.id).toBe(seedPatientIds.samMorgan);
      // The refresh token issued before the restart still works.
      const refreshed = await call(second, 'POST', '/v1/auth/refresh', {
        refresh_token: firstTokens.refresh_token,
      });
      expect(refreshed.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('migrations started at once', { timeout: 120_000 }, () => {
  it('applies each migration exactly once when several migrators start together', async () => {
    // On PostgreSQL each migrate() takes connections of its own from the pool, as separate API processes
    // would: only the advisory lock keeps them from applying the same file twice.
    const location = await createTestDatabase();
    const database = await openDatabase(testConfig(location.env));
    try {
      const runs = await Promise.all([migrate(database), migrate(database), migrate(database)]);
      const files = (await readdir(migrationsDirectory)).filter((name) => name.endsWith('.sql'));
      expect(runs.flat().sort()).toEqual(files.sort());
    } finally {
      await database.close();
      await location.drop();
    }
  });
});

// What PGlite, one connection inside the process, cannot show.
describe.runIf(testEngine === 'postgres')('PostgreSQL connections', { timeout: 120_000 }, () => {
  let location: TestDatabase;
  let url: string;
  let config: ApiConfig;

  beforeAll(async () => {
    location = await createTestDatabase();
    if (!location.url) throw new Error('expected a PostgreSQL test database');
    url = location.url;
    config = testConfig(location.env);
    await (await openPreparedDatabase(config)).close();
  }, 120_000);
  afterAll(() => location.drop());

  /** A database of the test's own, with the connections the server ended. */
  async function openRecordingLostConnections() {
    const lost: Error[] = [];
    const database = await openDatabase({
      ...config,
      onConnectionLost: (error) => lost.push(error),
    });
    return { database, lost };
  }

  it('survives the server ending its idle connections, and says so', async () => {
    const { database, lost } = await openRecordingLostConnections();
    try {
      // Leaves an idle connection in the pool.
      expect(await countRows(database, accounts)).toBeGreaterThan(0);
      const [ended] = await runStatement<{ ended: string }>(
        url,
        `SELECT count(pg_terminate_backend(pid)) AS ended FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(Number(ended?.ended)).toBeGreaterThan(0);
      await vi.waitFor(() => expect(lost.length).toBeGreaterThan(0));
      // The pool opens a new connection.
      expect(await countRows(database, accounts)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('survives the server ending a connection in the middle of a transaction, and says so', async () => {
    const { database, lost } = await openRecordingLostConnections();
    try {
      await expect(
        database.db.transaction(async (tx) => {
          const [self] = rowsOf<{ pid: number }>(
            await tx.execute(sql`SELECT pg_backend_pid() AS pid`),
          );
          // Between two statements, where a crash of the server finds a busy API's transactions: without a
          // listener on the checked-out connection, its 'error' event would end this process.
          await runStatement(url, `SELECT pg_terminate_backend(${Number(self?.pid)})`);
          await vi.waitFor(() => expect(lost.length).toBeGreaterThan(0));
          await tx.execute(sql`SELECT 1`);
        }),
      ).rejects.toThrow();
      expect(lost.map((error) => error.message)).toEqual([
        'terminating connection due to administrator command',
      ]);
      // The pool gave up that connection and opens a new one.
      expect(await countRows(database, accounts)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('reads dates and timestamps correctly whatever DateStyle the server is set to', async () => {
    await runStatement(url, `ALTER DATABASE "${location.name}" SET DateStyle = 'SQL, DMY'`);
    try {
      // New connections now start in that style (this test would prove nothing otherwise).
      expect(await runStatement(url, 'SHOW DateStyle')).toEqual([{ DateStyle: 'SQL, DMY' }]);
      const database = await openDatabase(config);
      try {
        const [row] = await database.db
          .select({ dateOfBirth: patients.dateOfBirth, createdAt: patients.createdAt })
          .from(patients)
          .where(eq(patients.id, seedPatientIds.alexMorgan));
        expect(row?.dateOfBirth).toBe('1985-04-12');
        // An Invalid Date (NaN) here would make every expiry check pass.
        expect(Math.abs(Date.now() - (row?.createdAt.getTime() ?? NaN))).toBeLessThan(600_000);
      } finally {
        await database.close();
      }
    } finally {
      await runStatement(url, `ALTER DATABASE "${location.name}" RESET DateStyle`);
    }
  });
});
