/**
 * Every statement a request sends to PostgreSQL begins with a comment naming the request, in the sqlcommenter
 * style (`/*request_id='…'*\/ SELECT …`), so the server's own logs, pg_stat_activity and slow-query reports lead
 * to the API's and the gateway's log lines for the same request (issue #22). Statements outside a request
 * (migrations, reminder delivery) go unchanged; so do named prepared statements, whose text must not vary, and
 * anything that is not plain text and values. PGlite runs in the API's own process and keeps no server log, so
 * only PostgreSQL connections are tagged (db/database.ts).
 */
import type pg from 'pg';
import { currentRequestId } from '../http/request-context';
import { onCheckOut, wrapQueries } from './pool-hooks';

/**
 * What may go into the comment. Fastify's ids here are UUIDs or 32 hex digits already (contract/request-id.ts);
 * checked again because the text is spliced into SQL, where a quote or `*\/` would end the comment.
 */
const TAGGABLE_ID = /^[0-9A-Fa-f-]{1,64}$/;

export function requestTag(requestId: string | undefined): string {
  return requestId !== undefined && TAGGABLE_ID.test(requestId)
    ? `/*request_id='${requestId}'*/ `
    : '';
}

/** The query as the driver was given it, with the current request's tag before its text. */
export function tagged(config: unknown, tag: string): unknown {
  if (tag === '') return config;
  if (typeof config === 'string') return tag + config;
  if (typeof config !== 'object' || config === null) return config;
  const query = config as { text?: unknown; name?: unknown; submit?: unknown };
  if (typeof query.text !== 'string' || query.name !== undefined || query.submit !== undefined)
    return config;
  return { ...config, text: tag + query.text };
}

const checkedOutFor = new WeakMap<pg.PoolClient, string>();

/**
 * Makes the pool's connections tag what they send with the request that checked them out. The tag is taken
 * when a connection is asked for (`pool.connect()`, which `pool.query` calls too), in the asking request's
 * context: a connection handed over later, when another request releases it, runs its callback in the
 * releasing request's context, which must not name the statement.
 */
export function tagStatementsWithRequest(pool: pg.Pool): void {
  wrapQueries(
    pool,
    (query, client) =>
      (config, ...rest) =>
        query(tagged(config, checkedOutFor.get(client) ?? ''), ...rest),
  );
  onCheckOut(pool, () => {
    const tag = requestTag(currentRequestId());
    return (client) => checkedOutFor.set(client, tag);
  });
}
