import type { MailMessage } from '../mail/mail-message';
import { composeMessage, spokenDuration } from '../mail/compose-message';

/**
 * The mail to the new address of an email change (spec part 2 'Verify email change'): the link on its own
 * line, that signing in may be asked for first, how long it works, and what to do if it was not you.
 */
export function emailChangeMail(options: {
  to: string;
  productName: string;
  link: string;
  validForHours: number;
}): MailMessage {
  const { to, productName, link, validForHours } = options;
  return composeMessage(to, `Confirm your new email address for ${productName}`, [
    `We received a request to use this email address for your ${productName} account.`,
    'To confirm it, open this link (you may be asked to log in first):',
    { url: link },
    `The link works once, for ${spokenDuration(validForHours * 60)}. Until then, log in with your current email address.`,
    'If you did not ask to change your email address, you can ignore this email. Nothing has changed.',
  ]);
}
