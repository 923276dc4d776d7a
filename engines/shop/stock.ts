export type StockMode = 'unlimited' | 'count' | 'out';

export interface Stock {
  mode: StockMode;
  /** Units on hand when `mode` is 'count'; never below zero. */
  count: number;
}

/** How many units can be sold: Infinity for unlimited stock. */
export function unitsAvailable(stock: Stock): number {
  if (stock.mode === 'unlimited') return Infinity;
  if (stock.mode === 'out') return 0;
  return Math.max(0, Math.floor(stock.count));
}

export type Availability = 'in-stock' | 'low-stock' | 'out-of-stock';

/** What a product page says: out, a few left (five or fewer, said with the number), or in stock. */
export function availabilityOf(stock: Stock): Availability {
  const units = unitsAvailable(stock);
  if (units === 0) return 'out-of-stock';
  return units <= 5 ? 'low-stock' : 'in-stock';
}
