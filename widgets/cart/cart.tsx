import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { CartContents } from '../../components/shop/CartContents';
import { routes } from '../../config/routes';
import { tw } from '../../messages/builder';
import { tshop } from '../../messages/shop';
import type { CartProps } from './schema';

/**
 * The visitor's cart in a page: the cart page's forms, returning here after each change. Where the page
 * could not read the visitor's cart (a popup, shared by every page and cached), it is the way to the cart.
 */
export function Cart({ props, ctx }: { props: CartProps; ctx: WidgetContext }) {
  if (!ctx.cart) {
    if (ctx.editing) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.cart} />;
    return (
      <div {...ctx.attrs}>
        <a className="button" href={routes.cart}>
          {tshop.viewCart}
        </a>
      </div>
    );
  }
  return (
    <div {...withClass(ctx.attrs, `cart cart--${props.layout}`)} data-cart={ctx.domId}>
      {props.title && <h2 {...typographyAttrs('cart__title', typographyStyle(props, 'typo_title'))}>{props.title}</h2>}
      <CartContents cart={ctx.cart} back={ctx.currentPath} idBase={ctx.domId} />
    </div>
  );
}
