/**
 * Issue 22: a creating call sent with an `Idempotency-Key` header is answered once. The key row and what the call
 * stores are written in one transaction, so a retry (after a timeout, or after the API died between its commit
 * and its answer) finds the stored answer instead of writing again. docs/rest-api.md "Idempotency-Key".
 *
 * - Keys are per account and kept 24 hours; the fingerprint is the method, the route and a SHA-256 of the body's
 *   canonical JSON (property order does not count).
 * - Same key, same request: the stored status and body, with `Idempotent-Replayed: true`; nothing is written.
 * - Same key, another request: 422 `idempotency.keyReused`; nothing is written.
 * - Same key at the same time: the second waits for the first (a transaction-scoped advisory lock) and then
 *   gets its stored answer.
 * - A refusal (any error) rolls the transaction back, key included: the retry runs the call again.
 * - Each new answer also removes every expired one (of any account): the stored bodies hold personal data.
 */
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import stableStringify from 'safe-stable-stringify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId } from '../auth/access-guard';
import type { AppDatabase } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './api-error';

/** How long an answer is kept for retries (issue 22). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The answer header that says an answer is the stored one of an earlier request. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** The request headers of a creating call: an optional Idempotency-Key (visible ASCII, up to 255). */
export const IdempotencyKeyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7E]+$',
      description:
        'One per user attempt (a UUID): a retry with the same key and body gets the first answer again, ' +
        'with Idempotent-Replayed: true, and writes nothing. docs/rest-api.md "Idempotency-Key".',
    }),
  ),
});

/**
 * Runs `work` (the call's writes and its answer, reading and writing only through the `db` it is given) once
 * per Idempotency-Key of the signed-in account, and answers what it answered. Without the header, runs `work`
 * as it is. `work` sets a status other than 200 with `reply.code()` and returns the body; it must not send.
 */
export async function answerOnce<T>(
  context: Pick<ApiContext, 'db' | 'clock' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (db: AppDatabase) => Promise<T>,
): Promise<T> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return work(context.db);

  const accountId = authenticatedAccountId(request);
  const fingerprint = {
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    bodyHash: createHash('sha256')
      .update(stableStringify(request.body ?? null))
      .digest('hex'),
  };
  const now = context.clock();

  const answer = await context.db.transaction(async (tx) => {
    // A second request with this key waits here until the first commits or rolls back.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`idempotency:${accountId}:${key}`}, 0))`,
    );
    const thisKey = and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));
    // Past 24 hours the key is new again.
    await tx.delete(idempotencyKeys).where(and(thisKey, lt(idempotencyKeys.expiresAt, now)));
    const [stored] = await tx.select().from(idempotencyKeys).where(thisKey);
    if (stored) {
      if (
        stored.method !== fingerprint.method ||
        stored.route !== fingerprint.route ||
        stored.bodyHash !== fingerprint.bodyHash
      ) {
        throw keyReused();
      }
      return { replayed: true, status: stored.responseStatus, body: stored.responseBody as T };
    }
    const body = await work(tx);
    const status = reply.statusCode;
    await tx.insert(idempotencyKeys).values({
      accountId,
      key,
      ...fingerprint,
      responseStatus: status,
      responseBody: body ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    });
    return { replayed: false, status, body };
  });

  if (context.config.crashAfterIdempotentWrite && !answer.replayed) {
    // Test only (config.ts): die like kill -9 between the commit and the answer.
    process.kill(process.pid, 'SIGKILL');
  }
  if (!answer.replayed) {
    // Stored answers hold personal data: none is kept past its 24 hours, whoever's it was. After the commit and
    // outside the call's transaction, so that it never holds up or fails the answer.
    await context.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.expiresAt, now))
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'expired idempotency keys not removed; next time');
      });
  }
  reply.code(answer.status);
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return answer.body;
}

function keyReused(): ApiError {
  return new ApiError(
    422,
    'idempotency.keyReused',
    'This Idempotency-Key was sent before with a different request; use a new key for a new request.',
  );
}
