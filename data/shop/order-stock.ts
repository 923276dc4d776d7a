import type { Payload, PayloadRequest } from 'payload';
import type { Product } from '../../cms/payload-types';
import { systemTaskContext } from '../../cms/access/system-task';
import { pageCache } from '../cache/page-cache';

/** Units of one item leaving or returning to the shelf. */
export interface StockMove {
  product: number;
  variant: string | null;
  quantity: number;
}

export interface ShortItem {
  product: number;
  variant: string | null;
  available: number;
}

type Task = 'checkout' | 'orders';
const access = (task: Task, req?: Partial<PayloadRequest>) =>
  ({ overrideAccess: false, context: { ...systemTaskContext(task), skipPurge: false }, depth: 0, req }) as const;

interface Counted {
  stockMode?: string | null;
  stockCount?: number | null;
}

const counted = (item: Counted) => item.stockMode === 'count';
const unitsOf = (item: Counted) =>
  item.stockMode === 'out' ? 0 : counted(item) ? Math.max(0, item.stockCount ?? 0) : Infinity;

function byProduct(moves: readonly StockMove[]): Map<number, StockMove[]> {
  const grouped = new Map<number, StockMove[]>();
  for (const m of moves) grouped.set(m.product, [...(grouped.get(m.product) ?? []), m]);
  return grouped;
}

/** The change to write to a product for these moves (sign +1 returns units, -1 takes them), or why not. */
function applyMoves(
  doc: Product,
  moves: StockMove[],
  sign: 1 | -1,
): { data: Partial<Product> | null; short: ShortItem[] } {
  const short: ShortItem[] = [];
  let data: Partial<Product> | null = null;
  const variants = (doc.variants ?? []).map((v) => ({ ...v }));
  let stockCount = doc.stockCount ?? 0;
  for (const move of moves) {
    const target: Counted = move.variant ? (variants.find((v) => v.id === move.variant) ?? { stockMode: 'out' }) : doc;
    const available = move.variant && !variants.some((v) => v.id === move.variant) ? 0 : unitsOf(target);
    if (sign < 0 && available < move.quantity) {
      short.push({ product: move.product, variant: move.variant, available });
      continue;
    }
    if (!counted(target)) continue;
    const next = Math.max(0, (target.stockCount ?? 0) + sign * move.quantity);
    if (move.variant) {
      const v = variants.find((x) => x.id === move.variant);
      if (v) v.stockCount = next;
      data = { ...(data ?? {}), variants };
    } else {
      stockCount = next;
      data = { ...(data ?? {}), stockCount };
    }
  }
  return { data, short };
}

/**
 * Writes a product's stock. A product without variants gets one statement on its own row (the count and
 * the order that moved it together), and its latest version the same count, so the studio shows it.
 * Payload's update would write the whole product again, its categories, gallery and related products as
 * deletes and inserts, and on SQLite (no transaction around them) a kill between the two lost them. A
 * product with variants keeps Payload's update: their counts live in its array's rows.
 */
async function writeStock(
  p: Payload,
  id: number,
  data: Partial<Product>,
  task: Task,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  if (data.variants) {
    await p.update({ collection: 'products', id, data, draft: false, ...access(task, req) });
    return;
  }
  const stock = {
    stockCount: data.stockCount,
    ...(data.stockOrder !== undefined ? { stockOrder: data.stockOrder } : {}),
  };
  await p.db.updateOne({ collection: 'products', id, data: stock, req, returning: false });
  const { docs } = await p.db.findVersions({
    collection: 'products',
    where: { and: [{ parent: { equals: id } }, { latest: { equals: true } }] },
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    req,
  });
  if (docs[0])
    await p.db.updateVersion({
      collection: 'products',
      id: docs[0].id,
      versionData: { version: stock } as never,
      req,
      returning: false,
    });
  pageCache.purgeAll();
}

/** The published product as it is in the database now (null when it is gone). */
const readProduct = (p: Payload, id: number, task: Task, req?: Partial<PayloadRequest>) =>
  p.findByID({ collection: 'products', id, draft: false, disableErrors: true, ...access(task, req) });

/**
 * Takes an order's units off the shelf, all or nothing: stock is read from the database (not the
 * memoised catalogue) and nothing is written when any item is short. Never below zero. The caller holds
 * the checkout lock and, where the database has them, a transaction (`req`).
 */
export async function takeStock(
  p: Payload,
  moves: readonly StockMove[],
  req?: Partial<PayloadRequest>,
  order?: number,
): Promise<ShortItem[]> {
  const writes: { id: number; data: Partial<Product> }[] = [];
  const short: ShortItem[] = [];
  for (const [id, group] of byProduct(moves)) {
    const doc = await readProduct(p, id, 'checkout', req);
    if (!doc) {
      short.push(...group.map((m) => ({ product: m.product, variant: m.variant, available: 0 })));
      continue;
    }
    const change = applyMoves(doc, group, -1);
    short.push(...change.short);
    if (change.data) writes.push({ id, data: change.data });
  }
  if (short.length > 0) return short;
  for (const w of writes) await writeStock(p, w.id, { ...w.data, stockOrder: order }, 'checkout', req);
  return [];
}

/**
 * Takes the units of an order a crash interrupted (data/shop/resume-orders.ts), skipping each product
 * that already carries the order as its last stock move (its units were taken before the crash). Paid
 * for and placed, the units are taken as far as there are any; returns what was short.
 */
export async function takeStockAgain(p: Payload, moves: readonly StockMove[], order: number): Promise<ShortItem[]> {
  const short: ShortItem[] = [];
  for (const [id, group] of byProduct(moves)) {
    const doc = await readProduct(p, id, 'checkout');
    if (!doc || doc.stockOrder === order) continue;
    const change = applyMoves(doc, group, -1);
    short.push(...change.short);
    const takeable = applyMoves(
      doc,
      group.map((m) => {
        const s = change.short.find((x) => x.variant === m.variant);
        return s ? { ...m, quantity: s.available } : m;
      }),
      -1,
    );
    if (takeable.data) await writeStock(p, id, { ...takeable.data, stockOrder: order }, 'checkout');
  }
  return short;
}

/** Puts a cancelled order's units back on the shelf (products since deleted are skipped). */
export async function returnStock(
  p: Payload,
  moves: readonly StockMove[],
  req?: Partial<PayloadRequest>,
): Promise<void> {
  for (const [id, group] of byProduct(moves)) {
    const doc = await readProduct(p, id, 'orders', req);
    if (!doc) continue;
    const change = applyMoves(doc, group, 1);
    if (change.data) await writeStock(p, id, change.data, 'orders', req);
  }
}
