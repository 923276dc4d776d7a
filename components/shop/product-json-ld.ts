import type { ProductView } from '../../data/shop/types';
import { priceAt } from '../../engines/shop/pricing';
import { unitsAvailable } from '../../engines/shop/stock';
import { absolute } from '../seo/json-ld';

type Thing = Record<string, unknown>;

const money = (agorot: number) => (agorot / 100).toFixed(2);
const availability = (units: number) => (units > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

/** schema.org Product with its offer (or one offer per variant): price in ILS, VAT included, availability. */
export function productJsonLd(product: ProductView, siteUrl: string, now: Date): Thing {
  const url = absolute(siteUrl, product.url);
  const offer = (price: number, units: number, sku: string | null) => ({
    '@type': 'Offer',
    url,
    price: money(price),
    priceCurrency: 'ILS',
    availability: availability(units),
    ...(sku ? { sku } : {}),
    priceSpecification: {
      '@type': 'PriceSpecification',
      price: money(price),
      priceCurrency: 'ILS',
      valueAddedTaxIncluded: true,
    },
  });
  const offers = product.variants.length
    ? product.variants.map((v) => offer(priceAt(v.price, now).price, unitsAvailable(v.stock), v.sku))
    : [offer(priceAt(product.price, now).price, unitsAvailable(product.stock), product.sku)];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    url,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.images.length ? { image: product.images.map((i) => absolute(siteUrl, i.src)) } : {}),
    ...(product.seo.description ? { description: product.seo.description } : {}),
    offers: offers.length === 1 ? offers[0] : offers,
  };
}
