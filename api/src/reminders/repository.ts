/**
 * Reorder and daily reminders in the database (Drizzle), always for one patient: callers find the rows they
 * change through patients/patient-scope.ts first.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { dailyReminders, orderItems, orders, reorderReminders } from '../db/schema';
import {
  receivedOrderStatuses,
  type DailyReminderRow,
  type OrderItemRow,
  type OrderRow,
  type ReorderReminderRow,
} from '../patients/patient-scope';

export type { DailyReminderRow, ReorderReminderRow };
export type NewReorderReminder = typeof reorderReminders.$inferInsert;
export type NewDailyReminder = typeof dailyReminders.$inferInsert;

// The home screen and the reminders screen read both on every visit, so they are prepared (issue #20).
const patientReorderReminders = preparedQuery((db) =>
  db
    .select()
    .from(reorderReminders)
    .where(eq(reorderReminders.patientId, sql.placeholder('patientId')))
    .orderBy(asc(reorderReminders.reminderDt), asc(reorderReminders.id))
    .prepare('list_reorder_reminders'),
);
const patientDailyReminders = preparedQuery((db) =>
  db
    .select()
    .from(dailyReminders)
    .where(eq(dailyReminders.patientId, sql.placeholder('patientId')))
    .orderBy(asc(dailyReminders.reminderTime), asc(dailyReminders.id))
    .prepare('list_daily_reminders'),
);

/** The patient's reorder reminders, soonest first. */
export async function listReorderReminders(
  db: Queryable,
  patientId: string,
): Promise<ReorderReminderRow[]> {
  return patientReorderReminders(db).execute({ patientId });
}

/** The patient's daily medication reminders, earliest in the day first. */
export async function listDailyReminders(
  db: Queryable,
  patientId: string,
): Promise<DailyReminderRow[]> {
  return patientDailyReminders(db).execute({ patientId });
}

/** Dispensed items of the patient's collected or delivered orders, newest order first. */
export async function listCollectedItems(
  db: Queryable,
  patientId: string,
): Promise<{ order: OrderRow; item: OrderItemRow }[]> {
  return db
    .select({ order: orders, item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.patientId, patientId),
        inArray(orders.orderStatus, [...receivedOrderStatuses]),
        eq(orderItems.orderItemStatus, 'Dispensed'),
      ),
    )
    .orderBy(desc(orders.orderDt), desc(orders.id), asc(orderItems.position));
}

export async function insertReorderReminder(
  db: Queryable,
  reminder: NewReorderReminder,
): Promise<ReorderReminderRow> {
  const [inserted] = await db.insert(reorderReminders).values(reminder).returning();
  if (!inserted) throw new Error('reorder reminder not inserted');
  return inserted;
}

export async function updateReorderReminder(
  db: Queryable,
  id: string,
  changes: Partial<NewReorderReminder>,
): Promise<ReorderReminderRow> {
  const [updated] = await db
    .update(reorderReminders)
    .set(changes)
    .where(eq(reorderReminders.id, id))
    .returning();
  if (!updated) throw new Error(`reorder reminder ${id} vanished`);
  return updated;
}

export async function deleteReorderReminder(db: Queryable, id: string): Promise<void> {
  await db.delete(reorderReminders).where(eq(reorderReminders.id, id));
}

export async function insertDailyReminder(
  db: Queryable,
  reminder: NewDailyReminder,
): Promise<DailyReminderRow> {
  const [inserted] = await db.insert(dailyReminders).values(reminder).returning();
  if (!inserted) throw new Error('daily reminder not inserted');
  return inserted;
}

export async function updateDailyReminder(
  db: Queryable,
  id: string,
  changes: Partial<NewDailyReminder>,
): Promise<DailyReminderRow> {
  const [updated] = await db
    .update(dailyReminders)
    .set(changes)
    .where(eq(dailyReminders.id, id))
    .returning();
  if (!updated) throw new Error(`daily reminder ${id} vanished`);
  return updated;
}

export async function deleteDailyReminder(db: Queryable, id: string): Promise<void> {
  await db.delete(dailyReminders).where(eq(dailyReminders.id, id));
}
