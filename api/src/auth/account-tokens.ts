/**
 * Single-use tokens handed to an account, one table for every purpose (migration 0004): password reset,
 * email verification and registration (spec part 1 §4), email change (spec part 2 'Verify email change'). The
 * token itself goes into a mailed link or an answer; only its hash is stored (./opaque-tokens.ts).
 */
import { and, eq, gt, isNull, lte, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { accountTokens, type AccountTokenPurpose } from '../db/schema';
import { hashToken, newOpaqueToken } from './opaque-tokens';

/** Which tokens count: always one purpose; optionally only one account's, or only those bound to an email. */
export interface TokenBinding {
  purpose: AccountTokenPurpose;
  accountId?: string;
  /** Lower-cased, as stored. */
  email?: string;
}

/** What a usable token names. */
export interface TokenHolder {
  accountId: string;
  email: string | null;
}

/**
 * Stores a new token for the account, valid for `ttlMinutes`, and returns it. `email` binds it to an address
 * (lower-cased). Earlier tokens stay valid until used or expired.
 */
export async function issueAccountToken(
  db: Queryable,
  issue: { purpose: AccountTokenPurpose; accountId: string; email?: string },
  now: Date,
  ttlMinutes: number,
): Promise<string> {
  // Housekeeping at a natural moment: this account's expired tokens can never be used again.
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.accountId, issue.accountId), lte(accountTokens.expiresAt, now)));
  const token = newOpaqueToken();
  await db.insert(accountTokens).values({
    accountId: issue.accountId,
    purpose: issue.purpose,
    email: issue.email ?? null,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
  });
  return token;
}

/** The holder of the token if it is usable (known, bound as asked, not used, not expired); else undefined. */
export async function findUsableToken(
  db: Queryable,
  token: string,
  binding: TokenBinding,
  now: Date,
): Promise<TokenHolder | undefined> {
  const [row] = await db
    .select({ accountId: accountTokens.accountId, email: accountTokens.email })
    .from(accountTokens)
    .where(usable(token, binding, now));
  return row;
}

/**
 * Marks the token used if it still may be, returning its holder; undefined otherwise. Check and write are one
 * statement, so of two calls racing with the same token only one gets it.
 */
export async function redeemAccountToken(
  db: Queryable,
  token: string,
  binding: TokenBinding,
  now: Date,
): Promise<TokenHolder | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(usable(token, binding, now))
    .returning({ accountId: accountTokens.accountId, email: accountTokens.email });
  return row;
}

/** Marks the account's other unused tokens of this purpose used, so older links stop working too. */
export async function useUpAccountTokens(
  db: Queryable,
  accountId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

function usable(token: string, binding: TokenBinding, now: Date): SQL | undefined {
  return and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, binding.purpose),
    binding.accountId === undefined ? undefined : eq(accountTokens.accountId, binding.accountId),
    binding.email === undefined ? undefined : eq(accountTokens.email, binding.email),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );
}
