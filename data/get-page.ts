import { routes } from '../config/routes';
import type { Page } from '../cms/payload-types';
import { toImageView } from './map/image';
import { richTextToHtml } from './map/rich-text';
import { toSeoView } from './map/seo';
import { memo } from './cache/memo';
import { asVisitor, payload } from './payload';
import type { PageView } from './types';

function toPageView(page: Page, isHome: boolean): PageView {
  return {
    id: page.id,
    slug: page.slug,
    url: isHome ? routes.home : routes.page(page.slug),
    title: page.title,
    contentHtml: richTextToHtml(page.content),
    layout: page.layout ?? null,
    image: toImageView(page.image),
    seo: toSeoView(page.seo),
    updatedAt: page.updatedAt,
  };
}

/**
 * Published pages are read once per content generation (data/cache/memo.ts): a publish reads them anew,
 * and every render until then shares one view (and one validated layout, see get-builder-page.ts).
 */
export function getPageBySlug(slug: string, homePageId: number | string | null): Promise<PageView | null> {
  return memo(`page:slug:${homePageId}:${slug}`, async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      pagination: false,
      ...asVisitor,
    });
    const page = docs[0];
    return page ? toPageView(page, page.id === homePageId) : null;
  });
}

export function getPageById(id: number | string): Promise<PageView | null> {
  return memo(`page:id:${id}`, async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'pages',
      where: { id: { equals: id } },
      limit: 1,
      depth: 1,
      pagination: false,
      ...asVisitor,
    });
    const page = docs[0];
    return page ? toPageView(page, true) : null;
  });
}
