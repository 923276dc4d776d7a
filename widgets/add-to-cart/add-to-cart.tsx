import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { Price } from '../../components/shop/Price';
import { productOffer } from '../../data/shop/product-offer';
import { tw } from '../../messages/builder';
import { tshop } from '../../messages/shop';
import type { AddToCartProps } from './schema';

/**
 * WooCommerce's add-to-cart link for one product: `?add-to-cart=` without JavaScript, in place with it
 * (site-runtime/shop). A product with options links to its page; a sold-out one says so.
 */
export function AddToCart({ props, ctx }: { props: AddToCartProps; ctx: WidgetContext }) {
  const product = ctx.shop?.products.find((p) => p.slug === props.product);
  if (!product) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.addToCart} />;
  const now = new Date(ctx.shop?.now ?? 0);
  const { variable, price, available } = productOffer(product, now);
  const button = typographyStyle(props, 'typo_button');
  return (
    <div {...ctx.attrs}>
      {props.show_price && !variable && (
        <Price price={price} withVat typography={typographyStyle(props, 'typo_price')} />
      )}
      {variable ? (
        <a {...typographyAttrs('button', button)} href={product.url}>
          {tshop.chooseOptions}
          <span className="visually-hidden">: {product.title}</span>
        </a>
      ) : available ? (
        <a
          {...typographyAttrs('button add_to_cart_button ajax_add_to_cart', button)}
          href={`?add-to-cart=${product.id}&quantity=${props.quantity}`}
          rel="nofollow"
          data-product_id={product.id}
          data-quantity={props.quantity}
          data-product_sku={product.sku ?? undefined}
        >
          {props.text}
          <span className="visually-hidden">: {product.title}</span>
        </a>
      ) : (
        <p className="stock stock--out-of-stock">{tshop.outOfStock}</p>
      )}
    </div>
  );
}
