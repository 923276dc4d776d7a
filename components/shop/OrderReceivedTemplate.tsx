import type { OrderView } from '../../data/shop/get-order-for-buyer';
import { cancellationFee } from '../../engines/shop/cancellation';
import { formatAgorot } from '../../engines/shop/money';
import { routes } from '../../config/routes';
import { tcheckout } from '../../messages/checkout';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { formatLongDate } from '../format/date';
import { CheckoutDisclosure, type Seller } from './CheckoutDisclosure';
import { OrderLines } from './OrderLines';
import { OrderFacts } from './OrderFacts';

interface Props {
  order: OrderView | null;
  seller: Seller;
  bankDetails: string | null;
  deliveryTime: string;
  pickupPlace: string;
  trail: Crumb[];
}

/** WooCommerce's "order received": the order, how to pay for it, and the seller's disclosure. */
export function OrderReceivedTemplate({ order, seller, bankDetails, deliveryTime, pickupPlace, trail }: Props) {
  if (!order)
    return (
      <div className="container checkout">
        <Breadcrumbs trail={trail} />
        <h1>ההזמנה לא נמצאה</h1>
        <p>
          {tcheckout.notFound} <a href={routes.findOrder}>{tcheckout.findOrderLink}</a>
        </p>
        <a className="button" href={routes.shop}>
          {tcheckout.backToShop}
        </a>
      </div>
    );
  const fresh = order.status === 'on-hold' || order.status === 'processing';
  return (
    <div className="container checkout order">
      <Breadcrumbs trail={trail} />
      <h1>{fresh ? tcheckout.received : `${tcheckout.orderNumber} ${order.number}`}</h1>
      <OrderFacts order={order} />
      {order.status === 'on-hold' && order.paymentMethod === 'bank-transfer' && bankDetails && (
        <section className="order__pay" aria-labelledby="order-pay-title">
          <h2 id="order-pay-title">{tcheckout.payBankTransfer}</h2>
          {bankDetails.split('\n').map((line, i) => (
            <p key={i}>{line}</p>
          ))}
          <p>{tcheckout.payReference(order.number)}</p>
          {order.payBy && <p>{tcheckout.payBy(formatLongDate(order.payBy))}</p>}
        </section>
      )}
      {order.paymentMethod === 'card' && fresh && <p className="order__pay">{tcheckout.paidByCard}</p>}
      {order.paymentMethod === 'wallet' && fresh && <p className="order__pay">{tcheckout.paidByWallet}</p>}
      {order.paymentMethod === 'cash-on-delivery' && fresh && <p className="order__pay">{tcheckout.payOnDelivery}</p>}
      <div className="order__layout">
        <section className="checkout__order" aria-labelledby="order-lines-title">
          <h2 id="order-lines-title">{tcheckout.summary}</h2>
          <OrderLines order={order} pickupPlace={pickupPlace} />
          <p className="checkout__hint">
            {tcheckout.mailSent} <bdi dir="ltr">{order.customer.email}</bdi>.
          </p>
        </section>
        <CheckoutDisclosure
          title={tcheckout.disclosureAfter}
          seller={seller}
          deliveryTime={order.shippingMethod === 'none' ? null : deliveryTime}
          fee={formatAgorot(cancellationFee(order.total))}
        />
      </div>
    </div>
  );
}
