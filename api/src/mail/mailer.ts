import { createTransport } from 'nodemailer';
import type { Clock } from '../auth/access-tokens';
import type { MailConfig } from '../config/mail-config';
import type { Queryable } from '../db/database';
import type { MailMessage } from './mail-message';
import { storeInOutbox } from './outbox';

/** Every message the API sends goes through this: password reset now, verification and email change later. */
export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
}

/** The part of a nodemailer transporter the mailer uses. */
export interface SmtpTransport {
  sendMail(message: MailMessage & { from: string }): Promise<unknown>;
}

/**
 * The mailer MAIL_TRANSPORT asks for: the outbox (stored in `mail_outbox`, shown by the development outbox)
 * or SMTP through nodemailer. `createSmtpTransport` stands in for nodemailer in tests, which need no server.
 */
export function createMailer(options: {
  config: MailConfig;
  db: Queryable;
  clock: Clock;
  createSmtpTransport?: (smtpUrl: string) => SmtpTransport;
}): Mailer {
  const { config, db, clock } = options;
  if (config.transport === 'outbox') {
    return { sendMail: (message) => storeInOutbox(db, message, clock()) };
  }
  const createSmtpTransport = options.createSmtpTransport ?? createTransport;
  const transport = createSmtpTransport(config.smtpUrl);
  return {
    async sendMail(message) {
      await transport.sendMail({ ...message, from: config.from });
    },
  };
}
