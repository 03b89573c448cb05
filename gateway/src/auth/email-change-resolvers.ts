import {
  fetchAccountDetails,
  fetchMobileConfig,
  forgetAccountReads,
} from '../account/account-upstream';
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers-types';
import {
  sendEmailChange,
  verifyEmailChange,
  type RestEmailChangeStatus,
} from './email-change-upstream';
import { checkSignInInput, isEmailAddress, isSignInRefusal } from './sign-in-rules';
import { requestTokens } from './sign-in-upstream';
import { beginSession, forgetSession } from './start-session';

/** Email change (spec part 2 'My profile' and 'Verify email change'). */
export const emailChangeMutations: Pick<
  MutationResolvers,
  'requestEmailChange' | 'verifyEmailChange'
> = {
  requestEmailChange: async (_parent, args, ctx) => {
    await requireFeature(ctx);
    const newEmail = args.newEmail.trim();
    if (!isEmailAddress(newEmail)) throw gatewayError(ErrorCode.invalidEmail);
    const { account } = await fetchAccountDetails(ctx);
    if (newEmail.toLowerCase() === account.email.toLowerCase())
      throw gatewayError(ErrorCode.emailChangeSameEmail);
    expectStatus(
      await sendEmailChange(ctx, {
        accountId: account.id,
        currentEmail: account.email,
        newEmail,
      }),
    );
    return true;
  },

  /** spec part 2: signed in, 'Complete Verification'; otherwise the email and password come first. */
  verifyEmailChange: async (_parent, args, ctx) => {
    await requireFeature(ctx);
    const token = args.token.trim();
    if (token === '') throw gatewayError(ErrorCode.emailChangeFailed);
    if (args.credentials) await signInForVerification(ctx, args.credentials);
    else if (ctx.session.current === null) throw gatewayError(ErrorCode.unauthenticated);

    expectStatus(await verifyEmailChange(ctx, token));
    // The session was opened with the old email; the user logs in again with the new one. Every other session of
    // the account ends too (on every instance), so a browser left signed in elsewhere is signed out.
    forgetSession(ctx);
    ctx.session.clearEverywhere();
    forgetAccountReads(ctx);
    return true;
  },
};

/** spec part 2: with the feature 'Disabled' there is no email change at all. */
async function requireFeature(ctx: GatewayContext): Promise<void> {
  const config = await fetchMobileConfig(ctx);
  if (config.featureEmailChange === 'Disabled') throw gatewayError(ErrorCode.emailChangeDisabled);
}

async function signInForVerification(
  ctx: GatewayContext,
  credentials: { email: string; password: string },
): Promise<void> {
  const input = checkSignInInput(credentials.email, credentials.password);
  if (!input.ok) throw gatewayError(input.code);
  let tokens: unknown;
  try {
    tokens = await requestTokens(ctx, input.email, credentials.password);
  } catch (error) {
    // spec part 2 §8: errors:emailChange.credentialsRefused
    if (isSignInRefusal(error)) throw gatewayError(ErrorCode.emailChangeCredentialsRefused);
    throw error;
  }
  beginSession(ctx, tokens);
}

/** spec part 2 §8: 'a false status shows the server message as an error'. */
function expectStatus(answer: RestEmailChangeStatus): void {
  if (answer.status) return;
  const serverMessage = answer.message.trim();
  throw gatewayError(ErrorCode.emailChangeFailed, serverMessage ? { serverMessage } : {});
}
