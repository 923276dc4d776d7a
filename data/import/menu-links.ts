import { slugify } from '../../cms/fields/slugify';
import { routes } from '../../config/routes';
import type { WxrDocument, WxrItem, WxrTerm } from '../../engines/wordpress/wxr';
import type { WpMenuItem } from './menu-items';
import { isNavigationHref } from './navigation-href';
import type { AddressPlan, PlannedDoc } from './plan';

/** What a menu item becomes in arig's navigation. */
export type MenuLink =
  | { kind: 'link'; label: string; href: string; notes: string[] }
  /** A custom link to `#` or nowhere: in WordPress, a parent that only opens its submenu. */
  | { kind: 'heading'; label: string; notes: string[] }
  | { kind: 'skip'; label: string; reason: string };

/** What a menu item's link is looked up in. */
export interface MenuSources {
  items: ReadonlyMap<number, WxrItem>;
  terms: ReadonlyMap<number, WxrTerm>;
  plan: AddressPlan;
  /** arig address → the planned document there, for custom links to the old site's pages. */
  byPath: ReadonlyMap<string, PlannedDoc>;
  link: (href: string) => string;
}

export function menuSources(doc: WxrDocument, plan: AddressPlan, link: (href: string) => string): MenuSources {
  return {
    items: new Map(doc.items.map((i) => [i.id, i])),
    terms: new Map(doc.terms.map((t) => [t.id, t])),
    plan,
    byPath: new Map([...plan.docs.values()].map((d) => [d.path, d])),
    link,
  };
}

/** WordPress pages at addresses arig keeps for pages of its own (plan.ts imports them as drafts elsewhere). */
const ownPages = new Map<string, string>([
  ['accessibility-statement', routes.accessibilityStatement],
  ['shop', routes.shop],
  ['cart', routes.cart],
  ['checkout', routes.checkout],
  ['my-account', routes.account],
]);

/** Menu labels are plain text; WordPress allows markup in them (an icon's `<i>`). */
const cleanLabel = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

type Target = { href: string; notes: string[] } | { skip: string };

function documentTarget(objectId: number, sources: MenuSources): Target {
  const wp = sources.items.get(objectId);
  if (!wp) return { skip: `התוכן שהפריט מקשר אליו (מזהה ${objectId}) אינו בקובץ הייצוא` };
  const own = wp.type === 'page' && wp.status === 'publish' ? ownPages.get(slugify(wp.slug)) : undefined;
  if (own)
    return {
      href: own,
      notes: [
        `הפריט מקשר לעמוד "${wp.title}" של וורדפרס, שיובא כטיוטה כי לאתר יש עמוד משלו בכתובת ${own}: הפריט מקשר לעמוד של האתר`,
      ],
    };
  const planned = sources.plan.docs.get(objectId);
  if (!planned) return { skip: `"${wp.title}" (סוג "${wp.type}", מצב "${wp.status}") אינו מיובא, ולכן גם הקישור אליו` };
  if (planned.draft) return { skip: `"${wp.title}" יובא כטיוטה ואינו גלוי לגולשים, ולכן הקישור אליו לא נכלל בתפריט` };
  return { href: planned.path, notes: [] };
}

function termTarget(item: WpMenuItem, sources: MenuSources): Target {
  const term = sources.terms.get(item.objectId);
  if (!term || term.taxonomy !== item.object)
    return { skip: `המונח שהפריט מקשר אליו (${item.object} ${item.objectId}) אינו בקובץ הייצוא` };
  const slug = slugify(term.slug) || slugify(term.name);
  if (!slug) return { skip: `למונח "${term.name}" אין שם כתובת שאפשר להשתמש בו` };
  if (term.taxonomy === 'category')
    return { href: routes.category(slug, term.parentSlug ? slugify(term.parentSlug) : null), notes: [] };
  if (term.taxonomy === 'post_tag') return { href: routes.tag(slug), notes: [] };
  return { skip: `מונחים מסוג "${term.taxonomy}" אינם מיובאים לתפריט` };
}

/** An address on the old site the link rewriter leaves as it is (its home page, `/?s=`) → the same path here. */
function oldSitePath(href: string, plan: AddressPlan): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.origin !== plan.oldOrigin) return null;
  const { pathname } = url;
  const inBase = plan.basePath !== '' && (pathname === plan.basePath || pathname.startsWith(`${plan.basePath}/`));
  return `${(inBase ? pathname.slice(plan.basePath.length) : pathname) || '/'}${url.search}${url.hash}`;
}

function customTarget(url: string, sources: MenuSources): Target {
  const rewritten = sources.link(url);
  const href = oldSitePath(rewritten, sources.plan) ?? rewritten;
  // A link to an old page that arig imports as a draft (or keeps for a page of its own) is treated as that page.
  const planned = sources.byPath.get(href.replace(/#.*$/, ''));
  return planned?.draft ? documentTarget(planned.wpId, sources) : { href, notes: [] };
}

function objectTitle(item: WpMenuItem, sources: MenuSources): string {
  if (item.type === 'post_type') return sources.items.get(item.objectId)?.title ?? '';
  if (item.type === 'taxonomy') return sources.terms.get(item.objectId)?.name ?? '';
  return '';
}

function targetOf(item: WpMenuItem, sources: MenuSources): Target | null {
  if (item.type === 'post_type') return documentTarget(item.objectId, sources);
  if (item.type === 'taxonomy') return termTarget(item, sources);
  if (item.type === 'custom') {
    const url = item.url.trim();
    return url === '' || url === '#' ? null : customTarget(url, sources);
  }
  return { skip: `פריטי תפריט מסוג "${item.type}" אינם נתמכים` };
}

function unsupported(item: WpMenuItem): string[] {
  const notes: string[] = [];
  if (item.target)
    notes.push(
      `בוורדפרס הפריט נפתח ${item.target === '_blank' ? 'בחלון חדש' : `ביעד "${item.target}"`}; בתפריט של האתר קישורים נפתחים באותו חלון`,
    );
  if (item.classes.length > 0)
    notes.push(`מחלקות ה-CSS של הפריט (${item.classes.join(' ')}) לא הועברו: לפריטי התפריט של האתר אין מחלקות`);
  return notes;
}

/** A menu item → its label and arig address, or why it is left out. Pure. */
export function resolveMenuLink(item: WpMenuItem, sources: MenuSources): MenuLink {
  const label = cleanLabel(item.title) || cleanLabel(objectTitle(item, sources));
  if (item.status !== 'publish') return { kind: 'skip', label, reason: `פריט התפריט לא פורסם (מצב "${item.status}")` };
  const target = targetOf(item, sources);
  if (target !== null && 'skip' in target) return { kind: 'skip', label, reason: target.skip };
  if (!label) return { kind: 'skip', label, reason: 'לפריט אין טקסט' };
  if (target === null) return { kind: 'heading', label, notes: unsupported(item) };
  if (!isNavigationHref(target.href))
    return {
      kind: 'skip',
      label,
      reason: `הקישור "${target.href}" אינו קישור שהתפריט מקבל (כתובת באתר שמתחילה ב-/, או https://, tel:, mailto:)`,
    };
  return { kind: 'link', label, href: target.href, notes: [...target.notes, ...unsupported(item)] };
}
