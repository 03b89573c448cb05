/**
 * The two places where the API's PostgreSQL pool can be given behaviour of its own (db/database.ts): each
 * connection's `query`, wrapped once when the pool opens the connection, and each checkout, seen when it is
 * asked for (`pool.connect()`, which `pool.query` calls too) and completed when the connection is handed over.
 * Used by request-tag.ts and release-failed-begin.ts.
 */
import type pg from 'pg';

export type Query = (config: unknown, ...rest: unknown[]) => unknown;

/** Replaces every new connection's `query` with `wrap(itsQuery, connection)`. */
export function wrapQueries(
  pool: pg.Pool,
  wrap: (query: Query, client: pg.PoolClient) => Query,
): void {
  pool.on('connect', (client) => {
    client.query = wrap(client.query.bind(client), client) as typeof client.query;
  });
}

/**
 * Calls `asked()` when a connection is asked for, in the asker's context, and the function it returns with the
 * connection once it is handed over (which may be in another context: a connection released by another request).
 */
export function onCheckOut(pool: pg.Pool, asked: () => (client: pg.PoolClient) => void): void {
  type Callback = (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void;
  const connect = pool.connect.bind(pool) as (callback?: Callback) => unknown;
  pool.connect = ((callback?: Callback) => {
    const handedOver = asked();
    if (callback) {
      return connect((error, client, done) => {
        if (client) handedOver(client);
        callback(error, client, done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      handedOver(client);
      return client;
    });
  }) as typeof pool.connect;
}
