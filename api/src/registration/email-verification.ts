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
  const [account] = await context.db
    .insert(accounts)
    .values({
      email: normaliseEmail(email),
      status: 'Created',
      notificationPreferences: [marketingPreference(marketingOptin)],
    })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  if (!account) return 'exists';
  // A mail failure leaves the account in status Created: the email step then resends (spec part 1 §4).
  await sendVerificationMail(context, account);
  return account;
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
  if (account && account.status !== 'ACTIVE') await sendVerificationMail(context, account);
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

async function sendVerificationMail(
  context: RegistrationContext,
  account: AccountRow,
): Promise<void> {
  const { config, db, clock, mailer } = context;
  const token = await issueAccountToken(
    db,
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
