import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { passwordResetTokens } from '../db/schema';
import { hashToken, newOpaqueToken } from './opaque-tokens';

/** Stores a new reset token for the account, valid for `ttlMinutes`, and returns it (only its hash is kept). */
export async function issuePasswordResetToken(
  db: Queryable,
  accountId: string,
  now: Date,
  ttlMinutes: number,
): Promise<string> {
  // Housekeeping at a natural moment: this account's expired tokens can never be used again.
  await db
    .delete(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.accountId, accountId), lte(passwordResetTokens.expiresAt, now)),
    );
  const token = newOpaqueToken();
  await db.insert(passwordResetTokens).values({
    accountId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
  });
  return token;
}

/** The account whose password the token may reset: known, not used and not expired; else undefined. */
export async function findResetTokenAccount(
  db: Queryable,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: passwordResetTokens.accountId })
    .from(passwordResetTokens)
    .where(usable(token, now));
  return row?.accountId;
}

/**
 * Marks the token used if it still may be, returning its account; undefined otherwise. Check and write are one
 * statement, so of two completions racing with the same token only one gets the account.
 */
export async function redeemResetToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(token, now))
    .returning({ accountId: passwordResetTokens.accountId });
  return row?.accountId;
}

/** Marks the account's other unused tokens used, so older links still in the inbox stop working too. */
export async function useUpResetTokens(db: Queryable, accountId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
}

function usable(token: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}
