import type { ElementorResolver } from '../../builder/import/elementor-to-layout';
import type { ImportContext } from './context';
import { uploadKey } from './media-paths';

/**
 * What an Elementor layout names outside itself, as this import made it: pictures by attachment id or upload
 * path, old-site links, categories by slug, and popups (those imported so far).
 */
export function elementorResolver(ctx: ImportContext, link: (href: string) => string): ElementorResolver {
  return {
    media: (ref) => {
      const byId = ref.wpId !== undefined ? ctx.ids.media.get(ref.wpId) : undefined;
      if (byId !== undefined) return byId;
      const key = ref.url ? uploadKey(ref.url) : null;
      return (key && ctx.ids.mediaByPath.get(key)) ?? null;
    },
    link,
    popup: (wpId) => ctx.ids.popups.get(wpId) ?? null,
    category: (wpId) => ctx.ids.categorySlugs.get(wpId) ?? null,
  };
}
