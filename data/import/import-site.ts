import type { WxrItem, WxrSite } from '../../engines/wordpress/wxr';
import type { BrandColours } from '../../engines/colour/brand';
import type { CustomColour, SiteColours } from '../../engines/colour/custom-colours';
import { asImporter, count, fail, type ImportContext } from './context';
import { findKit, kitDesign, kitGlobalColours } from './kit-design';

/**
 * The site's title becomes the business name, and the Elementor kit's colours (system and custom), heading
 * and body families, container width and button corners Site Settings' design (what the kit holds beyond
 * them is noted in the report); the rest of WordPress's settings come with their stages. Run before the
 * layouts: they may name the kit's colours, and a layout naming a colour Site Settings lack is refused.
 */
export async function importSiteSettings(ctx: ImportContext, site: WxrSite, items: WxrItem[]): Promise<void> {
  const businessName = site.title.trim();
  const kit = findKit(items);
  const fromKit = kit ? kitDesign(kit) : null;
  if (kit && fromKit)
    for (const detail of fromKit.notes)
      ctx.report.contentNotes.push({ wpId: kit.id, title: kit.title || 'ערכת אלמנטור', kind: 'kit', detail });
  if (fromKit) {
    ctx.ids.kitColours = kitGlobalColours(fromKit);
    ctx.ids.kitTypographies = fromKit.typographies;
  }
  const named = fromKit?.customColours.length ? { customColours: fromKit.customColours } : {};
  const brand =
    fromKit && (Object.keys(fromKit.brand).length || named.customColours) ? { ...fromKit.brand, ...named } : undefined;
  const fonts = fromKit && Object.keys(fromKit.fonts).length ? fromKit.fonts : undefined;
  const layout = fromKit && Object.keys(fromKit.layout).length ? fromKit.layout : undefined;
  if (!businessName && !brand && !fonts && !layout) {
    ctx.ids.siteColours = await siteColoursAfter(ctx, undefined);
    return;
  }
  let applied = false;
  try {
    const data = {
      ...(businessName ? { businessName } : {}),
      ...(brand ? { brand } : {}),
      ...(fonts ? { fonts } : {}),
      ...(layout ? { layout } : {}),
    };
    if (!ctx.dryRun) await ctx.payload.updateGlobal({ slug: 'site-settings', data, depth: 0, ...asImporter(ctx) });
    count(ctx, 'settings', 'updated');
    applied = true;
  } catch (error) {
    fail(ctx, 'settings', { id: kit?.id ?? 0, title: 'הגדרות האתר' }, error);
  }
  // A dry run saved nothing: the kit's colours go over the stored ones as the save would have put them.
  ctx.ids.siteColours = await siteColoursAfter(ctx, applied && ctx.dryRun ? brand : undefined);
  ctx.progress('settings', 1, 1);
}

/** Site Settings' colours as stored, with the kit's over them when given. */
async function siteColoursAfter(ctx: ImportContext, fromKit: BrandColours | undefined): Promise<SiteColours> {
  const settings = await ctx.payload.findGlobal({ slug: 'site-settings', depth: 0, ...asImporter(ctx) });
  const brand = { ...(settings.brand ?? {}), ...(fromKit ?? {}) } as BrandColours & { customColours?: CustomColour[] };
  return { brand, custom: brand.customColours ?? [] };
}
