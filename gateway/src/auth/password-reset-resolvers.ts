import { ErrorCode, gatewayError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers-types';
import { completePasswordReset, requestPasswordReset } from './password-reset-upstream';
import { isEmailAddress } from './sign-in-rules';

/** Password reset (spec part 2 'Forgot password' and 'Reset password (completion)'): public, no session. */
export const passwordResetMutations: Pick<
  MutationResolvers,
  'requestPasswordReset' | 'completePasswordReset'
> = {
  /** spec part 2 §5: the email must be a valid address; it is trimmed before it is sent. */
  requestPasswordReset: async (_parent, args, ctx) => {
    const email = args.email.trim();
    if (!isEmailAddress(email)) throw gatewayError(ErrorCode.invalidEmail);
    await requestPasswordReset(ctx, email);
    return true;
  },

  /**
   * spec part 2 §4: completion ends in success, or in the expired/invalid view. A blank token cannot be a
   * link's and an empty password cannot pass the rule, so neither is sent; the password is otherwise sent
   * exactly as typed and the API judges it (the same rule as the app's src/lib/password-rule.ts).
   */
  completePasswordReset: async (_parent, args, ctx) => {
    if (args.token.trim() === '') throw gatewayError(ErrorCode.passwordResetExpired);
    if (args.newPassword === '') throw gatewayError(ErrorCode.passwordTooWeak);
    await completePasswordReset(ctx, args.token, args.newPassword);
    return true;
  },
};
