import type { OrderView } from '../../data/shop/get-order-for-buyer';
import { statusLabel } from '../../cms/collections/orders/statuses';
import { formatAgorot } from '../../engines/shop/money';
import { tcheckout } from '../../messages/checkout';
import { formatLongDate } from '../format/date';

/** An order at a glance: its number, date, total, payment method and status. */
export function OrderFacts({ order }: { order: OrderView }) {
  const facts: [string, React.ReactNode][] = [
    [tcheckout.orderNumber, <bdi key="n">{order.number}</bdi>],
    [tcheckout.orderDate, formatLongDate(order.createdAt)],
    [
      tcheckout.total,
      <bdi key="t" dir="ltr">
        {formatAgorot(order.total)}
      </bdi>,
    ],
    [tcheckout.payment, tcheckout.paymentMethod[order.paymentMethod]],
    [tcheckout.orderStatus, statusLabel(order.status)],
  ];
  return (
    <dl className="order__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
