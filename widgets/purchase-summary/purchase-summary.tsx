import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { statusLabel } from '../../cms/collections/orders/statuses';
import { formatLongDate } from '../../components/format/date';
import { OrderLines } from '../../components/shop/OrderLines';
import { formatAgorot } from '../../engines/shop/money';
import { tcheckout } from '../../messages/checkout';
import { tw } from '../../messages/builder';
import type { PurchaseSummaryProps } from './schema';

/**
 * WooCommerce's purchase summary on the owner's own thank-you page: the order its link names
 * (`?order=…&key=…`, number and token both checked), for its buyer only. Without one, visitors see
 * nothing and the editor sees what it is for.
 */
export function PurchaseSummary({ props, ctx }: { props: PurchaseSummaryProps; ctx: WidgetContext }) {
  const { order } = ctx;
  if (!order) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.purchaseSummary(props.title)} />;
  return (
    <section className="w-purchase-summary checkout" aria-label={props.title}>
      <h2>{props.title}</h2>
      <dl className="order__facts">
        <div>
          <dt>{tcheckout.orderNumber}</dt>
          <dd>
            <bdi>{order.number}</bdi>
          </dd>
        </div>
        <div>
          <dt>{tcheckout.orderDate}</dt>
          <dd>{formatLongDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{tcheckout.total}</dt>
          <dd>
            <bdi dir="ltr">{formatAgorot(order.total)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{tcheckout.payment}</dt>
          <dd>{tcheckout.paymentMethod[order.paymentMethod]}</dd>
        </div>
        <div>
          <dt>{tcheckout.orderStatus}</dt>
          <dd>{statusLabel(order.status)}</dd>
        </div>
      </dl>
      <OrderLines order={order} pickupPlace="" />
    </section>
  );
}
