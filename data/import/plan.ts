import { routes } from '../../config/routes';
import { reservedSlugs } from '../../config/site';
import { slugify } from '../../cms/fields/slugify';
import { oldAddressKey } from '../../engines/links/old-address';
import type { WxrDocument, WxrItem } from '../../engines/wordpress/wxr';

export type ContentCollection = 'posts' | 'pages';

/** What an article or page of the export becomes: its collection, address and status in arig. */
export interface PlannedDoc {
  wpId: number;
  collection: ContentCollection;
  slug: string;
  path: string;
  draft: boolean;
  /** The old site's addresses of this document (its permalink, `/?p=`), as redirect keys. */
  oldKeys: string[];
  /** Why the document was planned differently from WordPress (a taken or reserved address). */
  note?: string;
}

export interface AddressPlan {
  docs: Map<number, PlannedDoc>;
  /** Old address key → arig's address, for links inside the imported content. */
  oldToNew: Map<string, string>;
  /** The old site's origin and the path it lived under (`/blog` for a site in a folder, else ''). */
  oldOrigin: string;
  basePath: string;
}

/** WordPress statuses that become documents: published ones stay published, the rest become drafts. */
export const importedStatuses: ReadonlySet<string> = new Set(['publish', 'draft', 'pending', 'private', 'future']);

export const isImportedContent = (item: WxrItem): boolean =>
  (item.type === 'post' || item.type === 'page') && importedStatuses.has(item.status);

function siteBase(doc: WxrDocument): { origin: string; basePath: string } {
  try {
    const url = new URL(doc.site.link || doc.site.baseBlogUrl || 'http://old.invalid/');
    return { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
  } catch {
    return { origin: 'http://old.invalid', basePath: '' };
  }
}

/** An old link's redirect key, if it is on the old site; null for another site's address. */
export function oldKeyOf(href: string, origin: string, basePath: string): string | null {
  let url: URL;
  try {
    url = new URL(href, `${origin}${basePath}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = basePath && url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : url.pathname;
  return oldAddressKey(path, url.searchParams);
}

/** The decoded form of an arig address, to compare with an old key. */
const keyOfPath = (path: string) => oldAddressKey(path) ?? path;

/**
 * Decides every article's and page's address before anything is written, so links between them can be
 * rewritten whatever order they are imported in. arig has one address space for pages, articles and
 * categories, and no child pages: `/about/team/` becomes `/team/` (and a redirect); an address taken by
 * something else in arig, or reserved for arig's own pages, gets the WordPress id appended.
 */
export async function planAddresses(
  doc: WxrDocument,
  takenElsewhere: (slug: string, collection: ContentCollection) => Promise<boolean>,
): Promise<AddressPlan> {
  const { origin, basePath } = siteBase(doc);
  const plan: AddressPlan = { docs: new Map(), oldToNew: new Map(), oldOrigin: origin, basePath };
  const used = new Set<string>(
    doc.terms.filter((t) => t.taxonomy === 'category').map((t) => slugify(t.slug) || slugify(t.name)),
  );
  for (const item of doc.items.filter(isImportedContent)) {
    const collection: ContentCollection = item.type === 'post' ? 'posts' : 'pages';
    const wanted = slugify(item.slug) || slugify(item.title) || `wp-${item.id}`;
    let slug = wanted;
    let note: string | undefined;
    if (reservedSlugs.has(wanted)) {
      slug = `${wanted}-wordpress`;
      note = `הכתובת ‎/${wanted}/ שמורה לעמוד של arig עצמו: העמוד יובא כטיוטה בכתובת ‎/${slug}/`;
    } else if (used.has(wanted) || (await takenElsewhere(wanted, collection))) {
      slug = `${wanted}-${item.id}`;
      note = `הכתובת ‎/${wanted}/ כבר בשימוש: העמוד יובא בכתובת ‎/${slug}/ (והכתובת הישנה מפנה אליו)`;
    }
    used.add(slug);
    const path = collection === 'posts' ? routes.post(slug) : routes.page(slug);
    const oldKeys = [
      oldKeyOf(item.link, origin, basePath),
      `/?${collection === 'posts' ? 'p' : 'page_id'}=${item.id}`,
    ].filter((key): key is string => key !== null && key !== keyOfPath(path));
    const draft = item.status !== 'publish' || reservedSlugs.has(wanted);
    plan.docs.set(item.id, { wpId: item.id, collection, slug, path, draft, oldKeys, note });
    for (const key of oldKeys) plan.oldToNew.set(key, path);
    // A link to the old address that happens to equal the new one needs no rewrite, but must not miss either.
    plan.oldToNew.set(keyOfPath(path), path);
  }
  for (const term of doc.terms.filter((t) => t.taxonomy === 'category')) {
    const slug = slugify(term.slug) || slugify(term.name);
    const parent = term.parentSlug ? slugify(term.parentSlug) : null;
    const path = routes.category(slug, parent);
    const oldPath = `/category/${[term.parentSlug, term.slug].filter(Boolean).join('/')}/`;
    plan.oldToNew.set(keyOfPath(oldPath), path);
  }
  return plan;
}
