import type { ReactNode } from 'react';
import { formatAgorot } from '../../engines/shop/money';
import { tcheckout } from '../../messages/checkout';

export interface LineShown {
  key?: string;
  title: string;
  options: string | null;
  quantity: number;
  /** In agorot. */
  lineTotal: number;
}

/** The lines of a checkout or an order, then the rows its owner adds (discount, shipping, totals). */
export function LinesTable({ lines, footer }: { lines: readonly LineShown[]; footer: ReactNode }) {
  return (
    <table className="checkout__lines">
      <caption className="visually-hidden">{tcheckout.summary}</caption>
      <thead>
        <tr>
          <th scope="col">{tcheckout.product}</th>
          <th scope="col">{tcheckout.lineTotal}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={line.key ?? i}>
            <th scope="row">
              {line.title}
              <span className="checkout__hint">
                {line.options && `${line.options} · `}
                {tcheckout.quantity(line.quantity)}
              </span>
            </th>
            <td>
              <bdi dir="ltr">{formatAgorot(line.lineTotal)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>{footer}</tfoot>
    </table>
  );
}

/** A coupon's discount, as a negative amount. */
export function DiscountRow({ code, amount }: { code: string; amount: number }) {
  return (
    <tr>
      <th scope="row">{tcheckout.discount(code)}</th>
      <td>
        <bdi dir="ltr">{formatAgorot(-amount)}</bdi>
      </td>
    </tr>
  );
}
