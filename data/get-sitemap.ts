import { routes } from '../config/routes';
import { sitemapMaxUrls } from '../config/site';
import { categoryUrl } from './map/category';
import { asVisitor, payload } from './payload';
import type { SitemapEntry } from './types';

export type SitemapKind = 'post' | 'page' | 'category' | 'project' | 'product' | 'product_cat';

/** The kinds listed by their slug's address: the collection and how an entry's address is made. */
const slugged = {
  post: { collection: 'posts', url: routes.post },
  page: { collection: 'pages', url: routes.page },
  project: { collection: 'projects', url: routes.project },
  product: { collection: 'products', url: routes.product },
  product_cat: { collection: 'product-categories', url: routes.productCategory },
} as const;

export async function getSitemapEntries(
  kind: SitemapKind,
  page: number,
  homePageId: number | string | null,
): Promise<{ entries: SitemapEntry[]; totalPages: number }> {
  const p = await payload();
  if (kind === 'category') {
    const r = await p.find({
      collection: 'categories',
      depth: 1,
      limit: sitemapMaxUrls,
      page,
      sort: 'id',
      ...asVisitor,
    });
    return {
      entries: r.docs.filter((c) => !c.seo?.noindex).map((c) => ({ url: categoryUrl(c), lastmod: c.updatedAt })),
      totalPages: r.totalPages,
    };
  }
  const { collection, url } = slugged[kind];
  const r = await p.find({
    collection,
    depth: 0,
    limit: sitemapMaxUrls,
    page,
    sort: 'id',
    select: { slug: true, updatedAt: true, seo: true },
    ...asVisitor,
  });
  return {
    entries: r.docs
      .filter((d) => !d.seo?.noindex)
      .map((d) => ({ url: kind === 'page' && d.id === homePageId ? routes.home : url(d.slug), lastmod: d.updatedAt })),
    totalPages: r.totalPages,
  };
}
