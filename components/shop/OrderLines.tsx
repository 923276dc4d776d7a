import type { OrderView } from '../../data/shop/get-order-for-buyer';
import { formatAgorot } from '../../engines/shop/money';
import { tcheckout } from '../../messages/checkout';
import { DiscountRow, LinesTable } from './LinesTable';

const money = (agorot: number) => <bdi dir="ltr">{formatAgorot(agorot)}</bdi>;

/** An order's lines, shipping, discount and totals with the VAT, as its buyer sees them. */
export function OrderLines({ order, pickupPlace }: { order: OrderView; pickupPlace: string }) {
  return (
    <LinesTable
      lines={order.lines}
      footer={
        <>
          {order.discount && <DiscountRow code={order.discount.code} amount={order.discount.amount} />}
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
        </>
      }
    />
  );
}
