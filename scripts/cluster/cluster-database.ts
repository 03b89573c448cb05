/**
 * What the cluster checks read back from its PostgreSQL: the rows each acknowledged write should have made, by
 * id or by the marker it carried, and the mails in the outbox. Plain SQL over pg: the checks look at the
 * database as an auditor would, not through the API.
 */
import pg from 'pg';
import type { AcknowledgedWrites } from './journeys';

export interface WriteCounts {
  /** Acknowledged order ids not found, and any found more than once. */
  missingOrders: string[];
  /** Per marker of an acknowledged message or booking: how many rows carry it (1 each, when all is well). */
  messageRows: Map<string, number>;
  appointmentRows: Map<string, number>;
}

export class ClusterDatabase {
  private readonly pool: pg.Pool;

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
    // An idle connection ended by the server (the kill -9 check crashes it) is dropped; the next query opens
    // another. Without a listener the 'error' event would end the process.
    this.pool.on('error', () => undefined);
  }

  async query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    return (await this.pool.query<Row>(text, values)).rows;
  }

  /** Rows per marker, for markers matched exactly in `column` of `table`. */
  private async countByMarker(
    table: string,
    column: string,
    markers: readonly string[],
  ): Promise<Map<string, number>> {
    const rows = await this.query<{ marker: string; count: string }>(
      `SELECT m AS marker, (SELECT count(*) FROM ${table} WHERE ${column} = m) AS count
         FROM unnest($1::text[]) AS m`,
      [markers],
    );
    return new Map(rows.map((row) => [row.marker, Number(row.count)]));
  }

  async writes(acknowledged: AcknowledgedWrites): Promise<WriteCounts> {
    const found = await this.query<{ id: string }>(
      'SELECT id FROM orders WHERE id = ANY($1::uuid[])',
      [acknowledged.orderIds],
    );
    const foundIds = new Set(found.map((row) => row.id));
    return {
      missingOrders: acknowledged.orderIds.filter((id) => !foundIds.has(id)),
      messageRows: await this.countByMarker('thread_messages', 'body', acknowledged.messageMarkers),
      appointmentRows: await this.countByMarker(
        'appointments',
        'booking_reason',
        acknowledged.appointmentMarkers,
      ),
    };
  }

  /**
   * What the run wrote, acknowledged or not: rows of each kind whose marker starts with `prefix`, and the
   * markers found in more than one (a write made twice).
   */
  async rowsWithPrefix(prefix: string): Promise<{
    orders: number;
    messages: number;
    appointments: number;
    duplicated: string[];
  }> {
    const like = `${prefix}%`;
    const [counts] = await this.query<{ orders: string; messages: string; appointments: string }>(
      `SELECT (SELECT count(DISTINCT order_id) FROM order_items WHERE description LIKE $1) AS orders,
              (SELECT count(*) FROM thread_messages WHERE body LIKE $1) AS messages,
              (SELECT count(*) FROM appointments WHERE booking_reason LIKE $1) AS appointments`,
      [like],
    );
    const duplicated = await this.query<{ marker: string }>(
      `SELECT description AS marker FROM order_items WHERE description LIKE $1
         GROUP BY description HAVING count(DISTINCT order_id) > 1
       UNION ALL
       SELECT body FROM thread_messages WHERE body LIKE $1 GROUP BY body HAVING count(*) > 1
       UNION ALL
       SELECT booking_reason FROM appointments WHERE booking_reason LIKE $1
         GROUP BY booking_reason HAVING count(*) > 1`,
      [like],
    );
    return {
      orders: Number(counts?.orders),
      messages: Number(counts?.messages),
      appointments: Number(counts?.appointments),
      duplicated: duplicated.map((row) => row.marker),
    };
  }

  /** For each text: how many outbox mails contain it. */
  async mailsContaining(texts: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.query<{ text: string; count: string }>(
      `SELECT t AS text, (SELECT count(*) FROM mail_outbox WHERE position(t IN text_body) > 0) AS count
         FROM unnest($1::text[]) AS t`,
      [texts],
    );
    return new Map(rows.map((row) => [row.text, Number(row.count)]));
  }

  /** Each outbox row whose text contains one of `texts`: that text, the row's id, and whether it was relayed. */
  async mailRowsContaining(
    texts: readonly string[],
  ): Promise<{ text: string; id: string; relayed: boolean }[]> {
    return this.query(
      `SELECT t AS text, m.id, m.relayed_at IS NOT NULL AS relayed
         FROM unnest($1::text[]) AS t JOIN mail_outbox m ON position(t IN m.text_body) > 0`,
      [texts],
    );
  }

  /** Turns on reorder-reminder emails for the account (the API mails a due reminder only then). */
  async mailReorderRemindersTo(email: string): Promise<void> {
    await this.query(
      `UPDATE accounts SET notification_preferences = $2::jsonb WHERE lower(email) = lower($1)`,
      [
        email,
        JSON.stringify([
          {
            notificationType: 'ReorderReminder',
            email: true,
            pushNotification: false,
            sms: false,
            post: false,
          },
        ]),
      ],
    );
  }

  /** Reorder reminders for the patient, due now, one per description: the APIs' delivery mails each once. */
  async addDueReorderReminders(patientId: string, descriptions: readonly string[]): Promise<void> {
    await this.query(
      `INSERT INTO reorder_reminders (patient_id, reminder_dt, description, item_order_type)
         SELECT $1, now(), d, 'Manual' FROM unnest($2::text[]) AS d`,
      [patientId, descriptions],
    );
  }

  /** How many reminders whose description starts with `prefix` are still due, not yet mailed. */
  async remindersStillDue(prefix: string): Promise<number> {
    const [row] = await this.query<{ count: string }>(
      `SELECT count(*) FROM reorder_reminders
         WHERE description LIKE $1 AND notified_dt IS DISTINCT FROM reminder_dt`,
      [`${prefix}%`],
    );
    return Number(row?.count);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** The markers (or ids) that are not in exactly one row. */
export function notExactlyOnce(rows: Map<string, number>): [string, number][] {
  return [...rows].filter(([, count]) => count !== 1);
}
