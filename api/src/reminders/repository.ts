/** Reorder and daily reminders in the database (Drizzle), always for one patient. */
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { dailyReminders, reorderReminders } from '../db/schema';

export type ReorderReminderRow = typeof reorderReminders.$inferSelect;
export type DailyReminderRow = typeof dailyReminders.$inferSelect;

/** The patient's reorder reminders, soonest first. */
export async function listReorderReminders(
  db: Queryable,
  patientId: string,
): Promise<ReorderReminderRow[]> {
  return db
    .select()
    .from(reorderReminders)
    .where(eq(reorderReminders.patientId, patientId))
    .orderBy(asc(reorderReminders.reminderDt), asc(reorderReminders.id));
}

/** The patient's daily medication reminders, earliest in the day first. */
export async function listDailyReminders(
  db: Queryable,
  patientId: string,
): Promise<DailyReminderRow[]> {
  return db
    .select()
    .from(dailyReminders)
    .where(eq(dailyReminders.patientId, patientId))
    .orderBy(asc(dailyReminders.reminderTime), asc(dailyReminders.id));
}
