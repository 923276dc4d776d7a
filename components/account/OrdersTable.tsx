import { statusLabel } from '../../cms/collections/orders/statuses';
import { routes } from '../../config/routes';
import type { OrderView } from '../../data/shop/get-order-for-buyer';
import { formatAgorot } from '../../engines/shop/money';
import { taccount } from '../../messages/account';
import { formatLongDate } from '../format/date';

/** The account's orders as a table: number (linked), date, status, total and how many items. */
export function OrdersTable({ orders, caption }: { orders: OrderView[]; caption: string }) {
  return (
    <div className="account__table-wrap">
      <table className="account__orders">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{taccount.orderColumn}</th>
            <th scope="col">{taccount.dateColumn}</th>
            <th scope="col">{taccount.statusColumn}</th>
            <th scope="col">{taccount.totalColumn}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.number}>
              <th scope="row">
                <a href={routes.accountOrder(o.number)} aria-label={taccount.view(o.number)}>
                  <bdi>#{o.number}</bdi>
                </a>
              </th>
              <td>{formatLongDate(o.createdAt)}</td>
              <td>{statusLabel(o.status)}</td>
              <td>
                <bdi dir="ltr">{formatAgorot(o.total)}</bdi>{' '}
                <span className="account__items">
                  ({taccount.itemsCount(o.lines.reduce((n, l) => n + l.quantity, 0))})
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
