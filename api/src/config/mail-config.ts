import { readInteger, readString, type Env } from './env-values';

/**
 * Where outgoing mail goes (api/src/mail/): kept in the database's outbox, which the development outbox shows
 * (the default), or also sent from there to an SMTP server by the relay every `relayIntervalMs`.
 */
export type MailConfig =
  | { transport: 'outbox'; from: string }
  | { transport: 'smtp'; from: string; smtpUrl: string; relayIntervalMs: number };

/**
 * Reads MAIL_TRANSPORT, SMTP_URL, MAIL_FROM and MAIL_RELAY_INTERVAL_MS; throws naming the variable on bad
 * input.
 */
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
  // How long a mail may wait after its commit (a password-reset link is waited for): 5 s by default.
  const relayIntervalMs = readInteger(env, 'MAIL_RELAY_INTERVAL_MS', 5_000, {
    min: 10,
    max: 600_000,
  });
  return { transport, from, smtpUrl, relayIntervalMs };
}
