import { readString, type Env } from './env-values';

/**
 * Where outgoing mail goes (api/src/mail/mailer.ts): kept in the database's outbox, which the development
 * outbox shows (the default), or sent to an SMTP server.
 */
export type MailConfig =
  { transport: 'outbox'; from: string } | { transport: 'smtp'; from: string; smtpUrl: string };

/** Reads MAIL_TRANSPORT, SMTP_URL and MAIL_FROM; throws naming the variable on bad input. */
export function loadMailConfig(env: Env, productName: string): MailConfig {
  const transport = readString(env, 'MAIL_TRANSPORT', 'outbox');
  const from = readString(env, 'MAIL_FROM', `${productName} <no-reply@example.com>`);
  if (transport === 'outbox') return { transport, from };
  if (transport !== 'smtp') {
    throw new Error(`MAIL_TRANSPORT must be outbox or smtp, not "${transport}"`);
  }
  const smtpUrl = readString(env, 'SMTP_URL', '');
  // The URL is not echoed: it usually carries the SMTP password.
  if (!/^smtps?:\/\/./.test(smtpUrl)) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL when MAIL_TRANSPORT=smtp');
  }
  return { transport, from, smtpUrl };
}
