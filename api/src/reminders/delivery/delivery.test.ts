import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accounts,
  dailyReminders,
  mailOutbox,
  reorderReminders,
  type NotificationPreference,
} from '../../db/schema';
import { seedEmails, seedPatientIds } from '../../demo/seed-ids';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { nextDailyDue } from '../daily-schedule';
import { deliverDueReminders } from './deliver-due-reminders';
import { createReminderDelivery } from './reminder-delivery';

const HOUR = 3_600_000;
/** Far from the seed's "today", so the seeded reminders are long due and dealt with by the first pass. */
const start = new Date('2030-03-25T09:00:00Z');
const at = (offsetMs: number) => new Date(start.getTime() + offsetMs);

const emailOn = (type: string): NotificationPreference => ({
  notificationType: type,
  email: true,
  pushNotification: false,
  sms: false,
  post: false,
});

describe('reminder delivery with the clock moved (PGlite)', { timeout: 60_000 }, () => {
  let api: TestApi;
  let description: string;
  let counter = 0;

  beforeAll(async () => {
    api = await startTestApi();
    await deliverDueReminders(api.database.db, api.config, start);
  }, 120_000);
  afterAll(() => api.close());
  beforeEach(() => {
    counter += 1;
    // Each test's medicine has a name of its own, so its mails are told apart from the others'.
    description = `Testamine ${counter}0mg tablets`;
  });

  const pass = (now: Date) => deliverDueReminders(api.database.db, api.config, now);
  const setTaraPreferences = (preferences: NotificationPreference[]) =>
    api.database.db
      .update(accounts)
      .set({ notificationPreferences: preferences })
      .where(eq(accounts.email, seedEmails.taraTpp));
  const mailsAbout = async () =>
    api.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, seedEmails.taraTpp),
          like(mailOutbox.textBody, `%${description}%`),
        ),
      );
  const addReorderReminder = async (reminderDt: Date) => {
    const [row] = await api.database.db
      .insert(reorderReminders)
      .values({ patientId: seedPatientIds.taraTaylor, reminderDt, description })
      .returning();
    if (!row) throw new Error('not inserted');
    return row;
  };
  const addDailyReminder = async (reminderTime: string, now: Date) => {
    const [row] = await api.database.db
      .insert(dailyReminders)
      .values({
        patientId: seedPatientIds.taraTaylor,
        reminderTime,
        description,
        nextDueAt: nextDailyDue(reminderTime, now),
      })
      .returning();
    if (!row) throw new Error('not inserted');
    return row;
  };

  it('mails a reorder reminder once, at its time, when the account has reorder emails on', async () => {
    await setTaraPreferences([emailOn('ReorderReminder')]);
    await addReorderReminder(at(HOUR));

    await pass(at(HOUR - 60_000));
    expect(await mailsAbout()).toEqual([]);

    await pass(at(HOUR));
    const [mail, ...more] = await mailsAbout();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Reminder: time to reorder a medicine' });
    expect(mail?.textBody).toContain(`to reorder ${description} for Tara Taylor`);
    expect(mail?.textBody).toContain('/my-meds/reminders');
    expect(mail?.sentAt).toEqual(at(HOUR));

    await pass(at(2 * HOUR));
    await pass(at(30 * HOUR));
    expect(await mailsAbout()).toHaveLength(1);
  });

  it('mails nothing when reorder emails are off, and nothing later when they are turned on', async () => {
    await setTaraPreferences([
      emailOn('TakeMedicineReminder'),
      { ...emailOn('ReorderReminder'), email: false },
    ]);
    await addReorderReminder(at(3 * HOUR));
    await pass(at(3 * HOUR));
    await setTaraPreferences([emailOn('ReorderReminder')]);
    await pass(at(4 * HOUR));
    expect(await mailsAbout()).toEqual([]);
  });

  it('mails a reminder again once its date is moved, and never a disabled one', async () => {
    await setTaraPreferences([emailOn('ReorderReminder')]);
    const reminder = await addReorderReminder(at(5 * HOUR));
    await pass(at(5 * HOUR));
    await api.database.db
      .update(reorderReminders)
      .set({ reminderDt: at(6 * HOUR) })
      .where(eq(reorderReminders.id, reminder.id));
    await pass(at(6 * HOUR));
    expect(await mailsAbout()).toHaveLength(2);

    await api.database.db
      .update(reorderReminders)
      .set({ reminderDt: at(7 * HOUR), status: false })
      .where(eq(reorderReminders.id, reminder.id));
    await pass(at(8 * HOUR));
    expect(await mailsAbout()).toHaveLength(2);
  });

  it('mails a daily reminder each day once at its London time, across the clock change', async () => {
    await setTaraPreferences([emailOn('TakeMedicineReminder')]);
    // 2030-03-31 is the last Sunday of March: 08:00 in London is 08:00Z before it and 07:00Z after.
    const saturday = new Date('2030-03-30T06:00:00Z');
    await addDailyReminder('08:00:00', saturday);

    await pass(new Date('2030-03-30T07:59:00Z'));
    expect(await mailsAbout()).toHaveLength(0);
    await pass(new Date('2030-03-30T08:00:00Z'));
    await pass(new Date('2030-03-30T12:00:00Z'));
    expect(await mailsAbout()).toHaveLength(1);

    await pass(new Date('2030-03-31T06:59:00Z'));
    expect(await mailsAbout()).toHaveLength(1);
    await pass(new Date('2030-03-31T07:00:00Z'));
    await pass(new Date('2030-03-31T08:00:00Z'));
    const mails = await mailsAbout();
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.textBody)).toEqual([
      expect.stringContaining(`It is 08:00: time for Tara Taylor to take ${description}.`),
      expect.stringContaining('It is 08:00'),
    ]);
  });

  it('after days with no pass, mails a daily reminder once, not once per missed day', async () => {
    await setTaraPreferences([emailOn('TakeMedicineReminder')]);
    const reminder = await addDailyReminder('21:30:00', at(0));
    await pass(at(5 * 24 * HOUR));
    expect(await mailsAbout()).toHaveLength(1);
    const [stored] = await api.database.db
      .select()
      .from(dailyReminders)
      .where(eq(dailyReminders.id, reminder.id));
    expect(stored?.nextDueAt).toEqual(nextDailyDue('21:30:00', at(5 * 24 * HOUR)));
  });

  it('schedules a daily reminder made before delivery existed without mailing it', async () => {
    await setTaraPreferences([emailOn('TakeMedicineReminder')]);
    const [row] = await api.database.db
      .insert(dailyReminders)
      .values({ patientId: seedPatientIds.taraTaylor, reminderTime: '10:15:00', description })
      .returning();
    await pass(at(0));
    const [stored] = await api.database.db
      .select()
      .from(dailyReminders)
      .where(eq(dailyReminders.id, row?.id ?? ''));
    expect(stored?.nextDueAt).toEqual(nextDailyDue('10:15:00', at(0)));
    expect(await mailsAbout()).toEqual([]);
  });

  it('runs a pass as soon as it starts, catching up, and stops cleanly', async () => {
    await setTaraPreferences([emailOn('ReorderReminder')]);
    await addReorderReminder(at(10 * HOUR));
    const errors: unknown[] = [];
    const delivery = createReminderDelivery({
      db: api.database.db,
      config: api.config,
      clock: () => at(11 * HOUR),
      intervalMs: 60_000,
      onError: (error) => errors.push(error),
    });
    delivery.start();
    await delivery.runOnce();
    await delivery.stop();
    expect(errors).toEqual([]);
    expect(await mailsAbout()).toHaveLength(1);
  });
});
