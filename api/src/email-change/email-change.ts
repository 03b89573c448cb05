/**
 * Changing the account's email (spec part 2 'Verify email change', §7): a link mailed to the new address,
 * then, signed in, following it makes the new address the account's, the one it signs in with from then on.
 */
import { eq } from 'drizzle-orm';
import { findAccountByEmail, findAccountById, normaliseEmail } from '../accounts/repository';
import type { ApiContext } from '../api-context';
import { issueAccountToken, redeemAccountToken, useUpAccountTokens } from '../auth/account-tokens';
import { revokeAccountRefreshTokens } from '../auth/refresh-tokens';
import { transactionOrRefusal } from '../db/refusable-transaction';
import { accounts } from '../db/schema';
import { emailChangeMail } from './email-change-mail';

type EmailChangeContext = Pick<ApiContext, 'config' | 'db' | 'clock' | 'mailer'>;

export type EmailChangeRequestRefusal =
  'forbidden' | 'accountGone' | 'currentEmailMismatch' | 'sameEmail' | 'emailInUse';

export type EmailChangeRefusal = 'invalidToken' | 'emailInUse';

export interface EmailChangeRequest {
  accountId: string;
  currentEmail: string;
  newEmail: string;
}

/**
 * Mails a link to the new address. Checks, first failure wins, nothing stored by any: the body's account is
 * the signed-in one, the current email is the account's, the new one differs from it and has no account.
 * A new request replaces earlier ones: their links stop working.
 */
export async function requestEmailChange(
  context: EmailChangeContext,
  signedInAccountId: string,
  request: EmailChangeRequest,
): Promise<EmailChangeRequestRefusal | undefined> {
  const { config, db, clock, mailer } = context;
  if (request.accountId.toLowerCase() !== signedInAccountId) return 'forbidden';
  const account = await findAccountById(db, signedInAccountId);
  if (!account) return 'accountGone';
  const newEmail = normaliseEmail(request.newEmail);
  if (normaliseEmail(request.currentEmail) !== account.email) return 'currentEmailMismatch';
  if (newEmail === account.email) return 'sameEmail';
  if (await findAccountByEmail(db, newEmail)) return 'emailInUse';

  const now = clock();
  // The new token and its mail commit together, with the old links' end.
  await db.transaction(async (tx) => {
    await useUpAccountTokens(tx, account.id, 'emailChange', now);
    const token = await issueAccountToken(
      tx,
      { purpose: 'emailChange', accountId: account.id, email: newEmail },
      now,
      config.emailChangeTtlHours * 60,
    );
    await mailer.sendMail(
      emailChangeMail({
        to: newEmail,
        productName: config.mobileConfig.productName,
        // The app's verify-email-change screen takes the token from the path (spec part 2 §2 routes).
        link: `${config.publicAppUrl}/verify-new-email/${token}`,
        validForHours: config.emailChangeTtlHours,
      }),
      tx,
    );
  });
  return undefined;
}

/**
 * Follows a link from an email-change mail: the account's email becomes the new one. 'invalidToken' for a
 * token unknown, used, expired or of another account; 'emailInUse' when another account took the address
 * meanwhile. Nothing changes on either.
 */
export async function confirmEmailChange(
  context: Pick<EmailChangeContext, 'db' | 'clock'>,
  signedInAccountId: string,
  token: string,
): Promise<EmailChangeRefusal | undefined> {
  const { db, clock } = context;
  return transactionOrRefusal(db, async (tx, refuse: (outcome: EmailChangeRefusal) => never) => {
    const now = clock();
    const holder = await redeemAccountToken(
      tx,
      token,
      { purpose: 'emailChange', accountId: signedInAccountId },
      now,
    );
    if (!holder?.email) return refuse('invalidToken');
    if (await findAccountByEmail(tx, holder.email)) return refuse('emailInUse');
    await tx.update(accounts).set({ email: holder.email }).where(eq(accounts.id, holder.accountId));
    await useUpAccountTokens(tx, holder.accountId, 'emailChange', now);
    // Every sign-in of the account ends, and with it every access token (refresh-tokens.ts signInStands).
    await revokeAccountRefreshTokens(tx, holder.accountId, now);
    return undefined;
  }).catch((error: unknown) => {
    // Another account registered the address between the check and the update.
    if (isUniqueViolation(error)) return 'emailInUse' as const;
    throw error;
  });
}

/** PostgreSQL's unique_violation, as thrown by either driver (Drizzle wraps it as the cause). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as Error).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
