import type { MailMessage } from '../mail/mail-message';
import { composeMessage, spokenDuration } from '../mail/compose-message';

/**
 * The verification mail of registration (spec part 1 §4 'Registration', §8 'A verification email has been
 * sent…'): what to do, the link on its own line, how long it works, and what to do if it was not you.
 */
export function verificationMail(options: {
  to: string;
  productName: string;
  link: string;
  validForHours: number;
}): MailMessage {
  const { to, productName, link, validForHours } = options;
  return composeMessage(to, `Verify your email address for ${productName}`, [
    `Thank you for registering with ${productName}.`,
    'To verify your email address and continue your registration, open this link:',
    { url: link },
    `The link works once, for ${spokenDuration(validForHours * 60)}. After that, start registering again to get a new link.`,
    `If you did not register with ${productName}, you can ignore this email.`,
  ]);
}
