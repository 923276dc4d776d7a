import { routes } from '../config/routes';
import { currentAddress } from '../engines/links/current-address';
import { oldAddressKey } from '../engines/links/old-address';
import { getCategoryMap } from './get-category';
import { getSiteSettings } from './get-settings';
import { siteUrl } from './site-url';
import { memo } from './cache/memo';
import { asVisitor, payload } from './payload';

type Target = { relationTo: 'pages' | 'posts' | 'categories' | 'tags' | 'media'; value: unknown };

const slugOf = (value: unknown): string | null => {
  const slug = (value as { slug?: unknown } | null)?.slug;
  return typeof slug === 'string' && slug !== '' ? slug : null;
};

interface Redirects {
  /** Old slug → current address (renames inside arig). */
  slugs: Map<string, string>;
  /** Old whole address (engines/links/old-address) → current address (an imported site's URLs). */
  paths: Map<string, string>;
}

/** Where a redirect's target is now, or null for a draft or deleted one (nothing to send the visitor to). */
function targetAddress(
  to: Target,
  homePageId: number | string | null,
  categories: Map<number, { url: string }>,
): string | null {
  const target = to.value;
  const id = (target as { id?: unknown } | null)?.id;
  if (to.relationTo === 'categories') return (typeof id === 'number' && categories.get(id)?.url) || null;
  if (to.relationTo === 'media') {
    const filename = (target as { filename?: unknown } | null)?.filename;
    return typeof filename === 'string' && filename !== '' ? routes.media(filename) : null;
  }
  const slug = slugOf(target);
  if (!slug) return null;
  if (to.relationTo === 'tags') return routes.tag(slug);
  return to.relationTo === 'pages' && id === homePageId ? routes.home : routes.page(slug);
}

/** Old slugs and addresses → where their documents are now (one read per content change). */
function readRedirects(homePageId: number | string | null): Promise<Redirects> {
  return memo(`redirects:${homePageId}`, async () => {
    const p = await payload();
    const [{ docs }, categories] = await Promise.all([
      p.find({ collection: 'redirects', depth: 1, limit: 0, pagination: false, ...asVisitor }),
      getCategoryMap(),
    ]);
    const found: Redirects = { slugs: new Map(), paths: new Map() };
    for (const doc of docs) {
      const address = targetAddress(doc.to as Target, homePageId, categories);
      if (!address) continue;
      (doc.from.startsWith('/') ? found.paths : found.slugs).set(doc.from, address);
    }
    return found;
  });
}

/** Where an old slug's document is now (a path for a 301), or null. */
export async function getRedirect(slug: string, homePageId: number | string | null): Promise<string | null> {
  return (await readRedirects(homePageId)).slugs.get(slug) ?? null;
}

/**
 * Where an imported site's old address answers now (a path for a 301), or null. The lookup is one map
 * read once the redirects are memoised, so the server asks it before the page cache.
 */
export async function getOldAddressRedirect(pathname: string, params: URLSearchParams): Promise<string | null> {
  const { homePageId } = await getSiteSettings();
  const { paths } = await readRedirects(homePageId);
  if (paths.size === 0) return null;
  const key = oldAddressKey(pathname, params);
  const address = key === null ? undefined : paths.get(key);
  return address && address !== key ? address : null;
}

const same = (href: string) => href;

/**
 * Turns a link to a renamed page, article or category into its current address (see
 * engines/links/current-address), for the menus and layouts as they are rendered.
 */
export async function getRelinker(): Promise<(href: string) => string> {
  const { homePageId } = await getSiteSettings();
  const moved = (await readRedirects(homePageId)).slugs;
  if (moved.size === 0) return same;
  const origin = new URL(siteUrl()).origin;
  return (href) => currentAddress(href, moved, origin);
}
