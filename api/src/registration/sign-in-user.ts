import { findAccountById } from '../accounts/repository';
import type { ApiContext } from '../api-context';
import { hashPassword } from '../auth/password';
import { meetsPasswordRule } from '../contract';
import { transactionOrRefusal } from '../db/refusable-transaction';
import {
  activateSignInUser,
  isRegistrationProofValid,
  type ActivationRefusal,
  type RegistrationProof,
} from './registration-token';

export type SignInUserRefusal = ActivationRefusal | 'tooWeak';

/**
 * 'Create an Account', first half (spec part 1 §4): the verified account becomes an ACTIVE sign-in user with
 * this password, so POST /v1/auth/token then works. Checks, first failure wins, nothing changed by any: the
 * registrationToken, the account not yet ACTIVE, the password rule (spec part 2 §5).
 */
export async function createSignInUser(
  context: Pick<ApiContext, 'db' | 'clock'>,
  proof: RegistrationProof,
  password: string,
): Promise<SignInUserRefusal | undefined> {
  const { db, clock } = context;
  if (!(await isRegistrationProofValid(db, proof, clock()))) return 'invalidToken';
  const account = await findAccountById(db, proof.accountId.toLowerCase());
  if (account?.status === 'ACTIVE') return 'alreadyActive';
  if (!meetsPasswordRule(password)) return 'tooWeak';
  // Hashed before the transaction: scrypt takes a quarter of a second and needs no lock.
  const passwordHash = await hashPassword(password);
  return transactionOrRefusal(db, async (tx, refuse: (outcome: ActivationRefusal) => never) => {
    const refusal = await activateSignInUser(tx, proof, passwordHash, clock());
    if (refusal) refuse(refusal);
    return undefined;
  });
}
