/**
 * The kill -9 check of issue #22, shared by its test (kill.test.ts, a short fixed-seed sample in
 * `npm run test:postgres`) and `npm run bench -- --only=kill` (longer, any seed): mixed journeys on the cluster
 * while a random API or gateway is ended with SIGKILL and started again, and reorder reminders falling due all
 * the while for the APIs to mail. Afterwards it reads the database: every acknowledged write, whether each
 * acknowledged one is there once, whether anything was written twice, and how many mails each reminder got;
 * with the APIs relaying over SMTP to a server of the caller's, also whether each of those mails arrived.
 */
import { seedEmails, seedPatientIds } from '../../api/src/demo/seed-ids';
import { ClusterDatabase, notExactlyOnce } from './cluster-database';
import { runLoad, type LoadOptions, type LoadResult } from './load';
import type { Cluster } from './start-cluster';

/** What the programs of a kill run need: reminders polled often, limits that a few users do not reach. */
export const KILL_RUN_ENV = { REMINDER_DELIVERY_INTERVAL_MS: '200', RATE_LIMIT_FACTOR: '1000' };

const REMINDERS_PER_TICK = 3;
const REMINDER_TICK_MS = 500;
const DELIVERY_WAIT_MS = 60_000;

export interface KillReport {
  load: LoadResult;
  acknowledged: number;
  /** Acknowledged orders not in the database. */
  missingOrders: string[];
  /** Acknowledged messages and bookings not in exactly one row, with the count found. */
  notOnce: [string, number][];
  /** Markers in more than one row (acknowledged or not): a write made twice. */
  duplicated: string[];
  /** Rows the run wrote whose answer never came back (the process died between commit and answer). */
  unacknowledgedRows: number;
  /** Reminders that fell due, and those not mailed exactly once (with the count of mails). */
  reminders: number;
  remindersNotMailedOnce: [string, number][];
  remindersStillDue: number;
  /**
   * With `smtp` given (the APIs relaying to it): reminders whose one mail the SMTP server never received, and
   * how many mails it received more than once, each time under the mail's own Message-ID (decision 0012).
   */
  smtp?: { remindersNotDelivered: string[]; resent: number };
}

/** What the SMTP server the APIs relay to received (api/src/testing/smtp-test-server.ts). */
export interface ReceivedMails {
  received: readonly { messageId: string }[];
}

/** Visits between a kill-check user's sign-in and sign-out. */
const KILL_VISITS_PER_SESSION = 5;

export async function runKillCheck(
  cluster: Cluster,
  options: Omit<LoadOptions, 'kills'> & {
    kills: NonNullable<LoadOptions['kills']>;
    /** The SMTP server the APIs relay to (MAIL_TRANSPORT=smtp), if they do. */
    smtp?: ReceivedMails;
  },
): Promise<KillReport> {
  const database = new ClusterDatabase(cluster.databaseUrl);
  try {
    await database.mailReorderRemindersTo(seedEmails.taraTpp);
    const reminderPrefix = `kill-${options.seed}-${Date.now().toString(36)} reminder`;
    const reminders: string[] = [];
    const inserts: Promise<void>[] = [];
    let made = 0;
    const ticker = setInterval(() => {
      const batch = Array.from(
        { length: REMINDERS_PER_TICK },
        (_, i) => `${reminderPrefix} ${String(made + i).padStart(5, '0')} tablets`,
      );
      made += batch.length;
      // A batch counts once it is in. While the database server is down the insert fails and the batch is
      // left out; one whose commit was lost with its answer is still due, which remindersStillDue finds.
      inserts.push(
        database.addDueReorderReminders(seedPatientIds.taraTaylor, batch).then(
          () => void reminders.push(...batch),
          () => undefined,
        ),
      );
    }, REMINDER_TICK_MS);
    let load: LoadResult;
    try {
      // Sessions of a few visits, so that sign-in and sign-out meet the kills too.
      load = await runLoad(cluster, { visitsPerSession: KILL_VISITS_PER_SESSION, ...options });
    } finally {
      clearInterval(ticker);
      await Promise.all(inserts);
    }

    // Every program is back (runLoad restarts what it killed); let them mail what is still due.
    const waitUntil = Date.now() + DELIVERY_WAIT_MS;
    while ((await database.remindersStillDue(reminderPrefix)) > 0 && Date.now() < waitUntil)
      await new Promise((resolve) => setTimeout(resolve, 250));

    const smtp = options.smtp && (await smtpDeliveries(database, reminders, options.smtp));

    const written = await database.writes(load.acknowledged);
    const all = await database.rowsWithPrefix(load.markerPrefix);
    const { orderIds, messageMarkers, appointmentMarkers } = load.acknowledged;
    const acknowledged = orderIds.length + messageMarkers.length + appointmentMarkers.length;
    const mails = await database.mailsContaining(reminders);
    return {
      load,
      acknowledged,
      missingOrders: written.missingOrders,
      notOnce: [...notExactlyOnce(written.messageRows), ...notExactlyOnce(written.appointmentRows)],
      duplicated: all.duplicated,
      unacknowledgedRows: all.orders + all.messages + all.appointments - acknowledged,
      reminders: reminders.length,
      remindersNotMailedOnce: notExactlyOnce(mails),
      remindersStillDue: await database.remindersStillDue(reminderPrefix),
      ...(smtp ? { smtp } : {}),
    };
  } finally {
    await database.close();
  }
}

/** Waits for the APIs to relay the reminders' mails, then counts what the SMTP server received of each. */
async function smtpDeliveries(
  database: ClusterDatabase,
  reminders: readonly string[],
  smtp: ReceivedMails,
): Promise<NonNullable<KillReport['smtp']>> {
  const waitUntil = Date.now() + DELIVERY_WAIT_MS;
  let rows = await database.mailRowsContaining(reminders);
  while (rows.some((row) => !row.relayed) && Date.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    rows = await database.mailRowsContaining(reminders);
  }
  const received = new Map<string, number>();
  for (const { messageId } of smtp.received) {
    received.set(messageId, (received.get(messageId) ?? 0) + 1);
  }
  // The relay sends a row as <row id@domain>: a resend has the same one.
  const deliveriesOf = (id: string) =>
    [...received]
      .filter(([messageId]) => messageId.startsWith(`<${id}@`))
      .reduce((n, [, c]) => n + c, 0);
  const delivered = new Set(rows.filter((row) => deliveriesOf(row.id) > 0).map((row) => row.text));
  return {
    remindersNotDelivered: reminders.filter((reminder) => !delivered.has(reminder)),
    resent: rows.reduce((total, row) => total + Math.max(0, deliveriesOf(row.id) - 1), 0),
  };
}
