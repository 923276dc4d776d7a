import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { Price } from '../../components/shop/Price';
import { routes } from '../../config/routes';
import { productOffer } from '../../data/shop/product-offer';
import { tw } from '../../messages/builder';
import { tshop } from '../../messages/shop';
import type { PaymentButtonsProps } from './schema';

/**
 * "Buy now" buttons: WooCommerce's add-to-cart link to the checkout, with the payment method chosen there
 * (`?method=`). Works without JavaScript. Only the methods the owner configured are shown; a product with
 * options links to its page, a sold-out one says so.
 */
export function PaymentButtons({ props, ctx }: { props: PaymentButtonsProps; ctx: WidgetContext }) {
  const product = ctx.shop?.products.find((p) => p.slug === props.product);
  const offered = ctx.shop?.payments ?? [];
  const buttons = [
    ...(props.card && offered.includes('card') ? [{ method: 'card', text: props.card_text }] : []),
    ...(props.wallet && offered.includes('wallet') ? [{ method: 'wallet', text: props.wallet_text }] : []),
  ];
  if (!product || buttons.length === 0) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.paymentButtons} />;
  const { variable, price, available } = productOffer(product, new Date(ctx.shop?.now ?? 0));
  return (
    <div {...ctx.attrs}>
      {!variable && <Price price={price} withVat />}
      {variable ? (
        <a className="button" href={product.url}>
          {tshop.chooseOptions}
          <span className="visually-hidden">: {product.title}</span>
        </a>
      ) : available ? (
        <p className="w-payment-buttons__row">
          {buttons.map((b) => (
            <a
              key={b.method}
              className={`button w-payment-buttons__${b.method}`}
              href={`${routes.checkout}?add-to-cart=${product.id}&quantity=${props.quantity}&method=${b.method}`}
              rel="nofollow"
            >
              {b.text}
              <span className="visually-hidden">: {product.title}</span>
            </a>
          ))}
        </p>
      ) : (
        <p className="stock stock--out-of-stock">{tshop.outOfStock}</p>
      )}
    </div>
  );
}
