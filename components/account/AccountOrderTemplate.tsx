import { routes } from '../../config/routes';
import type { OrderView } from '../../data/shop/get-order-for-buyer';
import { taccount } from '../../messages/account';
import { tcheckout } from '../../messages/checkout';
import type { Crumb } from '../content/Breadcrumbs';
import { OrderFacts } from '../shop/OrderFacts';
import { OrderLines } from '../shop/OrderLines';
import { AccountFrame } from './AccountFrame';

/** One of the account's orders: its facts, lines and totals, and the way to cancel it. */
export function AccountOrderTemplate(props: {
  trail: Crumb[];
  number: number;
  order: OrderView | null;
  pickupPlace: string;
}) {
  const { order } = props;
  return (
    <AccountFrame trail={props.trail} title={taccount.orderTitle(props.number)} section="orders">
      {order ? (
        <>
          <OrderFacts order={order} />
          <section className="checkout__order" aria-labelledby="order-lines-title">
            <h2 id="order-lines-title">{tcheckout.summary}</h2>
            <OrderLines order={order} pickupPlace={props.pickupPlace} />
          </section>
          <p className="account__actions">
            <a href={routes.accountOrders}>{taccount.backToOrders}</a>
            <a href={routes.cancelOrder}>{taccount.cancelThis}</a>
          </p>
        </>
      ) : (
        <p className="account__empty">
          {taccount.orderNotFound} <a href={routes.accountOrders}>{taccount.backToOrders}</a>
        </p>
      )}
    </AccountFrame>
  );
}
