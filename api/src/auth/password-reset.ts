import { findAccountByEmail, setPasswordAndUnlock } from '../accounts/repository';
import type { ApiContext } from '../api-context';
import { hashPassword } from './password';
import {
  findUsableToken,
  issueAccountToken,
  redeemAccountToken,
  useUpAccountTokens,
} from './account-tokens';
import { passwordResetMail } from './password-reset-mail';
import { meetsPasswordRule } from '../contract';
import { revokeAccountRefreshTokens } from './refresh-tokens';

type ResetContext = Pick<ApiContext, 'config' | 'db' | 'clock' | 'mailer'>;

const resetToken = { purpose: 'passwordReset' } as const;

export type ResetCompletion = 'completed' | 'invalidToken' | 'tooWeak';

/**
 * Mails a reset link to the account with this email (trimmed, any case), if there is one. The caller answers
 * the same either way; nothing more is done to hide the timing, because accountStatus already says whether
 * an account exists (spec part 1 §8).
 */
export async function requestPasswordReset(context: ResetContext, email: string): Promise<void> {
  const { config, db, clock, mailer } = context;
  const account = await findAccountByEmail(db, email);
  if (!account) return;
  // The token and its mail commit together: no mail with a link that never worked, no token never mailed.
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(
      tx,
      { ...resetToken, accountId: account.id },
      clock(),
      config.passwordResetTtlMinutes,
    );
    await mailer.sendMail(
      passwordResetMail({
        to: account.email,
        productName: config.mobileConfig.productName,
        // The app's reset screen reads the token from this query parameter (spec part 2 'Reset password').
        link: `${config.publicAppUrl}/reset-password?resetPasswordToken=${token}`,
        validForMinutes: config.passwordResetTtlMinutes,
      }),
      tx,
    );
  });
}

/**
 * Sets a new password with a token from a reset mail. On success the token and any other outstanding ones
 * of the account are used up, the account is unlocked (how a locked account recovers, spec part 1 §8) and
 * its sessions end. On refusal nothing changes.
 */
export async function completePasswordReset(
  context: Pick<ResetContext, 'db' | 'clock'>,
  token: string,
  newPassword: string,
): Promise<ResetCompletion> {
  const { db, clock } = context;
  // The token first, so an expired link is reported as such whatever password was typed.
  if (!(await findUsableToken(db, token, resetToken, clock()))) return 'invalidToken';
  if (!meetsPasswordRule(newPassword)) return 'tooWeak';
  // Hashed before the transaction: scrypt takes a quarter of a second and needs no lock.
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const now = clock();
    const holder = await redeemAccountToken(tx, token, resetToken, now);
    if (!holder) return 'invalidToken';
    const { accountId } = holder;
    await setPasswordAndUnlock(tx, accountId, passwordHash);
    await useUpAccountTokens(tx, accountId, resetToken.purpose, now);
    await revokeAccountRefreshTokens(tx, accountId, now);
    return 'completed';
  });
}
