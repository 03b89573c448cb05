/**
 * Reminder delivery by API processes (main.ts) sharing one PostgreSQL: each reminder is mailed once however
 * many processes poll, and a process killed with SIGKILL leaves nothing half-sent; the next start mails what
 * fell due meanwhile, once. Runs only with TEST_DATABASE_URL (`npm run test:postgres`): PGlite is one process's.
 */
import { and, eq, like, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiDatabase } from '../../db/database';
import { accounts, dailyReminders, mailOutbox, reorderReminders } from '../../db/schema';
import { seedEmails, seedPatientIds } from '../../demo/seed-ids';
import { openPreparedDatabase } from '../../server';
import { startApiProcess, type ApiProcess } from '../../testing/api-process';
import {
  createTestDatabase,
  testConfig,
  testEngine,
  type TestDatabase,
} from '../../testing/test-api';

const POLL_MS = 100;

describe.runIf(testEngine === 'postgres')(
  'reminder delivery by API processes on one PostgreSQL',
  { timeout: 180_000 },
  () => {
    let location: TestDatabase;
    let database: ApiDatabase;
    const processEnv = () => ({
      DATABASE_URL: location.url,
      SEED: 'false',
      REMINDER_DELIVERY_INTERVAL_MS: String(POLL_MS),
    });

    beforeAll(async () => {
      location = await createTestDatabase();
      database = await openPreparedDatabase(testConfig(location.env));
      await database.db
        .update(accounts)
        .set({
          notificationPreferences: ['ReorderReminder', 'TakeMedicineReminder'].map((type) => ({
            notificationType: type,
            email: true,
            pushNotification: false,
            sms: false,
            post: false,
          })),
        })
        .where(eq(accounts.email, seedEmails.taraTpp));
    }, 120_000);
    afterAll(async () => {
      await database.close();
      await location.drop();
    });

    /** `count` reorder and daily reminders for Tara, all due a minute ago, named `${prefix} N`. */
    const addDueReminders = async (prefix: string, count: number) => {
      const dueAt = new Date(Date.now() - 60_000);
      const names = Array.from({ length: count }, (_, index) => `${prefix} ${index + 1} tablets`);
      const half = Math.ceil(count / 2);
      await database.db.insert(reorderReminders).values(
        names.slice(0, half).map((description) => ({
          patientId: seedPatientIds.taraTaylor,
          reminderDt: dueAt,
          description,
        })),
      );
      await database.db.insert(dailyReminders).values(
        names.slice(half).map((description) => ({
          patientId: seedPatientIds.taraTaylor,
          reminderTime: '08:00:00',
          description,
          nextDueAt: dueAt,
        })),
      );
      return names;
    };
    const stillDue = async (prefix: string) => {
      const now = new Date();
      const reorder = await database.db
        .select({ id: reorderReminders.id })
        .from(reorderReminders)
        .where(
          and(
            like(reorderReminders.description, `${prefix} %`),
            sql`${reorderReminders.notifiedDt} IS DISTINCT FROM ${reorderReminders.reminderDt}`,
          ),
        );
      const daily = await database.db
        .select({ id: dailyReminders.id })
        .from(dailyReminders)
        .where(
          and(like(dailyReminders.description, `${prefix} %`), lte(dailyReminders.nextDueAt, now)),
        );
      return reorder.length + daily.length;
    };
    const waitUntilNoneDue = async (prefix: string) => {
      const deadline = Date.now() + 60_000;
      while ((await stillDue(prefix)) > 0) {
        if (Date.now() > deadline) throw new Error(`${prefix}: still due after 60 s`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    /** How many mails name each reminder, by name. */
    const mailsPerReminder = async (names: readonly string[]) => {
      const mails = await database.db
        .select({ text: mailOutbox.textBody })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, seedEmails.taraTpp));
      return Object.fromEntries(
        names.map((name) => [name, mails.filter((mail) => mail.text.includes(name)).length]),
      );
    };
    const once = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, 1]));

    it('mails each due reminder once while two processes poll the same database', async () => {
      const names = await addDueReminders('Duomycin', 120);
      const processes: ApiProcess[] = await Promise.all([
        startApiProcess(processEnv()),
        startApiProcess(processEnv()),
      ]);
      try {
        await waitUntilNoneDue('Duomycin');
        // Several more passes by each process, which must find nothing left to send.
        await new Promise((resolve) => setTimeout(resolve, 10 * POLL_MS));
      } finally {
        await Promise.all(processes.map((api) => api.stop()));
      }
      expect(await mailsPerReminder(names)).toEqual(once(names));
    });

    it('after kill -9, the next start mails what fell due meanwhile, and nothing twice', async () => {
      const before = await addDueReminders('Crashamine', 2);
      const first = await startApiProcess(processEnv());
      await waitUntilNoneDue('Crashamine');
      // Many due at once, and the process killed as soon as the first of them is mailed: a batch under way
      // is rolled back whole, never left half-sent.
      const during = await addDueReminders('Killomycin', 300);
      const deadline = Date.now() + 30_000;
      while (Object.values(await mailsPerReminder(during)).every((count) => count === 0)) {
        if (Date.now() > deadline) throw new Error('nothing mailed in 30 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await first.kill();
      const missed = await addDueReminders('Missedrin', 2);
      expect(await stillDue('Missedrin')).toBe(missed.length);

      const second = await startApiProcess(processEnv());
      try {
        await waitUntilNoneDue('Killomycin');
        await waitUntilNoneDue('Missedrin');
      } finally {
        await second.stop();
      }
      expect(await mailsPerReminder(before)).toEqual(once(before));
      expect(await mailsPerReminder(during)).toEqual(once(during));
      expect(await mailsPerReminder(missed)).toEqual(once(missed));
    });
  },
);
