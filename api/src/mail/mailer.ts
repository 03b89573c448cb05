import type { Clock } from '../auth/access-tokens';
import type { MailConfig } from '../config/mail-config';
import type { Queryable } from '../db/database';
import type { MailMessage } from './mail-message';
import { storeInOutbox } from './outbox';

/** Every message the API sends goes through this: password reset, verification, email change, reminders. */
export interface Mailer {
  /**
   * Stores the message in `mail_outbox` with the caller's transaction `within` (or on its own), so the mail
   * exists exactly when the write that causes it commits. With MAIL_TRANSPORT=smtp the relay (./relay.ts)
   * sends it after the commit; with the outbox it stays there for the development outbox to show.
   */
  sendMail(message: MailMessage, within?: Queryable): Promise<void>;
}

export function createMailer(options: { config: MailConfig; db: Queryable; clock: Clock }): Mailer {
  const { config, db, clock } = options;
  const relay = config.transport === 'smtp';
  return { sendMail: (message, within = db) => storeInOutbox(within, message, clock(), { relay }) };
}
