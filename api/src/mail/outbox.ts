import { desc, eq, sql } from 'drizzle-orm';
import { normaliseEmail } from '../accounts/repository';
import type { Queryable } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mail-message';

/** A stored message as the development outbox shows it. */
export interface OutboxMessage extends MailMessage {
  id: string;
  /** Every http(s) URL in the text, in order: what a tester follows. */
  links: string[];
  sentAt: Date;
}

// The outbox only grows while developing; a page of the newest is all anyone reads.
const OUTBOX_PAGE_SIZE = 100;

/**
 * Keeps a message, with the transaction of `db` when it is one. `relay`: the SMTP relay (./relay.ts) is to send
 * it from `sentAt` on; otherwise the row is only for the development outbox and is never sent.
 */
export async function storeInOutbox(
  db: Queryable,
  message: MailMessage,
  sentAt: Date,
  options: { relay: boolean },
): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    sentAt,
    nextAttemptAt: options.relay ? sentAt : null,
  });
}

/** The newest messages first, only those to `to` (ignoring case) when given. */
export async function listOutbox(db: Queryable, to?: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? eq(sql`lower(${mailOutbox.toAddress})`, normaliseEmail(to)) : undefined)
    .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    links: row.textBody.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    sentAt: row.sentAt,
  }));
}
