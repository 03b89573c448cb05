/**
 * One pass of reminder delivery (decision record docs/decisions/0008-reminder-delivery.md): every reminder
 * due by `now` is claimed, mailed to each account that acts for its patient and has email on for its
 * notification type, and marked done, all in one transaction per batch. Claiming takes row locks with
 * SKIP LOCKED, so API processes sharing one PostgreSQL never claim the same reminder, and a reminder's mail
 * and its "done" commit together or not at all, so it is mailed once per due time, also across a crash.
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { ApiConfig } from '../../config';
import type { AppDatabase, Queryable } from '../../db/database';
import {
  accountPatients,
  accounts,
  dailyReminders,
  patients,
  reorderReminders,
  type NotificationPreference,
} from '../../db/schema';
import type { MailMessage } from '../../mail/mail-message';
import { createMailer } from '../../mail/mailer';
import { nextDailyDue } from '../daily-schedule';
import type { DailyReminderRow, ReorderReminderRow } from '../repository';
import { dailyReminderMail, reorderReminderMail } from './reminder-mail';

/** How many reminders one transaction claims; a pass takes batches until none is left. */
export const DELIVERY_BATCH_SIZE = 50;

/** spec part 2 §9 notification types of the two reminders. */
type ReminderNotification = 'ReorderReminder' | 'TakeMedicineReminder';

export type DeliveryConfig = Pick<ApiConfig, 'mail' | 'publicAppUrl' | 'mobileConfig'>;

export interface DeliveryCount {
  /** Reminders whose due time was dealt with (mailed, or passed over with email off). */
  reminders: number;
  /** Emails put in the outbox (and, with SMTP, relayed from there). */
  mails: number;
}

interface Recipient {
  to: string;
  patientName: string;
}

function wantsEmail(preferences: readonly NotificationPreference[], type: ReminderNotification) {
  return preferences.some(
    (preference) =>
      preference.notificationType.toLowerCase() === type.toLowerCase() && preference.email,
  );
}

/** The active accounts acting for the patient whose preference for `type` has email on. */
async function recipientsFor(
  db: Queryable,
  patientId: string,
  type: ReminderNotification,
): Promise<Recipient[]> {
  const rows = await db
    .select({
      email: accounts.email,
      preferences: accounts.notificationPreferences,
      firstName: patients.firstName,
      lastName: patients.lastName,
    })
    .from(accountPatients)
    .innerJoin(accounts, eq(accounts.id, accountPatients.accountId))
    .innerJoin(patients, eq(patients.id, accountPatients.patientId))
    .where(and(eq(accountPatients.patientId, patientId), eq(accounts.status, 'ACTIVE')))
    .orderBy(asc(accounts.email));
  return rows
    .filter((row) => wantsEmail(row.preferences, type))
    .map((row) => ({ to: row.email, patientName: `${row.firstName} ${row.lastName}` }));
}

/** What delivery needs to know of one kind of reminder. */
interface ReminderKind<Row extends { id: string; patientId: string }> {
  notification: ReminderNotification;
  /** Locks and returns up to a batch of due rows, skipping rows another process has locked. */
  claimDue(tx: Queryable, now: Date): Promise<Row[]>;
  mail(recipient: Recipient & ReturnType<typeof mailContext>, reminder: Row): MailMessage;
  /** Records the due time as dealt with (raw SQL: updated_at marks the patient's own changes). */
  markDone(tx: Queryable, reminder: Row, now: Date): Promise<void>;
}

const reorderKind: ReminderKind<ReorderReminderRow> = {
  notification: 'ReorderReminder',
  claimDue: (tx, now) =>
    tx
      .select()
      .from(reorderReminders)
      .where(
        and(
          eq(reorderReminders.status, true),
          sql`${reorderReminders.notifiedDt} IS DISTINCT FROM ${reorderReminders.reminderDt}`,
          lte(reorderReminders.reminderDt, now),
        ),
      )
      .orderBy(asc(reorderReminders.reminderDt))
      .limit(DELIVERY_BATCH_SIZE)
      .for('update', { skipLocked: true }),
  mail: (recipient, reminder) =>
    reorderReminderMail({ ...recipient, description: reminder.description }),
  markDone: async (tx, reminder) => {
    await tx.execute(
      sql`UPDATE ${reorderReminders} SET notified_dt = reminder_dt WHERE id = ${reminder.id}`,
    );
  },
};

const dailyKind: ReminderKind<DailyReminderRow> = {
  notification: 'TakeMedicineReminder',
  claimDue: (tx, now) =>
    tx
      .select()
      .from(dailyReminders)
      .where(lte(dailyReminders.nextDueAt, now))
      .orderBy(asc(dailyReminders.nextDueAt))
      .limit(DELIVERY_BATCH_SIZE)
      .for('update', { skipLocked: true }),
  mail: (recipient, reminder) =>
    dailyReminderMail({
      ...recipient,
      description: reminder.description,
      reminderTime: reminder.reminderTime,
    }),
  // Days missed while no process ran are not mailed one by one: the next is the first after now.
  markDone: (tx, reminder, now) =>
    scheduleDaily(tx, reminder.id, nextDailyDue(reminder.reminderTime, now)),
};

/** Claims up to a batch of due reminders of one kind and deals with them, in one transaction. */
async function deliverBatch<Row extends { id: string; patientId: string }>(
  db: AppDatabase,
  config: DeliveryConfig,
  now: Date,
  kind: ReminderKind<Row>,
): Promise<DeliveryCount> {
  return db.transaction(async (tx) => {
    const due = await kind.claimDue(tx, now);
    const mails: MailMessage[] = [];
    for (const reminder of due) {
      for (const recipient of await recipientsFor(tx, reminder.patientId, kind.notification)) {
        mails.push(kind.mail({ ...mailContext(config), ...recipient }, reminder));
      }
      await kind.markDone(tx, reminder, now);
    }
    await sendAll(tx, config, now, mails);
    return { reminders: due.length, mails: mails.length };
  });
}

/** Daily reminders made before delivery existed (next_due_at null) get their next time, unmailed. */
async function scheduleUnscheduledDaily(db: AppDatabase, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const unscheduled = await tx
      .select({ id: dailyReminders.id, reminderTime: dailyReminders.reminderTime })
      .from(dailyReminders)
      .where(isNull(dailyReminders.nextDueAt))
      .for('update', { skipLocked: true });
    for (const reminder of unscheduled) {
      await scheduleDaily(tx, reminder.id, nextDailyDue(reminder.reminderTime, now));
    }
  });
}

async function scheduleDaily(db: Queryable, id: string, nextDueAt: Date): Promise<void> {
  await db.execute(
    sql`UPDATE ${dailyReminders} SET next_due_at = ${nextDueAt.toISOString()} WHERE id = ${id}`,
  );
}

function mailContext(config: DeliveryConfig) {
  return { productName: config.mobileConfig.productName, publicAppUrl: config.publicAppUrl };
}

/**
 * Stores the batch's mails in the outbox with the batch's transaction: they exist exactly when the batch
 * commits, and with SMTP the relay sends them after that (decision records 0008 and 0012).
 */
async function sendAll(
  tx: Queryable,
  config: DeliveryConfig,
  now: Date,
  mails: readonly MailMessage[],
): Promise<void> {
  const mailer = createMailer({ config: config.mail, db: tx, clock: () => now });
  for (const mail of mails) await mailer.sendMail(mail);
}

/** Deals with everything due by `now`, batch by batch; returns the totals. */
export async function deliverDueReminders(
  db: AppDatabase,
  config: DeliveryConfig,
  now: Date,
): Promise<DeliveryCount> {
  const total: DeliveryCount = { reminders: 0, mails: 0 };
  await scheduleUnscheduledDaily(db, now);
  const batchOf = [
    () => deliverBatch(db, config, now, reorderKind),
    () => deliverBatch(db, config, now, dailyKind),
  ];
  for (const nextBatch of batchOf) {
    for (;;) {
      const batch = await nextBatch();
      total.reminders += batch.reminders;
      total.mails += batch.mails;
      if (batch.reminders < DELIVERY_BATCH_SIZE) break;
    }
  }
  return total;
}
