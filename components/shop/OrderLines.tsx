import type { OrderView } from '../../data/shop/get-order-for-buyer';
import { formatAgorot } from '../../engines/shop/money';
import { tcheckout } from '../../messages/checkout';

const money = (agorot: number) => <bdi dir="ltr">{formatAgorot(agorot)}</bdi>;

/** An order's lines, shipping, discount and totals with the VAT, as its buyer sees them. */
export function OrderLines({ order, pickupPlace }: { order: OrderView; pickupPlace: string }) {
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
        {order.lines.map((line, i) => (
          <tr key={i}>
            <th scope="row">
              {line.title}
              <span className="checkout__hint">
                {line.options && `${line.options} · `}
                {tcheckout.quantity(line.quantity)}
              </span>
            </th>
            <td>{money(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {order.discount && (
          <tr>
            <th scope="row">{tcheckout.discount(order.discount.code)}</th>
            <td>
              <bdi dir="ltr">{formatAgorot(-order.discount.amount)}</bdi>
            </td>
          </tr>
        )}
        <tr>
          <th scope="row">
            {tcheckout.shippingCost}: {tcheckout.shippingMethod[order.shippingMethod]}
            {order.address && <span className="checkout__hint">{order.address}</span>}
            {order.shippingMethod === 'pickup' && pickupPlace && (
              <span className="checkout__hint">{tcheckout.pickupAt(pickupPlace)}</span>
            )}
          </th>
          <td>{order.shipping === 0 ? tcheckout.free : money(order.shipping)}</td>
        </tr>
        <tr className="checkout__total">
          <th scope="row">{tcheckout.total}</th>
          <td>{money(order.total)}</td>
        </tr>
        <tr className="checkout__vat">
          <th scope="row">{tcheckout.vat(order.vatPercent)}</th>
          <td>{money(order.vat)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
