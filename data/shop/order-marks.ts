import { randomBytes } from 'node:crypto';
import type { Payload, PayloadRequest } from 'payload';
import type { Order } from '../../cms/payload-types';

/*
 * Payload's update writes the whole document again, and every array of it as a delete and an insert. On
 * SQLite an order has no transaction around them (docs/forms-and-mail.md), so a kill between the two left
 * an order marked held with no lines (the crash test found one: its units gone from the shelf and from
 * every order). The checkout's own bookkeeping therefore writes only what it changes, through the
 * adapter: a mark on the order's row, or its history alone. The callers are system tasks that hold the
 * checkout lock or run before the server serves; nothing a visitor sends reaches these writes.
 */

/** Marks an order's units as taken: one statement on the order's own row. */
export async function markOrderHeld(p: Payload, id: number, req?: Partial<PayloadRequest>): Promise<void> {
  await p.db.updateOne({ collection: 'orders', id, data: { stock: 'held' }, req, returning: false });
}

/** The order's history table as drizzle sees it: the same columns on SQLite and PostgreSQL. */
const historyTable = (p: Payload) => (p.db as unknown as Drizzled).tables.orders_history;
interface Drizzled {
  drizzle: { insert: (table: unknown) => { values: (row: Record<string, unknown>) => Promise<unknown> } };
  tables: Record<string, unknown>;
}

/**
 * Adds a line at the end of an order's history: one inserted row, the lines and the other entries
 * untouched. (The adapter's own update would delete every array it is not given, and its `$push` puts the
 * new row first.)
 */
export async function appendOrderHistory(p: Payload, order: Pick<Order, 'id' | 'history'>, text: string) {
  await (p.db as unknown as Drizzled).drizzle.insert(historyTable(p)).values({
    id: randomBytes(12).toString('hex'),
    _parentID: order.id,
    _order: (order.history?.length ?? 0) + 1,
    at: new Date().toISOString(),
    text,
  });
}
