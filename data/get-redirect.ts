import { routes } from '../config/routes';
import { currentAddress } from '../engines/links/current-address';
import { getCategoryMap } from './get-category';
import { getSiteSettings } from './get-settings';
import { siteUrl } from './site-url';
import { memo } from './cache/memo';
import { asVisitor, payload } from './payload';

type Target = { relationTo: 'pages' | 'posts' | 'categories'; value: unknown };

const slugOf = (value: unknown): string | null => {
  const slug = (value as { slug?: unknown } | null)?.slug;
  return typeof slug === 'string' && slug !== '' ? slug : null;
};

/** Old slug → where its document is now, for the documents a visitor may see (one read per content change). */
function readRedirects(homePageId: number | string | null): Promise<Map<string, string>> {
  return memo(`redirects:${homePageId}`, async () => {
    const p = await payload();
    const [{ docs }, categories] = await Promise.all([
      p.find({ collection: 'redirects', depth: 1, limit: 0, pagination: false, ...asVisitor }),
      getCategoryMap(),
    ]);
    const map = new Map<string, string>();
    for (const doc of docs) {
      const to = doc.to as Target;
      const target = to.value;
      const id = (target as { id?: unknown } | null)?.id;
      if (to.relationTo === 'categories') {
        const category = typeof id === 'number' ? categories.get(id) : undefined;
        if (category) map.set(doc.from, category.url);
        continue;
      }
      const slug = slugOf(target);
      if (!slug) continue; // a draft or deleted target: nothing to send the visitor to
      map.set(doc.from, to.relationTo === 'pages' && id === homePageId ? routes.home : routes.page(slug));
    }
    return map;
  });
}

/** Where an old slug's document is now (a path for a 301), or null. */
export async function getRedirect(slug: string, homePageId: number | string | null): Promise<string | null> {
  return (await readRedirects(homePageId)).get(slug) ?? null;
}

const same = (href: string) => href;

/**
 * Turns a link to a renamed page, article or category into its current address (see
 * engines/links/current-address), for the menus and layouts as they are rendered.
 */
export async function getRelinker(): Promise<(href: string) => string> {
  const { homePageId } = await getSiteSettings();
  const moved = await readRedirects(homePageId);
  if (moved.size === 0) return same;
  const origin = new URL(siteUrl()).origin;
  return (href) => currentAddress(href, moved, origin);
}
