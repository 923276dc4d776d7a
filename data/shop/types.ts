import type { PriceRule } from '../../engines/shop/pricing';
import type { Stock } from '../../engines/shop/stock';
import type { ImageView } from '../types';

export type ProductKind = 'physical' | 'digital' | 'service';

export interface TermView {
  id: number;
  title: string;
  slug: string;
  url: string;
}

export interface ProductCategoryView extends TermView {
  description: string | null;
  parent: TermView | null;
  order: number;
}

export interface VariantView {
  id: string;
  /** The chosen value of each attribute, in the product's attribute order. */
  options: string[];
  sku: string | null;
  price: PriceRule;
  stock: Stock;
  legacyWcId: number | null;
}

/** A published product as the site shows it: prices as rules (the price now depends on the moment). */
export interface ProductView {
  id: number;
  title: string;
  slug: string;
  url: string;
  sku: string | null;
  kind: ProductKind;
  price: PriceRule;
  stock: Stock;
  shortHtml: string;
  descriptionHtml: string;
  images: ImageView[];
  categories: TermView[];
  tags: TermView[];
  attributes: { name: string; values: string[] }[];
  variants: VariantView[];
  relatedIds: number[];
  featured: boolean;
  legacyWcId: number | null;
  createdAt: string;
  seo: { title: string | null; description: string | null; noindex: boolean };
}
