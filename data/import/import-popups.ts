import type { WxrItem } from '../../engines/wordpress/wxr';
import { asImporter, fail, skip, type ImportContext, itemDone } from './context';
import { libraryLayout } from './library-layout';
import { namesPages, resolvePlacement, unresolvedNotes } from './popup-placement';
import { mapElementorPopup } from './popup-settings';
import { upsert } from './upsert';
import { templateType } from './kit-design';
import { templateReason, themeKinds } from './template-reason';
import { importedStatuses } from './plan';

const isPopup = (item: WxrItem) => item.type === 'elementor_library' && templateType(item) === 'popup';

const titleOf = (item: WxrItem) => item.title.trim() || `חלון קופץ ללא כותרת (${item.id})`;

async function importOne(ctx: ImportContext, item: WxrItem, items: WxrItem[], link: (href: string) => string) {
  const title = titleOf(item);
  const mapped = mapElementorPopup(item.meta);
  for (const detail of [...mapped.notes, ...unresolvedNotes(ctx, mapped.placement, items)])
    ctx.report.contentNotes.push({ wpId: item.id, title, kind: 'popup', detail });
  const draft = item.status !== 'publish';
  const data = {
    title,
    wordpressId: item.id,
    layout: { ...libraryLayout(ctx, item, title, link, 'לחלון אין תוכן אלמנטור: הוא יובא ריק') },
    placement: await resolvePlacement(ctx, mapped.placement),
    settings: mapped.settings,
    _status: draft ? ('draft' as const) : ('published' as const),
  };
  const write = { draft, depth: 0, ...asImporter(ctx) };
  const id = await upsert(ctx, 'popups', 'popups', item.id, {
    save: async (existing) =>
      existing !== undefined
        ? (await ctx.payload.update({ collection: 'popups', id: existing, data, ...write })).id
        : (await ctx.payload.create({ collection: 'popups', data, ...write })).id,
  });
  ctx.ids.popups.set(item.id, id);
}

/**
 * Elementor popups (`elementor_library` posts of type popup) → arig popups: the content as a builder layout,
 * the display settings, triggers and timing as arig's settings, the conditions as its placement; what arig
 * cannot carry is listed in the report. Other Elementor templates (saved sections, headers) are reported
 * as not imported; the kit's colours go to the site settings (import-site.ts). Each popup's id is kept for the links that open it (the content stage).
 */
export async function importPopups(
  ctx: ImportContext,
  items: WxrItem[],
  link: (href: string) => string,
): Promise<void> {
  const library = items.filter((i) => i.type === 'elementor_library');
  // The kit (Elementor's Site Settings) is read by the site settings' stage, the theme templates by theirs.
  for (const item of library.filter((i) => !isPopup(i) && templateType(i) !== 'kit' && !themeKinds[templateType(i)]))
    ctx.report.skipped.push({
      kind: item.type,
      wpId: item.id,
      title: item.title,
      reason: templateReason(templateType(item)),
    });
  const popups = library.filter(isPopup);
  for (const [n, item] of popups.entries()) {
    try {
      if (importedStatuses.has(item.status)) await importOne(ctx, item, items, link);
      else skip(ctx, 'popups', { id: item.id, title: item.title }, `מצב "${item.status}" אינו מיובא`);
    } catch (error) {
      fail(ctx, 'popups', { id: item.id, title: item.title }, error);
    }
    await itemDone(ctx, 'popups', n + 1, popups.length);
  }
}

/**
 * Places the imported popups on the pages their conditions name. Pages are written by the content stage,
 * after the popups (whose ids the pages' links need), so on a first import this runs after that stage;
 * on a later one the pages were already there and it changes nothing.
 */
export async function placePopupsOnPages(ctx: ImportContext, items: WxrItem[]): Promise<void> {
  if (ctx.dryRun) return;
  for (const item of items.filter(isPopup)) {
    const id = ctx.ids.popups.get(item.id);
    const { placement } = mapElementorPopup(item.meta);
    if (typeof id !== 'number' || !namesPages(placement)) continue;
    try {
      const draft = item.status !== 'publish';
      await ctx.payload.update({
        collection: 'popups',
        id,
        data: { placement: await resolvePlacement(ctx, placement), _status: draft ? 'draft' : 'published' },
        draft,
        depth: 0,
        ...asImporter(ctx),
      });
    } catch (error) {
      fail(ctx, 'popups', { id: item.id, title: item.title }, error);
    }
  }
}
