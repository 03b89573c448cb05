/**
 * Works around drizzle-orm's node-postgres `transaction()`, which runs BEGIN before the try/finally that releases
 * its pooled connection (drizzle-team/drizzle-orm#6241, open in 0.45): a BEGIN that fails, because the server
 * went away or cut the connection while it sat idle in the pool, would keep that connection checked out for
 * ever, and a few such failures leave the pool empty and every request waiting on it. The kill -9 check met this
 * when it crashed the database server: after the restart an API answered nothing until it was restarted too.
 *
 * Here a failed BEGIN releases its connection with the error, so the pool destroys it and opens a fresh one when
 * next needed; and a second release of the same checkout (our own transactions release in `finally`) is ignored
 * instead of throwing. Remove once Drizzle releases on every path.
 */
import type pg from 'pg';
import { onCheckOut, wrapQueries } from './pool-hooks';

const LEADING_COMMENT = /^\/\*.*?\*\/\s*/s;

/** Whether the driver was given a BEGIN (perhaps after a comment, db/request-tag.ts). */
export function isBegin(config: unknown): boolean {
  const text =
    typeof config === 'string'
      ? config
      : typeof config === 'object' && config !== null && 'text' in config
        ? config.text
        : undefined;
  return typeof text === 'string' && /^begin\b/i.test(text.replace(LEADING_COMMENT, ''));
}

type Release = (error?: Error | boolean) => void;
const releases = new WeakMap<pg.PoolClient, Release>();

export function releaseConnectionOnFailedBegin(pool: pg.Pool): void {
  wrapQueries(pool, (query, client) => (config, ...rest) => {
    const result = query(config, ...rest);
    if (isBegin(config) && result instanceof Promise) {
      result.catch((error: unknown) =>
        releases.get(client)?.(error instanceof Error ? error : new Error(String(error))),
      );
    }
    return result;
  });
  // pg-pool gives each checkout a `release` that throws when called twice: make it once-only, quietly.
  onCheckOut(pool, () => (client) => {
    // pg-pool's release is a closure over the checkout, not a method: it needs no `this`.
    const release: Release = client.release.bind(undefined);
    let released = false;
    const once: Release = (error) => {
      if (released) return;
      released = true;
      releases.delete(client);
      release(error);
    };
    releases.set(client, once);
    client.release = once;
  });
}
