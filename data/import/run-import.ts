import type { Payload, TypedUser } from 'payload';
import { pageCache } from '../cache/page-cache';
import { slugify } from '../../cms/fields/slugify';
import { oldAddressKey } from '../../engines/links/old-address';
import { parseWxr, type WxrDocument } from '../../engines/wordpress/wxr';
import { routes } from '../../config/routes';
import { asImporter, type ImportContext, type ProgressListener } from './context';
import { importAuthors } from './import-authors';
import { importContent } from './import-content';
import { importForms } from './import-forms';
import { importMedia } from './import-media';
import { importMenus } from './import-menus';
import { importOptions } from './import-options';
import { importPopups, placePopupsOnPages } from './import-popups';
import { importThemeTemplates } from './import-theme-templates';
import { importProducts } from './import-products';
import { importRedirects } from './import-redirects';
import { importSiteSettings } from './import-site';
import { importTerms, termKey } from './import-terms';
import { makeLinkRewriter } from './links';
import { isImportedContent, planAddresses, type ContentCollection } from './plan';
import { emptyReport, type ImportReport } from './report';
import type { WordPressOptions } from './wordpress-options';

export interface ImportOptions {
  payload: Payload;
  /** The admin the import acts as: every write is checked against their access. */
  user: TypedUser;
  /** The WXR file's text. */
  xml: string;
  /** The old site's `wp-content/uploads` folder; without it every picture is reported missing. */
  uploadsDir: string | null;
  dryRun: boolean;
  onProgress?: ProgressListener;
  /** The optional options file (`--options`): front page, Joinchat and Ally settings. */
  options?: WordPressOptions | null;
}

/** Types a stage of their own imports (or that hold no content). */
const ownStage = new Set([
  'attachment',
  'elementor_library',
  'nav_menu_item',
  'product',
  'product_variation',
  'revision',
  'customize_changeset',
  'oembed_cache',
  'wp_global_styles',
]);

function reportUnimported(ctx: ImportContext, doc: WxrDocument): void {
  for (const item of doc.items) {
    if (isImportedContent(item) || ownStage.has(item.type)) continue;
    const reason =
      item.type === 'post' || item.type === 'page'
        ? `מצב "${item.status}" אינו מיובא`
        : `סוג התוכן "${item.type}" אינו מיובא`;
    ctx.report.skipped.push({ kind: item.type, wpId: item.id, title: item.title, reason });
  }
}

/** Old `/category/…/` addresses whose arig address differs → the imported category. */
function categoryRedirects(ctx: ImportContext, doc: WxrDocument): Map<string, number | string> {
  const found = new Map<string, number | string>();
  for (const term of doc.terms.filter((t) => t.taxonomy === 'category')) {
    const id = ctx.ids.terms.get(termKey('category', term.slug));
    const old = oldAddressKey(`/category/${[term.parentSlug, term.slug].filter(Boolean).join('/')}/`);
    if (id === undefined || !old) continue;
    const slug = slugify(term.slug) || slugify(term.name);
    const now = routes.category(slug, term.parentSlug ? slugify(term.parentSlug) : null);
    if (oldAddressKey(now) !== old) found.set(old, id);
  }
  return found;
}

/** The imported pictures' addresses, for links to the old uploads. */
async function mediaUrls(ctx: ImportContext): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  const ids = [...ctx.ids.mediaByPath.entries()].filter(([, id]) => typeof id === 'number');
  if (ids.length === 0) return urls;
  const { docs } = await ctx.payload.find({
    collection: 'media',
    where: { id: { in: ids.map(([, id]) => id) } },
    limit: 0,
    pagination: false,
    depth: 0,
    ...asImporter(ctx),
  });
  const byId = new Map(docs.map((d) => [d.id, d.filename ? routes.media(d.filename) : null]));
  for (const [key, id] of ids) {
    const url = byId.get(Number(id));
    if (url) urls.set(key, url);
  }
  return urls;
}

/**
 * Imports a WordPress export into arig (issue 22), stage by stage: authors, categories and tags, media,
 * articles and pages (Elementor layouts included), the old addresses as redirects, the site's title.
 * Each failure is reported and the import goes on; a dry run reads and converts everything and writes
 * nothing. The page cache is purged once at the end.
 */
export async function importWordPress(options: ImportOptions): Promise<ImportReport> {
  const doc = parseWxr(options.xml);
  const ctx: ImportContext = {
    payload: options.payload,
    user: options.user,
    dryRun: options.dryRun,
    report: emptyReport(options.dryRun),
    ids: {
      authors: new Map(),
      terms: new Map(),
      categorySlugs: new Map(),
      media: new Map(),
      mediaByPath: new Map(),
      popups: new Map(),
      forms: new Map(),
    },
    progress: options.onProgress ?? (() => undefined),
  };
  reportUnimported(ctx, doc);
  const plan = await planAddresses(doc, async (slug, collection) => {
    const others = (['pages', 'posts', 'categories'] as const).filter((c) => c !== (collection as ContentCollection));
    for (const other of others) {
      const { totalDocs } = await ctx.payload.count({
        collection: other,
        where: { slug: { equals: slug } },
        ...asImporter(ctx),
      });
      if (totalDocs > 0) return true;
    }
    return false;
  });
  await importAuthors(ctx, doc.authors);
  await importTerms(ctx, doc.terms);
  await importMedia(ctx, doc.items, options.uploadsDir);
  const link = makeLinkRewriter(plan, ctx.dryRun ? new Map() : await mediaUrls(ctx));
  await importSiteSettings(ctx, doc.site, doc.items);
  await importForms(ctx, doc.items, link);
  await importPopups(ctx, doc.items, link);
  const written = await importContent(ctx, doc.items, plan, link);
  // Popups come before the content (its links open them); the pages they are placed on exist only now.
  await placePopupsOnPages(ctx, doc.items);
  await importThemeTemplates(ctx, doc.items, link);
  await importMenus(ctx, doc, plan, link);
  await importProducts(ctx, doc, link);
  await importRedirects(ctx, doc.items, plan, written, categoryRedirects(ctx, doc));
  if (options.options) await importOptions(ctx, options.options, plan);
  if (!ctx.dryRun) pageCache.purgeAll();
  return ctx.report;
}
