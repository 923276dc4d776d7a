import { toConditionRules } from '../theme/rules';
import type { WxrItem } from '../../engines/wordpress/wxr';
import { asImporter, fail, skip, type ImportContext, itemDone } from './context';
import { byWordpressId, type NamedCollection } from './by-wordpress-id';
import { templateType } from './kit-design';
import { libraryLayout } from './library-layout';
import { readMeta } from './popup-values';
import { themeKinds } from './template-reason';
import { mapTemplateConditions, type RulePlan } from './theme-conditions';
import { upsert } from './upsert';
import { withSiteMenu } from './header-menu';
import { withSearchResults } from './search-results-widget';
import { importedStatuses } from './plan';

const namedBy: Partial<Record<RulePlan['target'], NamedCollection>> = {
  'specific-pages': 'pages',
  'specific-posts': 'posts',
  'in-category': 'categories',
  'category-archive': 'categories',
};

/** The rules with arig's ids; a rule whose pages, articles or categories none came over is left out and named. */
async function resolveRules(ctx: ImportContext, plans: RulePlan[], notes: string[]) {
  const rules = [];
  for (const plan of plans) {
    const collection = namedBy[plan.target];
    if (!collection) {
      rules.push({ effect: plan.effect, target: plan.target });
      continue;
    }
    // A dry run has written nothing to find.
    const found = ctx.dryRun ? new Map<number, number>() : await byWordpressId(ctx, collection, plan.wpIds);
    const ids = plan.wpIds.flatMap((id) => found.get(id) ?? []);
    const missing = plan.wpIds.filter((id) => !found.has(id));
    if (missing.length && !ctx.dryRun)
      notes.push(`התנאי נוגע לפריטים שלא יובאו (${missing.join(', ')}) והם הושמטו ממנו`);
    if (ids.length || ctx.dryRun) rules.push({ effect: plan.effect, target: plan.target, [collection]: ids });
  }
  return rules;
}

async function importOne(
  ctx: ImportContext,
  item: WxrItem,
  kind: (typeof themeKinds)[string],
  link: (href: string) => string,
) {
  const title = item.title.trim() || `תבנית ללא כותרת (${item.id})`;
  const notes: string[] = [];
  const conditions = readMeta(item.meta._elementor_conditions);
  if (conditions === null) notes.push('תנאי התצוגה לא נקראו (הנתונים פגומים) ולא יובאו');
  const rules = await resolveRules(ctx, mapTemplateConditions(conditions ?? {}, notes), notes);
  if (toConditionRules(rules).every((r) => r.effect !== 'include'))
    notes.push('לתבנית אין תנאי הכללה שיובאו: היא לא תוצג עד שיינתן לה תנאי בסטודיו (״היכן חלה״)');
  const mapped = libraryLayout(ctx, item, title, link, 'לתבנית אין תוכן אלמנטור: היא יובאה ריקה');
  const menu = kind === 'header' ? withSiteMenu(mapped) : { layout: mapped, swapped: false };
  if (menu.swapped) notes.push('תפריט הניווט של הכותרת יובא כתפריט האתר, עם כפתור ״תפריט״ בנייד');
  const results = kind === 'search-results' ? withSearchResults(menu.layout) : { layout: menu.layout, swapped: 0 };
  if (results.swapped) notes.push('רשימת הפוסטים של תבנית החיפוש יובאה כווידג׳ט תוצאות החיפוש');
  for (const detail of notes) ctx.report.contentNotes.push({ wpId: item.id, title, kind: 'template', detail });
  const draft = item.status !== 'publish';
  const data = {
    title,
    kind,
    wordpressId: item.id,
    rules,
    layout: { ...results.layout },
    _status: draft ? ('draft' as const) : ('published' as const),
  };
  const write = { draft, depth: 0, ...asImporter(ctx) };
  await upsert(ctx, 'templates', 'theme-templates', item.id, {
    save: async (existing) =>
      existing !== undefined
        ? (await ctx.payload.update({ collection: 'theme-templates', id: existing, data, ...write })).id
        : (await ctx.payload.create({ collection: 'theme-templates', data, ...write })).id,
  });
}

/**
 * Elementor Pro's theme templates (header, footer, single post, single page, archive, search results, 404) →
 * arig's theme builder: the layout
 * mapped as a page's is (its theme widgets onto arig's site-logo, site-menu, article and archive widgets), the display
 * conditions as rules naming the pages, articles and categories this import wrote. Runs after the content
 * stage, which writes those. What arig cannot carry goes in the report.
 */
export async function importThemeTemplates(
  ctx: ImportContext,
  items: WxrItem[],
  link: (href: string) => string,
): Promise<void> {
  const templates = items.filter((i) => i.type === 'elementor_library' && themeKinds[templateType(i)]);
  for (const [n, item] of templates.entries()) {
    try {
      if (importedStatuses.has(item.status)) await importOne(ctx, item, themeKinds[templateType(item)]!, link);
      else skip(ctx, 'templates', { id: item.id, title: item.title }, `מצב "${item.status}" אינו מיובא`);
    } catch (error) {
      fail(ctx, 'templates', { id: item.id, title: item.title }, error);
    }
    await itemDone(ctx, 'templates', n + 1, templates.length);
  }
}
