import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { ShopNotice } from '../../components/shop/ShopNotice';
import { tw } from '../../messages/builder';
import type { NoticesProps } from './schema';

/** The shop's message after a change, here instead of at the top of the page (the page leaves it out). */
export function Notices({ ctx }: { props: NoticesProps; ctx: WidgetContext }) {
  if (!ctx.shopNotice) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.notices} />;
  return (
    <div {...ctx.attrs} data-shop-notices="">
      <ShopNotice notice={ctx.shopNotice} contained={false} />
    </div>
  );
}
