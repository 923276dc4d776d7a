import type { ProductCategoryView, ProductView } from './types';

/** A published product as the read layer hands it to pages and widgets (tests only). */
export const product = (id: number, overrides: Partial<ProductView> = {}): ProductView => ({
  id,
  title: `מוצר ${id}`,
  slug: `product-${id}`,
  url: `/product/product-${id}/`,
  sku: `SKU-${id}`,
  kind: 'digital',
  price: { regular: id * 1000, sale: null, saleFrom: null, saleTo: null },
  stock: { mode: 'unlimited', count: 0 },
  shortHtml: '',
  descriptionHtml: '',
  images: [],
  categories: [],
  tags: [],
  attributes: [],
  variants: [],
  relatedIds: [],
  featured: false,
  legacyWcId: null,
  createdAt: `2026-01-${String(10 + id).padStart(2, '0')}T10:00:00.000Z`,
  seo: { title: null, description: null, noindex: false },
  ...overrides,
});

export const category = (id: number, slug: string, parent: ProductCategoryView | null = null): ProductCategoryView => ({
  id,
  title: slug,
  slug,
  url: `/product-category/${slug}/`,
  description: null,
  parent: parent && { id: parent.id, title: parent.title, slug: parent.slug, url: parent.url },
  order: 0,
});
