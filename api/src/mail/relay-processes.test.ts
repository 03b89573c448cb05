/**
 * The mail relay in API processes (main.ts) sharing one PostgreSQL, sending to a real SMTP server in this
 * process: each stored mail is delivered once however many processes relay, and a process killed with
 * SIGKILL in the middle of a batch loses nothing; what it had sent but not yet marked is sent again under the
 * same Message-ID. Runs only with TEST_DATABASE_URL (`npm run test:postgres`): PGlite is one process's.
 */
import { and, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiDatabase } from '../db/database';
import { mailOutbox } from '../db/schema';
import { openPreparedDatabase } from '../server';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { createTestDatabase, testConfig, testEngine, type TestDatabase } from '../testing/test-api';
import { composeMessage } from './compose-message';
import { messageIdFor, RELAY_BATCH_SIZE } from './relay';
import { storeInOutbox } from './outbox';

const POLL_MS = 100;
const FROM = 'Pharmacy <mail@pharmacy.example.org>';

describe.runIf(testEngine === 'postgres')(
  'the mail relay in API processes on one PostgreSQL',
  { timeout: 180_000 },
  () => {
    let location: TestDatabase;
    let database: ApiDatabase;
    let smtp: SmtpTestServer;
    const processEnv = () => ({
      DATABASE_URL: location.url,
      SEED: 'false',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
      MAIL_RELAY_INTERVAL_MS: String(POLL_MS),
      REMINDER_DELIVERY_INTERVAL_MS: '0',
    });

    beforeAll(async () => {
      smtp = await startSmtpTestServer();
      location = await createTestDatabase();
      database = await openPreparedDatabase(testConfig(location.env));
    }, 120_000);
    afterAll(async () => {
      await database.close();
      await location.drop();
      await smtp.close();
    });

    /** `count` mails to `${prefix}.N@example.com`, stored for the relay; returns their Message-IDs. */
    const storeMails = async (prefix: string, count: number) => {
      await database.db.transaction(async (tx) => {
        for (let index = 0; index < count; index += 1) {
          const message = composeMessage(`${prefix}.${index}@example.com`, prefix, ['Hello.']);
          await storeInOutbox(tx, message, new Date(), { relay: true });
        }
      });
      const rows = await database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(like(mailOutbox.toAddress, `${prefix}.%`));
      return rows.map((row) => messageIdFor(row.id, FROM));
    };
    const unsent = async (prefix: string) =>
      (
        await database.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(like(mailOutbox.toAddress, `${prefix}.%`), isNull(mailOutbox.relayedAt)))
      ).length;
    const waitUntilAllSent = async (prefix: string) => {
      const deadline = Date.now() + 60_000;
      while ((await unsent(prefix)) > 0) {
        if (Date.now() > deadline) throw new Error(`${prefix}: mail still unsent after 60 s`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    /** How many times the SMTP server received each of `messageIds`. */
    const deliveries = (messageIds: readonly string[]) => {
      const counts = new Map(messageIds.map((id) => [id, 0]));
      for (const mail of smtp.received) {
        const count = counts.get(mail.messageId);
        if (count !== undefined) counts.set(mail.messageId, count + 1);
      }
      return [...counts.values()];
    };

    it('delivers each mail once while two processes relay from the same database', async () => {
      const messageIds = await storeMails('duo', 60);
      const processes: ApiProcess[] = await Promise.all([
        startApiProcess(processEnv()),
        startApiProcess(processEnv()),
      ]);
      try {
        await waitUntilAllSent('duo');
        // Several more passes by each process, which must find nothing left to send.
        await new Promise((resolve) => setTimeout(resolve, 10 * POLL_MS));
      } finally {
        await Promise.all(processes.map((api) => api.stop()));
      }
      expect(deliveries(messageIds)).toEqual(messageIds.map(() => 1));
    });

    it('after kill -9 in a batch, every mail is delivered, at most the batch under way twice with its Message-ID', async () => {
      const messageIds = await storeMails('killed', 120);
      const first = await startApiProcess(processEnv());
      const deadline = Date.now() + 30_000;
      while (deliveries(messageIds).every((count) => count === 0)) {
        if (Date.now() > deadline) throw new Error('nothing delivered in 30 s');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await first.kill();
      expect(await unsent('killed')).toBeGreaterThan(0);

      const second = await startApiProcess(processEnv());
      try {
        await waitUntilAllSent('killed');
      } finally {
        await second.stop();
      }
      const counts = deliveries(messageIds);
      expect(counts.every((count) => count === 1 || count === 2)).toBe(true);
      expect(counts.filter((count) => count === 2).length).toBeLessThanOrEqual(RELAY_BATCH_SIZE);
    });
  },
);
