/**
 * Reminder delivery in the API process: a pass (./deliver-due-reminders.ts) at start, which catches up on
 * what fell due while no process ran, then one every interval (../../background/periodic-pass.ts). The clock
 * is injected so tests move time instead of waiting. Every API process may run one: the row locks of a pass
 * keep them from mailing a reminder twice (decision record docs/decisions/0008-reminder-delivery.md).
 */
import type { Clock } from '../../auth/access-tokens';
import { createPeriodicPass, type PeriodicPass } from '../../background/periodic-pass';
import type { AppDatabase } from '../../db/database';
import {
  deliverDueReminders,
  type DeliveryConfig,
  type DeliveryCount,
} from './deliver-due-reminders';

export type ReminderDelivery = PeriodicPass<DeliveryCount>;

export function createReminderDelivery(options: {
  db: AppDatabase;
  config: DeliveryConfig;
  clock: Clock;
  intervalMs: number;
  /** A failed pass (the database gone for a moment): logged, and the next pass tries again. */
  onError: (error: unknown) => void;
}): ReminderDelivery {
  const { db, config, clock, intervalMs, onError } = options;
  return createPeriodicPass({
    pass: () => deliverDueReminders(db, config, clock()),
    intervalMs,
    onError,
  });
}
