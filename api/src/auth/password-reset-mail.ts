import type { MailMessage } from '../mail/mail-message';
import { composeMessage, spokenDuration } from '../mail/compose-message';

/**
 * The password-reset mail (spec part 2 'Forgot password'), in plain words: what happened, the link on its own
 * line, how long it works, and what to do if it was not you.
 */
export function passwordResetMail(options: {
  to: string;
  productName: string;
  link: string;
  validForMinutes: number;
}): MailMessage {
  const { to, productName, link, validForMinutes } = options;
  return composeMessage(to, `Reset your ${productName} password`, [
    `We received a request to reset the password for your ${productName} account.`,
    'To choose a new password, open this link:',
    { url: link },
    `The link works once, for ${spokenDuration(validForMinutes)}. After that, you can ask for a new link.`,
    'If you did not ask to reset your password, you can ignore this email. Your password has not changed.',
  ]);
}
