/** Orders, their items and surveys in the database (Drizzle). Callers scope by patient (patients/patient-scope.ts). */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { orderItems, orderSurveys, orders } from '../db/schema';
import type { OrderRow } from '../patients/patient-scope';
import { itemStatusWhenOrderMoves, type OrderStatus } from './order-steps';

export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
/** An item to insert; its order and position are given by insertOrder. */
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'position'>;

export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
}

// The home screen and the orders screen read these on every visit, so they are prepared (issue #20).
const patientOrders = preparedQuery((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.patientId, sql.placeholder('patientId')))
    .orderBy(desc(orders.orderDt), desc(orders.id))
    .prepare('list_patient_orders'),
);
const patientOrderItems = preparedQuery((db) =>
  db
    .select({ item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.patientId, sql.placeholder('patientId')))
    .orderBy(asc(orderItems.position))
    .prepare('list_patient_order_items'),
);

/** The patient's orders, newest first, each with its items in the order the patient listed them. */
export async function listOrdersWithItems(
  db: Queryable,
  patientId: string,
): Promise<OrderWithItems[]> {
  const rows = await patientOrders(db).execute({ patientId });
  if (rows.length === 0) return [];
  // Read after the orders, so every listed order's items (written in the same transaction) are there.
  const itemsByOrder = new Map<string, OrderItemRow[]>();
  for (const { item } of await patientOrderItems(db).execute({ patientId })) {
    const listed = itemsByOrder.get(item.orderId);
    if (listed) listed.push(item);
    else itemsByOrder.set(item.orderId, [item]);
  }
  // Grouped once, not filtered per order: a patient with many orders made that quadratic (issue #22's load).
  return rows.map((order) => ({ order, items: itemsByOrder.get(order.id) ?? [] }));
}

/** The items of an order already known to be the caller's. */
export async function withItemsOf(db: Queryable, order: OrderRow): Promise<OrderWithItems> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  return { order, items };
}

/** Inserts an order and its items (in the caller's transaction); returns the new order's id. */
export async function insertOrder(
  db: Queryable,
  order: NewOrder,
  items: readonly NewOrderItem[],
): Promise<string> {
  const [inserted] = await db.insert(orders).values(order).returning({ id: orders.id });
  if (!inserted) throw new Error('order not inserted');
  await db
    .insert(orderItems)
    .values(items.map((item, position) => ({ ...item, orderId: inserted.id, position })));
  return inserted.id;
}

/**
 * Moves an order to `status` and its items with it (order-steps.ts itemStatusWhenOrderMoves). Run it in a
 * transaction that has locked the order.
 */
export async function moveOrder(
  db: Queryable,
  order: OrderRow,
  status: OrderStatus,
  cancellation?: { reason: string; at: Date },
): Promise<void> {
  await db
    .update(orders)
    .set({
      orderStatus: status,
      ...(cancellation
        ? { cancellationReason: cancellation.reason, cancelledAt: cancellation.at }
        : {}),
    })
    .where(eq(orders.id, order.id));
  const items = await db
    .select({ id: orderItems.id, status: orderItems.orderItemStatus })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    const next = itemStatusWhenOrderMoves(item.status, status);
    if (next !== item.status) {
      await db.update(orderItems).set({ orderItemStatus: next }).where(eq(orderItems.id, item.id));
    }
  }
}

/** Stores the order's survey answer; false, storing nothing, when it already has one. */
export async function insertSurvey(
  db: Queryable,
  survey: typeof orderSurveys.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(orderSurveys)
    .values(survey)
    .onConflictDoNothing({ target: orderSurveys.orderId })
    .returning({ orderId: orderSurveys.orderId });
  return inserted.length > 0;
}
