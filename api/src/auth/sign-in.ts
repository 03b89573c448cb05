import type { AppDatabase } from '../db/database';
import { findAccountByEmail, recordFailedSignIn, resetFailedSignIns } from '../accounts/repository';
import { verifyAgainstDummyHash, verifyPassword } from './password';

/** The fifth consecutive failure locks the account (docs/rest-api.md sign-in failures). */
export const FAILED_SIGN_INS_BEFORE_LOCK = 5;

export type CredentialCheck =
  | { outcome: 'accepted'; accountId: string }
  /** Unknown email or wrong password: the caller cannot tell which. */
  | { outcome: 'invalidCredentials' }
  | { outcome: 'accountLocked' }
  /** Right password, but registration is not complete (status Created or Verified, spec part 1 §4). */
  | { outcome: 'accountNotActive' };

/**
 * Checks an email and password and keeps the lockout count. The password is always checked, at the same
 * cost, whether or not the account exists or is locked, so response timing reveals nothing.
 */
export async function checkCredentials(
  db: AppDatabase,
  email: string,
  password: string,
): Promise<CredentialCheck> {
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await verifyAgainstDummyHash(password);
    return { outcome: 'invalidCredentials' };
  }
  const passwordMatches = account.passwordHash
    ? await verifyPassword(password, account.passwordHash)
    : await verifyAgainstDummyHash(password);

  // Locked accounts stay locked even with the right password, until a password reset (spec part 1 §8).
  if (account.locked) return { outcome: 'accountLocked' };
  if (!passwordMatches) {
    const nowLocked = await recordFailedSignIn(db, account.id, FAILED_SIGN_INS_BEFORE_LOCK);
    return { outcome: nowLocked ? 'accountLocked' : 'invalidCredentials' };
  }
  await resetFailedSignIns(db, account.id);
  if (account.status !== 'ACTIVE') return { outcome: 'accountNotActive' };
  return { outcome: 'accepted', accountId: account.id };
}
