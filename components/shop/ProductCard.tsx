import { globalTypography, type TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import type { ProductView } from '../../data/shop/types';
import { productOffer } from '../../data/shop/product-offer';
import { tshop } from '../../messages/shop';
import { ResponsiveImage } from '../content/ResponsiveImage';
import { imageSizes } from '../content/image-sizes';
import { Price } from './Price';

interface Props {
  product: ProductView;
  now: Date;
  headingLevel?: 2 | 3;
  /** The first card of a catalogue is its largest early image. */
  priority?: boolean;
  /** A products widget's typography of the title and the price. */
  typography?: { title: TypographyStyle; price: TypographyStyle };
}

/**
 * A catalogue card. A simple product's button is WooCommerce's add-to-cart link (`?add-to-cart=`, with
 * the data attributes imported content carries): a plain link that works without JavaScript. A product
 * with options links to its page, where they are chosen.
 */
export function ProductCard({ product, now, headingLevel = 2, priority = false, typography }: Props) {
  const Heading = `h${headingLevel}` as const;
  const { variable, price, onSale, available } = productOffer(product, now);
  const image = product.images[0];
  return (
    <article className="product-card">
      <Heading {...typographyAttrs('product-card__title', typography?.title ?? globalTypography)}>
        <a href={product.url}>{product.title}</a>
      </Heading>
      {image && (
        <ResponsiveImage image={image} sizes={imageSizes.card} priority={priority} className="product-card__image" />
      )}
      {onSale && <span className="badge badge--sale">{tshop.sale}</span>}
      <Price price={price} from={variable} typography={typography?.price} />
      {!available && <p className="stock stock--out-of-stock">{tshop.outOfStock}</p>}
      {available && !variable ? (
        <a
          className="button product-card__action add_to_cart_button ajax_add_to_cart"
          href={`?add-to-cart=${product.id}`}
          rel="nofollow"
          data-product_id={product.id}
          data-product_sku={product.sku ?? undefined}
          data-quantity="1"
        >
          {tshop.addToCart}
          <span className="visually-hidden">: {product.title}</span>
        </a>
      ) : (
        <a className="button button--secondary product-card__action" href={product.url}>
          {available ? tshop.chooseOptions : tshop.moreDetails}
          <span className="visually-hidden">: {product.title}</span>
        </a>
      )}
    </article>
  );
}
