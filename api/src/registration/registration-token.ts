/**
 * The registrationToken: what verifying the email hands back, proving that the email was verified. Finishing
 * registration (a sign-in user of its own, or with linkage details) needs it, bound to the account and email.
 */
import { and, eq, ne } from 'drizzle-orm';
import { normaliseEmail, type AccountRow } from '../accounts/repository';
import {
  findUsableToken,
  issueAccountToken,
  redeemAccountToken,
  useUpAccountTokens,
  type TokenBinding,
} from '../auth/account-tokens';
import type { Queryable } from '../db/database';
import { accounts } from '../db/schema';
import { ApiError } from '../http/api-error';

/** What the finishing calls carry to show the email was verified. */
export interface RegistrationProof {
  accountId: string;
  email: string;
  registrationToken: string;
}

export type ActivationRefusal = 'invalidToken' | 'alreadyActive';

/** Issues a registrationToken for the account's current email. */
export function issueRegistrationToken(
  db: Queryable,
  account: AccountRow,
  now: Date,
  ttlHours: number,
): Promise<string> {
  return issueAccountToken(
    db,
    { purpose: 'registration', accountId: account.id, email: account.email },
    now,
    ttlHours * 60,
  );
}

/** Whether the proof's token is usable for its account and email (changes nothing). */
export async function isRegistrationProofValid(
  db: Queryable,
  proof: RegistrationProof,
  now: Date,
): Promise<boolean> {
  return Boolean(await findUsableToken(db, proof.registrationToken, bindingOf(proof), now));
}

/**
 * Inside the caller's transaction: uses the token up and makes the account an ACTIVE sign-in user with this
 * password (spec part 1 §4: the sign-in user comes first). Returns a refusal, having changed nothing the
 * caller need keep, when the token is no longer usable or the account became ACTIVE meanwhile.
 */
export async function activateSignInUser(
  tx: Queryable,
  proof: RegistrationProof,
  passwordHash: string,
  now: Date,
): Promise<ActivationRefusal | undefined> {
  const holder = await redeemAccountToken(tx, proof.registrationToken, bindingOf(proof), now);
  if (!holder) return 'invalidToken';
  const activated = await tx
    .update(accounts)
    .set({ passwordHash, status: 'ACTIVE', failedLoginCount: 0, locked: false })
    .where(and(eq(accounts.id, holder.accountId), ne(accounts.status, 'ACTIVE')))
    .returning({ id: accounts.id });
  if (activated.length === 0) return 'alreadyActive';
  await useUpAccountTokens(tx, holder.accountId, 'registration', now);
  return undefined;
}

/** 422 `registration.invalidToken`. */
export function invalidRegistrationToken(): ApiError {
  return new ApiError(
    422,
    'registration.invalidToken',
    'The registration token is unknown, already used or expired, or not for this account and email.',
  );
}

/** 409 `account.alreadyActive`: registration of this account is already finished. */
export function accountAlreadyActive(): ApiError {
  return new ApiError(409, 'account.alreadyActive', 'This account has already been registered.');
}

/** The ApiError for a refusal of activateSignInUser. */
export function activationRefused(refusal: ActivationRefusal): ApiError {
  return refusal === 'invalidToken' ? invalidRegistrationToken() : accountAlreadyActive();
}

function bindingOf(proof: RegistrationProof): TokenBinding {
  return {
    purpose: 'registration',
    accountId: proof.accountId.toLowerCase(),
    email: normaliseEmail(proof.email),
  };
}
