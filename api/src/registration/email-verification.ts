/**
 * The email step of registration and the verify-email landing (spec part 1 §2 'Email entry', 'Verify email
 * landing', §4 'Registration'): an account in status Created, a mailed verification link, and on following
 * it status Verified and a registrationToken for the next step.
 */
import { and, eq, ne } from 'drizzle-orm';
import {
  findAccountByEmail,
  findAccountById,
  normaliseEmail,
  type AccountRow,
} from '../accounts/repository';
import type { ApiContext } from '../api-context';
import { issueAccountToken, redeemAccountToken } from '../auth/account-tokens';
import type { Queryable } from '../db/database';
import { transactionOrRefusal } from '../db/refusable-transaction';
import { accounts, type NotificationPreference } from '../db/schema';
import { issueRegistrationToken } from './registration-token';
import { verificationMail } from './registration-mail';

type RegistrationContext = Pick<ApiContext, 'config' | 'db' | 'clock' | 'mailer'>;

const verificationToken = { purpose: 'emailVerification' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface VerifiedEmail {
  account: AccountRow;
  registrationToken: string;
}

/**
 * Creates an account in status Created with the marketing choice as its one notification preference (spec
 * part 1 §3), and mails it a verification link. 'exists' when the email already has an account.
 */
export async function createAccount(
  context: RegistrationContext,
  email: string,
  marketingOptin: boolean,
): Promise<AccountRow | 'exists'> {
  // The account and its verification mail commit together: never an account whose mail was lost.
  return context.db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        email: normaliseEmail(email),
        status: 'Created',
        notificationPreferences: [marketingPreference(marketingOptin)],
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning();
    if (!account) return 'exists';
    await sendVerificationMail(context, tx, account);
    return account;
  });
}

/**
 * Mails a new verification link to the account named by its id or email, if there is one and registration
 * is not finished. The caller answers the same either way.
 */
export async function resendVerification(
  context: RegistrationContext,
  emailOrId: string,
): Promise<void> {
  const account = UUID.test(emailOrId)
    ? await findAccountById(context.db, emailOrId.toLowerCase())
    : await findAccountByEmail(context.db, emailOrId);
  if (account && account.status !== 'ACTIVE') {
    await context.db.transaction((tx) => sendVerificationMail(context, tx, account));
  }
}

/**
 * Uses a verification token: the account goes from Created to Verified (Verified stays so) and gets a
 * registrationToken. 'invalidToken' for a token unknown, used or expired, or of an account already ACTIVE;
 * nothing changes then.
 */
export async function verifyEmail(
  context: Pick<RegistrationContext, 'config' | 'db' | 'clock'>,
  token: string,
): Promise<VerifiedEmail | 'invalidToken'> {
  const { config, db, clock } = context;
  return transactionOrRefusal(db, async (tx, refuse: (outcome: 'invalidToken') => never) => {
    const now = clock();
    const holder = await redeemAccountToken(tx, token, verificationToken, now);
    if (!holder) return refuse('invalidToken');
    const [account] = await tx
      .update(accounts)
      .set({ status: 'Verified' })
      .where(and(eq(accounts.id, holder.accountId), ne(accounts.status, 'ACTIVE')))
      .returning();
    if (!account) return refuse('invalidToken');
    const registrationToken = await issueRegistrationToken(
      tx,
      account,
      now,
      config.registrationTtlHours,
    );
    return { account, registrationToken };
  });
}

/** Issues a verification token and mails it, both with the transaction `tx`. */
async function sendVerificationMail(
  context: RegistrationContext,
  tx: Queryable,
  account: AccountRow,
): Promise<void> {
  const { config, clock, mailer } = context;
  const token = await issueAccountToken(
    tx,
    { ...verificationToken, accountId: account.id, email: account.email },
    clock(),
    config.verificationTtlHours * 60,
  );
  await mailer.sendMail(
    verificationMail({
      to: account.email,
      productName: config.mobileConfig.productName,
      // The app's verify-email landing reads the token from this query parameter.
      link: `${config.publicAppUrl}/register?verificationToken=${token}`,
      validForHours: config.verificationTtlHours,
    }),
    tx,
  );
}

/** spec part 1 §3: registration stores the marketing consent as the 'marketing' notification preference. */
export function marketingPreference(optIn: boolean): NotificationPreference {
  return {
    notificationType: 'marketing',
    email: optIn,
    pushNotification: false,
    sms: false,
    post: false,
  };
}
