import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { typographyStyle } from '../../builder/parts/typography';
import { styleAttr } from '../../builder/parts/typography-attrs';
import { ShopNotice } from '../../components/shop/ShopNotice';
import { tw } from '../../messages/builder';
import type { NoticesProps } from './schema';

/** The shop's message after a change, here instead of at the top of the page (the page leaves it out). */
export function Notices({ props, ctx }: { props: NoticesProps; ctx: WidgetContext }) {
  if (!ctx.shopNotice) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.notices} />;
  // On the widget: the notice's text and its link to the cart inherit it (the link keeps its own bold).
  const type = typographyStyle(props);
  return (
    <div {...withClass(ctx.attrs, ...type.classes)} style={styleAttr(type.style)} data-shop-notices="">
      <ShopNotice notice={ctx.shopNotice} contained={false} />
    </div>
  );
}
