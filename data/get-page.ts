import { routes } from '../config/routes';
import type { Page } from '../cms/payload-types';
import { toImageView } from './map/image';
import { richTextToHtml } from './map/rich-text';
import { toSeoView } from './map/seo';
import { memoDocument } from './cache/memo';
import { payload, readAs, type Previewer } from './payload';
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
    draft: page._status !== 'published',
  };
}

/** A previewer's read goes around the memo (it must neither see nor leave a visitor's copy). */
const memoFor = <T>(previewer: Previewer, key: string, read: () => Promise<T>): Promise<T> =>
  previewer ? read() : memoDocument(key, read);

/**
 * Published pages are read once per content generation (data/cache/memo.ts): a publish reads them anew,
 * and every render until then shares one view (and one validated layout, see get-builder-page.ts).
 */
export function getPageBySlug(
  slug: string,
  homePageId: number | string | null,
  previewer?: Previewer,
): Promise<PageView | null> {
  return memoFor(previewer, `page:slug:${homePageId}:${slug}`, async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      pagination: false,
      ...readAs(previewer),
    });
    const page = docs[0];
    return page ? toPageView(page, page.id === homePageId) : null;
  });
}

export function getPageById(id: number | string, previewer?: Previewer): Promise<PageView | null> {
  return memoFor(previewer, `page:id:${id}`, async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'pages',
      where: { id: { equals: id } },
      limit: 1,
      depth: 1,
      pagination: false,
      ...readAs(previewer),
    });
    const page = docs[0];
    return page ? toPageView(page, true) : null;
  });
}
