import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Clock } from '../auth/access-tokens';
import { authenticatedAccountId } from '../auth/access-guard';
import { rowsOf, type AppDatabase } from '../db/database';
import { ApiError } from './api-error';

/**
 * Issue 21: limits on every door that can be hammered, held in the database so that they hold across every API
 * process on one PostgreSQL. Each counts fixed windows through @fastify/rate-limit (registered in server.ts with
 * the store below) and refuses with 429 `rateLimit.exceeded` and `Retry-After` (seconds). The same refusal
 * whether or not an email has an account: a limit by email counts unknown emails too.
 */
export interface RateLimitRule {
  /** Part of the key: two rules counting the same thing (an account) keep apart. */
  name: string;
  max: number;
  windowMs: number;
  /** What it counts by: an account id, a lower-cased email, the client's address. */
  by: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * config.rateLimitFactor: every rule's `max` is multiplied by it (server.ts decorates the instance; an
     * instance without it, as in a unit test of one route, counts as 1).
     */
    rateLimitFactor?: number;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits, by door. Generous for a person, tight for a script. */
export const rateLimitRules = {
  signInByAccount: {
    name: 'sign-in:account',
    max: 10,
    windowMs: 15 * MINUTE,
    by: bodyEmail('username'),
  },
  signInByAddress: { name: 'sign-in:address', max: 50, windowMs: 15 * MINUTE, by: clientAddress },
  registrationByEmail: {
    name: 'registration:email',
    max: 5,
    windowMs: HOUR,
    by: bodyEmail('email'),
  },
  registrationByAddress: {
    name: 'registration:address',
    max: 20,
    windowMs: HOUR,
    by: clientAddress,
  },
  resendByEmail: { name: 'resend:email', max: 5, windowMs: HOUR, by: paramEmail('emailOrId') },
  passwordResetByEmail: {
    name: 'password-reset:email',
    max: 5,
    windowMs: HOUR,
    by: bodyEmail('email'),
  },
  passwordResetByAddress: {
    name: 'password-reset:address',
    max: 20,
    windowMs: HOUR,
    by: clientAddress,
  },
  emailChangeByEmail: {
    name: 'email-change:email',
    max: 5,
    windowMs: HOUR,
    by: bodyEmail('newEmail'),
  },
  emailChangeByAddress: {
    name: 'email-change:address',
    max: 20,
    windowMs: HOUR,
    by: clientAddress,
  },
  messagesByAccount: {
    name: 'messages:account',
    max: 10,
    windowMs: 10 * MINUTE,
    by: authenticatedAccountId,
  },
} satisfies Record<string, RateLimitRule>;

/**
 * The hook that applies `rules` to a route, for its `preHandler` (after the body is parsed and checked, so a limit
 * by email can read it; an unauthenticated or malformed request is refused before it counts). Every rule counts
 * the request; the first one past its limit refuses it. (@fastify/rate-limit's own hook would run only the first
 * limiter of a request, so its `createRateLimit` counters are used.)
 */
export function rateLimited(
  fastify: FastifyInstance,
  ...rules: RateLimitRule[]
): preHandlerAsyncHookHandler {
  const limiters = rules.map((rule) =>
    fastify.createRateLimit({
      max: rule.max * (fastify.rateLimitFactor ?? 1),
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}:${rule.by(request)}`,
    }),
  );
  return async (request) => {
    const results = await Promise.all(limiters.map((limiter) => limiter(request)));
    const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
    if (exceeded.length > 0)
      throw tooManyRequests(
        Math.max(...exceeded.map((result) => (result.isAllowed ? 0 : result.ttl))),
      );
  };
}

/** The refusal every limit answers with; Retry-After in whole seconds, at least 1. */
export function tooManyRequests(ttlMs: number): ApiError {
  return new ApiError(429, 'rateLimit.exceeded', 'Too many requests; try again later.', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(ttlMs / 1000))) },
  });
}

/**
 * The header the gateway names the browser's address in (the API's only client is the gateway, behind the API
 * key, so the header is trusted); the connection's address when it is absent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

function clientAddress(request: FastifyRequest): string {
  const forwarded = request.headers[CLIENT_ADDRESS_HEADER];
  return typeof forwarded === 'string' && forwarded !== '' ? forwarded : request.ip;
}

function bodyEmail(field: string) {
  return (request: FastifyRequest): string => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };
}

function paramEmail(field: string) {
  return (request: FastifyRequest): string => {
    const value = (request.params as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };
}

/**
 * @fastify/rate-limit's store over `rate_limit_counters` (migration 0015): one atomic upsert per hit, so two
 * processes counting one key never both see room for the last request. Keys are stored as SHA-256 (no email or
 * address at rest); expired windows are deleted now and then.
 */
export function databaseRateLimitStore(db: AppDatabase, clock: Clock) {
  let hitsSinceSweep = 0;
  class DatabaseRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock();
      const endsIfNew = new Date(now.getTime() + timeWindow);
      db.execute(
        sql`INSERT INTO rate_limit_counters AS c (key_hash, hits, window_ends_at)
            VALUES (${hashKey(key)}, 1, ${endsIfNew.toISOString()})
            ON CONFLICT (key_hash) DO UPDATE SET
              hits = CASE WHEN c.window_ends_at <= ${now.toISOString()} THEN 1 ELSE c.hits + 1 END,
              window_ends_at = CASE WHEN c.window_ends_at <= ${now.toISOString()}
                THEN ${endsIfNew.toISOString()}::timestamptz ELSE c.window_ends_at END
            RETURNING hits, window_ends_at`,
      ).then(
        async (result) => {
          const [row] = rowsOf<{ hits: number; window_ends_at: string | Date }>(result);
          if (++hitsSinceSweep >= 500) {
            hitsSinceSweep = 0;
            await db.execute(
              sql`DELETE FROM rate_limit_counters WHERE window_ends_at < ${now.toISOString()}`,
            );
          }
          callback(null, {
            current: row?.hits ?? 1,
            ttl: row ? new Date(row.window_ends_at).getTime() - now.getTime() : timeWindow,
          });
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error('rate limit store')),
      );
    }

    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
