import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ApiDatabase } from './database';

/** The folder of plain SQL migrations, named NNNN_name.sql and applied in that order. */
export const migrationsDirectory = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;
// Any constant works; it only has to be the same for every API process sharing one PostgreSQL database.
const MIGRATION_LOCK_KEY = 20_260_002;

interface AppliedMigration {
  checksum: string;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction together with
 * its record, so a failed file leaves nothing half-applied. Safe to run at every start and from several
 * processes at once (an advisory lock serialises them). Refuses to start when an applied file has been
 * edited since, because the database would no longer match the code. Returns the names it applied.
 */
export async function migrate(
  database: ApiDatabase,
  directory: string = migrationsDirectory,
): Promise<string[]> {
  const names = (await readdir(directory)).filter((name) => MIGRATION_FILE.test(name)).sort();
  await database.inSqlTransaction(async (session) => {
    await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const applied: string[] = [];
  for (const name of names) {
    const sql = await readFile(`${directory}/${name}`, 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const ran = await database.inSqlTransaction(async (session) => {
      await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const [existing] = await session.query<AppliedMigration>(
        'SELECT checksum FROM schema_migrations WHERE name = $1',
        [name],
      );
      if (existing) {
        if (existing.checksum !== checksum) {
          throw new Error(
            `Migration ${name} was changed after it was applied; add a new migration instead`,
          );
        }
        return false;
      }
      await session.exec(sql);
      await session.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        name,
        checksum,
      ]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
