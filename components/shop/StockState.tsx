import { availabilityOf, type Stock } from '../../engines/shop/stock';
import { tshop } from '../../messages/shop';

/** In stock, a few left (with the number), or out: said in words, never by colour alone. */
export function StockState({ stock }: { stock: Stock }) {
  const state = availabilityOf(stock);
  const text =
    state === 'out-of-stock' ? tshop.outOfStock : state === 'low-stock' ? tshop.lowStock(stock.count) : tshop.inStock;
  return <p className={`stock stock--${state}`}>{text}</p>;
}
