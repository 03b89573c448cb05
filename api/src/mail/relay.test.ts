/**
 * The SMTP relay on the default engine, against a real SMTP server in this process: mail goes out after the
 * commit of the write that causes it and never for one rolled back, each row once, under a Message-ID of its
 * own, and an SMTP outage delays mail without losing it. (Several processes and kill -9 on PostgreSQL:
 * relay-processes.test.ts.)
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { seedEmails } from '../demo/seed-ids';
import { buildApi } from '../server';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { createTestClock, startTestApi, type TestApi } from '../testing/test-api';
import { composeMessage } from './compose-message';
import { createMailer } from './mailer';
import { createMailRelay, RELAY_BATCH_SIZE, type MailRelay, type RelayOutcome } from './relay';

describe('the SMTP relay (MAIL_TRANSPORT=smtp)', { timeout: 60_000 }, () => {
  const clock = createTestClock();
  let smtp: SmtpTestServer;
  let api: TestApi;
  let relay: MailRelay;
  let outcomes: RelayOutcome[];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    api = await startTestApi({
      clock: clock.now,
      env: {
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Pharmacy <mail@pharmacy.example.org>',
      },
    });
    const config = api.config.mail;
    if (config.transport !== 'smtp') throw new Error('the test API should relay over SMTP');
    relay = createMailRelay({
      db: api.database.db,
      config,
      clock: clock.now,
      report: (outcome) => outcomes.push(outcome),
      onError: (error) => {
        throw error;
      },
    });
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });
  beforeEach(async () => {
    // Whatever earlier tests left unsent is sent first, so each test sees only its own mail.
    smtp.setDown(false);
    clock.advanceSeconds(24 * 3600);
    await relay.runOnce();
    smtp.received.length = 0;
    outcomes = [];
  });

  const mailer = () =>
    createMailer({ config: api.config.mail, db: api.database.db, clock: clock.now });
  const rowsTo = (to: string) =>
    api.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  it('sends a password-reset mail after its commit, once, from MAIL_FROM with the row as Message-ID', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/v1/accounts/password-reset',
      payload: { email: seedEmails.taraTpp, platform: 'web' },
    });
    expect(response.statusCode, response.body).toBe(204);
    // The request stored the mail and sent nothing itself: the SMTP server is not in its way.
    expect(smtp.received).toEqual([]);
    const [row] = await rowsTo(seedEmails.taraTpp).then((rows) =>
      rows.filter((stored) => stored.relayedAt === null),
    );
    expect(row?.nextAttemptAt).toEqual(clock.now());

    expect(await relay.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toEqual([
      expect.objectContaining({
        to: [seedEmails.taraTpp],
        messageId: `<${row?.id}@pharmacy.example.org>`,
        subject: row?.subject,
      }),
    ]);
    expect(smtp.received[0]?.raw).toMatch(/^From: Pharmacy <mail@pharmacy\.example\.org>$/m);
    expect(smtp.received[0]?.raw).toContain('resetPasswordToken=');
    const [sent] = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, row?.id ?? ''));
    expect(sent).toMatchObject({ relayedAt: clock.now(), nextAttemptAt: null, attempts: 1 });

    // Later passes find nothing more to send.
    clock.advanceSeconds(3600);
    expect(await relay.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends nothing for a write that was rolled back', async () => {
    const to = 'rolled.back@example.com';
    await expect(
      api.database.db.transaction(async (tx) => {
        await mailer().sendMail(composeMessage(to, 'Never', ['Rolled back.']), tx);
        throw new Error('the write failed after the mail was stored');
      }),
    ).rejects.toThrow('the write failed');
    expect(await relay.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
    expect(await rowsTo(to)).toEqual([]);
  });

  it('keeps the mail through an SMTP outage, waiting longer after each failure, then sends it once', async () => {
    const to = 'outage@example.com';
    smtp.setDown(true);
    await mailer().sendMail(composeMessage(to, 'Through an outage', ['Delayed, not lost.']));
    const stored = clock.now().getTime();

    expect(await relay.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await rowsTo(to)).toEqual([
      expect.objectContaining({
        attempts: 1,
        relayedAt: null,
        nextAttemptAt: new Date(stored + 60_000),
      }),
    ]);
    clock.advanceSeconds(60);
    expect(await relay.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await rowsTo(to)).toEqual([
      expect.objectContaining({ attempts: 2, nextAttemptAt: new Date(stored + 180_000) }),
    ]);

    // Back up, but the row waits for its time.
    smtp.setDown(false);
    clock.advanceSeconds(60);
    expect(await relay.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock.advanceSeconds(60);
    expect(await relay.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([[to]]);
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ attempts: 3, relayedAt: clock.now(), nextAttemptAt: null });

    // What is logged names the row and the outcome, never the address or the mail's words.
    expect(outcomes).toEqual([
      { id: row?.id, outcome: 'failed', attempts: 1, code: 'EPROTOCOL', responseCode: 421 },
      { id: row?.id, outcome: 'failed', attempts: 2, code: 'EPROTOCOL', responseCode: 421 },
      { id: row?.id, outcome: 'sent', attempts: 3 },
    ]);
  });

  it('sends each of many rows once, batch after batch', async () => {
    const count = RELAY_BATCH_SIZE * 2 + 3;
    const addresses = Array.from({ length: count }, (_, index) => `many.${index}@example.com`);
    await api.database.db.transaction(async (tx) => {
      for (const to of addresses)
        await mailer().sendMail(composeMessage(to, 'Many', ['One of many.']), tx);
    });
    expect(await relay.runOnce()).toEqual({ sent: count, failed: 0 });
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([...addresses].sort());
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(count);
    const unsent = await api.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, addresses));
    expect(unsent.every((row) => row.relayedAt !== null)).toBe(true);
  });

  it('runs in the API built with relayMail, logging each row by id and outcome, never its address or words', async () => {
    const to = 'logged.nowhere@example.com';
    await mailer().sendMail(composeMessage(to, 'Secret subject', ['Secret words.']));
    smtp.setDown(true);
    const lines: string[] = [];
    const app = await buildApi({
      config: api.config,
      database: api.database,
      clock: clock.now,
      relayMail: true,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      // The relay's first pass runs when the API is ready; the next waits an interval (5 s) and the row a minute.
      const deadline = Date.now() + 20_000;
      while (!lines.some((line) => line.includes('mail not relayed'))) {
        if (Date.now() > deadline) throw new Error('the relay logged nothing in 20 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await app.close();
    }
    const [row] = await rowsTo(to);
    const logged = lines.filter((line) => line.includes('"mail"'));
    expect(logged.map((line) => JSON.parse(line) as { mail: RelayOutcome })).toEqual([
      expect.objectContaining({
        mail: { id: row?.id, outcome: 'failed', attempts: 1, code: 'EPROTOCOL', responseCode: 421 },
      }),
    ]);
    expect(lines.join('\n')).not.toMatch(/logged\.nowhere|Secret/);
    expect(smtp.received).toEqual([]);
  });

  it('never sends mail kept with MAIL_TRANSPORT=outbox, which is for the development outbox', async () => {
    const to = 'kept.only@example.com';
    const outboxMailer = createMailer({
      config: { transport: 'outbox', from: 'x@example.com' },
      db: api.database.db,
      clock: clock.now,
    });
    await outboxMailer.sendMail(composeMessage(to, 'Kept', ['Only kept.']));
    expect(await relay.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await rowsTo(to)).toEqual([
      expect.objectContaining({ nextAttemptAt: null, relayedAt: null, attempts: 0 }),
    ]);
  });
});
