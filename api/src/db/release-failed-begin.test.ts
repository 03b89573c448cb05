/**
 * A transaction whose BEGIN fails gives its connection back (release-failed-begin.ts). On PostgreSQL only
 * (`npm run test:postgres`): a pool of one connection whose BEGIN fails once, as when the server has cut the
 * connection, must still serve the next statement; without the work-around Drizzle keeps it checked out and the
 * next statement waits for ever.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBegin, releaseConnectionOnFailedBegin } from './release-failed-begin';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/test-api';

describe('which statements are a BEGIN', () => {
  it('knows Drizzle’s, ours and a tagged one, and nothing else', () => {
    expect(isBegin('begin')).toBe(true);
    expect(isBegin({ text: 'BEGIN', values: [] })).toBe(true);
    expect(isBegin("/*request_id='0b6f1f7e'*/ begin isolation level serializable")).toBe(true);
    expect(isBegin('SELECT 1')).toBe(false);
    expect(isBegin('beginning')).toBe(false);
    expect(isBegin(undefined)).toBe(false);
  });
});

describe.runIf(testEngine === 'postgres')('a transaction whose BEGIN fails', () => {
  let location: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    location = await createTestDatabase();
    pool = new pg.Pool({ connectionString: location.url, max: 1, connectionTimeoutMillis: 3_000 });
    // Registered first, so it sits under the work-around: the connection's next BEGIN fails as a cut one would.
    let failNextBegin = true;
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((config: unknown, ...rest: unknown[]) => {
        if (failNextBegin && isBegin(config)) {
          failNextBegin = false;
          return Promise.reject(new Error('Connection terminated unexpectedly'));
        }
        return query(config, ...rest);
      }) as typeof client.query;
    });
    releaseConnectionOnFailedBegin(pool);
  });
  afterAll(async () => {
    await pool.end();
    await location.drop();
  });

  it('gives its connection back, so the next statement is served', async () => {
    const db = drizzle({ client: pool });
    await expect(db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
    const rows = await pool.query<{ answer: number }>('SELECT 42 AS answer');
    expect(rows.rows[0]?.answer).toBe(42);
    await expect(db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).resolves.toBeDefined();
  });

  it('lets code that releases in `finally` release again without an error', async () => {
    const client = await pool.connect();
    client.release();
    expect(() => client.release()).not.toThrow();
  });
});
