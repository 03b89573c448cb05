import { randomUUID } from 'node:crypto';
import { and, eq, exists, inArray, isNull, lt, type Placeholder, type SQL } from 'drizzle-orm';
import type { AppDatabase, Queryable } from '../db/database';
import { accounts, refreshTokens } from '../db/schema';
import type { Clock } from './access-tokens';
import { hashToken, newOpaqueToken } from './opaque-tokens';

/** A sign-in's first refresh token, and the sign-in (its family) that access tokens name as `sid`. */
export interface SignInTokens {
  refreshToken: string;
  signInId: string;
}

export type RotationResult =
  | { outcome: 'rotated'; accountId: string; refreshToken: string; signInId: string }
  /** Unknown, expired, revoked, or its account can no longer sign in. */
  | { outcome: 'invalid' }
  /** Already used once: a sign that it was stolen, so its family has been revoked. */
  | { outcome: 'reused' };

export interface RefreshTokens {
  /** Starts a new family for a fresh sign-in and returns its first token and the family's id. */
  issueForSignIn(accountId: string): Promise<SignInTokens>;
  /** Exchanges a token for its successor in the same family (single use, docs/rest-api.md). */
  rotate(presented: string): Promise<RotationResult>;
  /** Revokes the whole family of the presented token (sign-out, RFC 7009); nothing for an unknown token. */
  revoke(presented: string): Promise<void>;
}

/**
 * Rotating refresh tokens (OAuth 2.0 Security BCP, RFC 9700 §4.14.2): 32 random bytes, base64url, stored only
 * as a SHA-256 hash. Each is single use; its successor joins the same family. Presenting a used token revokes
 * the whole family, so whichever party holds the latest token of a stolen chain is cut off too.
 * Callers that may refresh concurrently (the gateway) must send one refresh per session at a time.
 */
export function createRefreshTokens(options: {
  db: AppDatabase;
  ttlSeconds: number;
  clock: Clock;
}): RefreshTokens {
  const { db, ttlSeconds, clock } = options;

  async function insertToken(
    queryable: Queryable,
    accountId: string,
    familyId: string,
  ): Promise<string> {
    const token = newOpaqueToken();
    const now = clock();
    await queryable.insert(refreshTokens).values({
      accountId,
      familyId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    });
    return token;
  }

  return {
    async issueForSignIn(accountId) {
      // Housekeeping at a natural moment: expired tokens of this account can never be used again.
      await db
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.accountId, accountId), lt(refreshTokens.expiresAt, clock())));
      const signInId = randomUUID();
      return { refreshToken: await insertToken(db, accountId, signInId), signInId };
    },

    async rotate(presented) {
      return db.transaction(async (tx) => {
        const now = clock();
        const [row] = await tx
          .select({
            id: refreshTokens.id,
            accountId: refreshTokens.accountId,
            familyId: refreshTokens.familyId,
            usedAt: refreshTokens.usedAt,
            revokedAt: refreshTokens.revokedAt,
            expiresAt: refreshTokens.expiresAt,
            accountStatus: accounts.status,
            accountLocked: accounts.locked,
          })
          .from(refreshTokens)
          .innerJoin(accounts, eq(accounts.id, refreshTokens.accountId))
          .where(eq(refreshTokens.tokenHash, hashToken(presented)))
          .for('update', { of: refreshTokens });
        if (!row) return { outcome: 'invalid' };

        const revokeFamily = () =>
          tx
            .update(refreshTokens)
            .set({ revokedAt: now })
            .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));

        if (row.usedAt) {
          await revokeFamily();
          return { outcome: 'reused' };
        }
        if (row.revokedAt || row.expiresAt <= now) return { outcome: 'invalid' };
        // An account locked or taken out of ACTIVE since sign-in cannot stay signed in by refreshing.
        if (row.accountStatus !== 'ACTIVE' || row.accountLocked) {
          await revokeFamily();
          return { outcome: 'invalid' };
        }

        await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
        const refreshToken = await insertToken(tx, row.accountId, row.familyId);
        return {
          outcome: 'rotated',
          accountId: row.accountId,
          refreshToken,
          signInId: row.familyId,
        };
      });
    },

    async revoke(presented) {
      const family = db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(presented)));
      await db
        .update(refreshTokens)
        .set({ revokedAt: clock() })
        .where(and(inArray(refreshTokens.familyId, family), isNull(refreshTokens.revokedAt)));
    },
  };
}

/** Ends every session of the account: its refresh tokens not yet revoked stop working. */
export async function revokeAccountRefreshTokens(
  db: Queryable,
  accountId: string,
  now: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
}

/**
 * The condition that a sign-in (a refresh token family) still stands: not revoked by sign-out, a reused
 * token, a password reset or an email change. Access tokens name their sign-in, so they stop at once with it
 * (issue 21: a reset ends every session on every gateway instance at once, not at the next refresh). The
 * access guard asks it on every request, inside the statement that reads the signed-in account
 * (accounts/repository.ts findSignedInAccountWithPatients), so it costs no statement of its own (issue #20).
 */
export function signInStands(db: Queryable, signInId: Placeholder): SQL {
  return exists(
    db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, signInId), isNull(refreshTokens.revokedAt))),
  );
}
