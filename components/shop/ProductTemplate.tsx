import type { ProductView } from '../../data/shop/types';
import { productOffer } from '../../data/shop/product-offer';
import { tshop } from '../../messages/shop';
import { Breadcrumbs, type Crumb } from '../content/Breadcrumbs';
import { ResponsiveImage } from '../content/ResponsiveImage';
import { imageSizes } from '../content/image-sizes';
import { AddToCartForm } from './AddToCartForm';
import { Price } from './Price';
import { ProductCard } from './ProductCard';
import { ProductDetails } from './ProductDetails';
import { StockState } from './StockState';

interface Props {
  product: ProductView;
  related: ProductView[];
  trail: Crumb[];
  now: Date;
}

/** A product's page: gallery (images open in the site's lightbox), price with VAT, stock, options, details. */
export function ProductTemplate({ product, related, trail, now }: Props) {
  const { variable, price, onSale } = productOffer(product, now);
  const stock = variable ? null : product.stock;
  const [first, ...rest] = product.images;
  return (
    <div className="container product" data-product_id={product.id}>
      <Breadcrumbs trail={trail} />
      <div className="product__top">
        {first && (
          <section className="product__gallery" aria-label={tshop.gallery}>
            <a href={first.src} data-lightbox="product">
              <ResponsiveImage image={first} sizes={imageSizes.column} priority className="product__image" />
            </a>
            {rest.length > 0 && (
              <ul className="product__thumbs">
                {rest.map((image) => (
                  <li key={image.src}>
                    <a href={image.src} data-lightbox="product">
                      <ResponsiveImage image={image} sizes="6rem" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        <div className="product__summary">
          <h1 className="product__title">{product.title}</h1>
          {onSale && <span className="badge badge--sale">{tshop.sale}</span>}
          <Price price={price} from={variable} withVat />
          {stock ? <StockState stock={stock} /> : <p className="stock" data-variant-stock aria-live="polite" />}
          {product.shortHtml && (
            <div className="prose product__short" dangerouslySetInnerHTML={{ __html: product.shortHtml }} />
          )}
          <p className="product__kind">{tshop.kind[product.kind]}</p>
          <AddToCartForm product={product} now={now} />
          <dl className="product__meta">
            {product.sku && (
              <>
                <dt>{tshop.sku}</dt>
                <dd>
                  <bdi dir="ltr" data-product-sku>
                    {product.sku}
                  </bdi>
                </dd>
              </>
            )}
            {product.categories.length > 0 && (
              <>
                <dt>{tshop.categories}</dt>
                <TermLinks terms={product.categories} />
              </>
            )}
            {product.tags.length > 0 && (
              <>
                <dt>{tshop.tags}</dt>
                <TermLinks terms={product.tags} />
              </>
            )}
          </dl>
        </div>
      </div>
      <ProductDetails product={product} />
      {related.length > 0 && (
        <section className="product__related" aria-labelledby="product-related">
          <h2 id="product-related">{tshop.related}</h2>
          <ul className="product-grid">
            {related.map((r) => (
              <li key={r.id}>
                <ProductCard product={r} now={now} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function TermLinks({ terms }: { terms: ProductView['tags'] }) {
  return (
    <dd>
      {terms.map((term, i) => (
        <span key={term.id}>
          {i > 0 && ', '}
          <a href={term.url}>{term.title}</a>
        </span>
      ))}
    </dd>
  );
}
