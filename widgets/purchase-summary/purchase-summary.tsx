import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { typographyStyle } from '../../builder/parts/typography';
import { OrderLines } from '../../components/shop/OrderLines';
import { OrderFacts } from '../../components/shop/OrderFacts';
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
  const type = typographyStyle(props);
  const style = type.classes.length ? (type.style as CSSProperties) : undefined;
  return (
    <section {...withClass(ctx.attrs, 'checkout', ...type.classes)} style={style} aria-label={props.title}>
      <h2>{props.title}</h2>
      <OrderFacts order={order} />
      <OrderLines order={order} pickupPlace="" />
    </section>
  );
}
