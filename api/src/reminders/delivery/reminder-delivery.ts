/**
 * Reminder delivery in the API process: a pass (./deliver-due-reminders.ts) at start, which catches up on
 * what fell due while no process ran, then one every interval. Passes never overlap; the clock is injected
 * so tests move time instead of waiting. Every API process may run one: the row locks of a pass keep them
 * from mailing a reminder twice (decision record docs/decisions/0008-reminder-delivery.md).
 */
import type { Clock } from '../../auth/access-tokens';
import type { AppDatabase } from '../../db/database';
import {
  deliverDueReminders,
  type DeliveryConfig,
  type DeliveryCount,
} from './deliver-due-reminders';

export interface ReminderDelivery {
  /** Runs a pass now, then one every interval until stopped. */
  start(): void;
  /** No further pass; resolves once the one under way, if any, has finished. */
  stop(): Promise<void>;
  /** One pass now (after the one under way, if any), for tests and tools. */
  runOnce(): Promise<DeliveryCount>;
}

export function createReminderDelivery(options: {
  db: AppDatabase;
  config: DeliveryConfig;
  clock: Clock;
  intervalMs: number;
  /** A failed pass (the database gone for a moment): logged, and the next pass tries again. */
  onError: (error: unknown) => void;
}): ReminderDelivery {
  const { db, config, clock, intervalMs, onError } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let current: Promise<unknown> = Promise.resolve();

  const runOnce = (): Promise<DeliveryCount> => {
    const pass = current.then(() => deliverDueReminders(db, config, clock()));
    current = pass.catch(() => undefined);
    return pass;
  };
  const tick = () => {
    timer = undefined;
    void runOnce()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await current;
    },
    runOnce,
  };
}
