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

  /** Rows of every kind whose marker starts with `prefix`: acknowledged or not, what the run wrote. */
  async rowsWithPrefix(
    prefix: string,
  ): Promise<{ orders: number; messages: number; appointments: number }> {
    const [row] = await this.query<{ orders: string; messages: string; appointments: string }>(
      `SELECT (SELECT count(DISTINCT order_id) FROM order_items WHERE description LIKE $1) AS orders,
              (SELECT count(*) FROM thread_messages WHERE body LIKE $1) AS messages,
              (SELECT count(*) FROM appointments WHERE booking_reason LIKE $1) AS appointments`,
      [`${prefix}%`],
    );
    return {
      orders: Number(row?.orders),
      messages: Number(row?.messages),
      appointments: Number(row?.appointments),
    };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** The markers (or ids) that are not in exactly one row. */
export function notExactlyOnce(rows: Map<string, number>): [string, number][] {
  return [...rows].filter(([, count]) => count !== 1);
}
