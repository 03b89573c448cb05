import type { ApiDatabase } from '../db/database';

type Query = (...args: unknown[]) => unknown;

/**
 * How many statements `work` sends to the database, counted at the driver (issue #20: an authenticated call's
 * cost is mostly per statement). Drizzle sends every statement outside a transaction through its client's
 * `query` (the pg pool, or PGlite), so that is what is counted; a transaction's statements go through the
 * connection it checks out and are not. Nothing else may use the database meanwhile.
 */
export async function countStatements(
  database: ApiDatabase,
  work: () => Promise<unknown>,
): Promise<number> {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const hadOwn = Object.hasOwn(client, 'query');
  const query = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    if (hadOwn) client.query = query;
    else delete (client as Partial<typeof client>).query;
  }
  return count;
}
