/**
 * Issue #22: the request id reaches the database. On PostgreSQL (`npm run test:postgres`) every statement a
 * request sends begins with `/*request_id='…'*\/`, which `current_query()` shows from inside the server, and a
 * connection handed from one request to another carries the second one's id, never the first's. On PGlite
 * (no server log to read) statements go unchanged.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { rowsOf, type ApiDatabase } from './database';
import { requestTag, tagged } from './request-tag';
import { registerRequestContext } from '../http/request-context';
import { requestIdOptions } from '../http/request-log';
import { openPreparedDatabase } from '../server';
import { createTestDatabase, testConfig, testEngine, type TestDatabase } from '../testing/test-api';

describe('the tag put before a statement', () => {
  const id = '0b6f1f7e-8c1a-4d2b-9f3e-2a7c5d9e1b40';
  const tag = requestTag(id);

  it('names the request in a SQL comment', () => {
    expect(tag).toBe(`/*request_id='${id}'*/ `);
    expect(tagged('SELECT 1', tag)).toBe(`${tag}SELECT 1`);
    expect(tagged({ text: 'SELECT $1', values: [1] }, tag)).toEqual({
      text: `${tag}SELECT $1`,
      values: [1],
    });
  });

  it('is left off outside a request, and for ids that could end the comment', () => {
    expect(requestTag(undefined)).toBe('');
    expect(requestTag("x'*/ DROP TABLE accounts; --")).toBe('');
    expect(tagged('SELECT 1', '')).toBe('SELECT 1');
  });

  it('leaves prepared statements, whose text must not vary, and submittable queries alone', () => {
    const prepared = { name: 'account-by-id', text: 'SELECT $1', values: [1] };
    expect(tagged(prepared, tag)).toBe(prepared);
    const cursor = { text: 'SELECT 1', submit: () => undefined };
    expect(tagged(cursor, tag)).toBe(cursor);
  });
});

describe('statements a request sends', { timeout: 120_000 }, () => {
  let location: TestDatabase;
  let database: ApiDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    location = await createTestDatabase();
    const config = testConfig(location.env);
    database = await openPreparedDatabase(config);
    // The API's own request ids and request context (server.ts registers the same two) around one route.
    app = Fastify({ ...requestIdOptions });
    await registerRequestContext(app);
    // What the server sees as the text of the statement it is running, outside and inside a transaction.
    app.get('/test/current-query', async () => {
      const plain = rowsOf<{ text: string }>(
        await database.db.execute(sql`SELECT current_query() AS text, pg_sleep(0.01)`),
      )[0]?.text;
      const inTransaction = await database.db.transaction(
        async (tx) =>
          rowsOf<{ text: string }>(await tx.execute(sql`SELECT current_query() AS text`))[0]?.text,
      );
      return { plain, inTransaction };
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await location.drop();
  });

  const currentQueryAs = async (requestId: string) => {
    const reply = await app.inject({
      url: '/test/current-query',
      headers: { 'x-request-id': requestId },
    });
    expect(reply.statusCode).toBe(200);
    return reply.json<{ plain: string; inTransaction: string }>();
  };

  it.runIf(testEngine === 'postgres')(
    "begin with the request's id on PostgreSQL, each with its own when more requests than connections wait",
    async () => {
      // Three times the pool's ten connections: most requests get a connection another has just released.
      const ids = Array.from({ length: 30 }, () => randomUUID());
      const seen = await Promise.all(ids.map(currentQueryAs));
      seen.forEach(({ plain, inTransaction }, index) => {
        expect(plain.startsWith(`/*request_id='${ids[index]}'*/ SELECT current_query()`)).toBe(
          true,
        );
        expect(inTransaction.startsWith(`/*request_id='${ids[index]}'*/ `)).toBe(true);
      });
    },
  );

  it.runIf(testEngine === 'pglite')('go unchanged to the embedded database', async () => {
    const { plain } = await currentQueryAs(randomUUID());
    expect(plain.startsWith('SELECT current_query()')).toBe(true);
  });
});
