/**
 * The SMTP relay (MAIL_TRANSPORT=smtp, decision record docs/decisions/0012-mail-relay.md): mail is stored in
 * `mail_outbox` by the transaction of the write that causes it (./mailer.ts), and every API process sends the
 * unsent rows afterwards, a pass at start and one every MAIL_RELAY_INTERVAL_MS (../background/periodic-pass.ts).
 *
 * A batch claims rows with `FOR UPDATE SKIP LOCKED`, so processes sharing one PostgreSQL never send the same
 * row at once; it sends each and marks it relayed in the same transaction. A process that dies between the
 * SMTP server's acceptance and the commit leaves the row unsent, and the next pass sends it again under the
 * same Message-ID (the row's id), so the one resend a crash can cause is recognisably the same mail. An SMTP
 * failure leaves the row for a later pass, after a wait that doubles with each attempt; a row is never dropped.
 */
import { asc, eq, lte } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Clock } from '../auth/access-tokens';
import { createPeriodicPass, type PeriodicPass } from '../background/periodic-pass';
import type { AppDatabase } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mail-message';

/** How many rows one transaction claims: few, because the rows stay locked while the SMTP server answers. */
export const RELAY_BATCH_SIZE = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** How long the relay waits on the SMTP server at each step (connect, greeting, any reply). */
const SMTP_TIMEOUT_MS = 30_000;

/** The part of a nodemailer transporter the relay uses. */
export interface SmtpTransport {
  sendMail(message: MailMessage & { from: string; messageId: string }): Promise<unknown>;
}

export interface RelayCount {
  sent: number;
  /** Left for a later pass: the SMTP server refused them or could not be reached. */
  failed: number;
}

/** What the relay logs of a row: its id and what happened, never an address or a word of the mail. */
export interface RelayOutcome {
  id: string;
  outcome: 'sent' | 'failed';
  attempts: number;
  /** For a failure: nodemailer's error code (ECONNREFUSED, EENVELOPE…) and the SMTP reply code, if any. */
  code?: string;
  responseCode?: number;
}

/** The wait after the `attempts`-th failed try: 1 minute, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/** The row's Message-ID: the same at every try, in the domain mail is sent from. */
export function messageIdFor(rowId: string, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${rowId}@${domain}>`;
}

function failureDetails(error: unknown): Pick<RelayOutcome, 'code' | 'responseCode'> {
  if (typeof error !== 'object' || error === null) return {};
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}

/** One batch: claims up to RELAY_BATCH_SIZE rows due by `now`, sends each and records the outcome. */
async function relayBatch(
  db: AppDatabase,
  transport: SmtpTransport,
  from: string,
  now: Date,
  report: (outcome: RelayOutcome) => void,
): Promise<RelayCount & { claimed: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(lte(mailOutbox.nextAttemptAt, now))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(RELAY_BATCH_SIZE)
      .for('update', { skipLocked: true });
    const count = { sent: 0, failed: 0, claimed: rows.length };
    for (const row of rows) {
      const attempts = row.attempts + 1;
      try {
        await transport.sendMail({
          from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          messageId: messageIdFor(row.id, from),
        });
      } catch (error) {
        await tx
          .update(mailOutbox)
          .set({ attempts, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) })
          .where(eq(mailOutbox.id, row.id));
        count.failed += 1;
        report({ id: row.id, outcome: 'failed', attempts, ...failureDetails(error) });
        continue;
      }
      await tx
        .update(mailOutbox)
        .set({ attempts, nextAttemptAt: null, relayedAt: now })
        .where(eq(mailOutbox.id, row.id));
      count.sent += 1;
      report({ id: row.id, outcome: 'sent', attempts });
    }
    return count;
  });
}

/** Sends everything due by `now`, batch by batch, until a batch comes back short; returns the totals. */
export async function relayOutbox(
  db: AppDatabase,
  transport: SmtpTransport,
  from: string,
  now: Date,
  report: (outcome: RelayOutcome) => void,
): Promise<RelayCount> {
  const total: RelayCount = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await relayBatch(db, transport, from, now, report);
    total.sent += batch.sent;
    total.failed += batch.failed;
    if (batch.claimed < RELAY_BATCH_SIZE) return total;
  }
}

export type MailRelay = PeriodicPass<RelayCount>;

/** The relay of one API process, sending through nodemailer to `smtpUrl` unless given a transport. */
export function createMailRelay(options: {
  db: AppDatabase;
  config: { from: string; smtpUrl: string; relayIntervalMs: number };
  clock: Clock;
  report: (outcome: RelayOutcome) => void;
  onError: (error: unknown) => void;
  transport?: SmtpTransport;
}): MailRelay {
  const { db, config, clock, report, onError } = options;
  // nodemailer waits up to 10 minutes on a silent server by default; the batch's rows stay locked meanwhile.
  const transport =
    options.transport ??
    createTransport({
      url: config.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  return createPeriodicPass({
    pass: () => relayOutbox(db, transport, config.from, clock(), report),
    intervalMs: config.relayIntervalMs,
    onError,
  });
}
