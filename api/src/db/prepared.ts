import type { Queryable } from './database';

/**
 * A query built once per database (or transaction) and prepared, for look-ups that run on every request
 * (issue #20: building a query with Drizzle cost more than PostgreSQL's answer to it). On PostgreSQL each
 * pooled connection parses and plans it once under `name`, which must be unique to the query; PGlite runs it
 * as it is. Call the result with the database or transaction at hand, then `.execute({ …placeholders })`.
 */
export function preparedQuery<Query>(build: (db: Queryable) => Query): (db: Queryable) => Query {
  const built = new WeakMap<Queryable, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
