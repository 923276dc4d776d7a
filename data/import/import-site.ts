import type { WxrSite } from '../../engines/wordpress/wxr';
import { asImporter, count, fail, type ImportContext } from './context';

/** The site's title becomes the business name; the rest of WordPress's settings come with their stages. */
export async function importSiteSettings(ctx: ImportContext, site: WxrSite): Promise<void> {
  const businessName = site.title.trim();
  if (!businessName) return;
  try {
    if (!ctx.dryRun)
      await ctx.payload.updateGlobal({ slug: 'site-settings', data: { businessName }, depth: 0, ...asImporter(ctx) });
    count(ctx, 'settings', 'updated');
  } catch (error) {
    fail(ctx, 'settings', { id: 0, title: 'שם האתר' }, error);
  }
  ctx.progress('settings', 1, 1);
}
