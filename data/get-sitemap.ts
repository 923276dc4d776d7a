import { routes } from '../config/routes';
import { sitemapMaxUrls } from '../config/site';
import { categoryUrl } from './map/category';
import { asVisitor, payload } from './payload';
import type { SitemapEntry } from './types';

export type SitemapKind = 'post' | 'page' | 'category' | 'project' | 'product' | 'product_cat';

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
  if (kind === 'product_cat') {
    const r = await p.find({
      collection: 'product-categories',
      depth: 0,
      limit: sitemapMaxUrls,
      page,
      sort: 'id',
      select: { slug: true, updatedAt: true, seo: true },
      ...asVisitor,
    });
    return {
      entries: r.docs
        .filter((c) => !c.seo?.noindex)
        .map((c) => ({ url: routes.productCategory(c.slug), lastmod: c.updatedAt })),
      totalPages: r.totalPages,
    };
  }
  const collection =
    kind === 'post' ? 'posts' : kind === 'page' ? 'pages' : kind === 'product' ? 'products' : 'projects';
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
      .map((d) => ({
        url:
          kind === 'project'
            ? routes.project(d.slug)
            : kind === 'product'
              ? routes.product(d.slug)
              : kind === 'page' && d.id === homePageId
                ? routes.home
                : routes.post(d.slug),
        lastmod: d.updatedAt,
      })),
    totalPages: r.totalPages,
  };
}
