import type { ElementorResolver } from '../../builder/import/elementor-to-layout';
import type { ImportContext } from './context';
import { formSource } from './import-forms';
import { uploadKey } from './media-paths';

/**
 * What the Elementor layout of WordPress post `wpId` names outside itself, as this import made it: pictures
 * by attachment id or upload path, old-site links, categories by slug, popups (those imported so far), its
 * forms (import-forms.ts) and the kit's colours Site Settings took (import-site.ts).
 */
export function elementorResolver(ctx: ImportContext, wpId: number, link: (href: string) => string): ElementorResolver {
  return {
    media: (ref) => {
      const byId = ref.wpId !== undefined ? ctx.ids.media.get(ref.wpId) : undefined;
      if (byId !== undefined) return byId;
      const key = ref.url ? uploadKey(ref.url) : null;
      return (key && ctx.ids.mediaByPath.get(key)) ?? null;
    },
    link,
    popup: (popupId) => ctx.ids.popups.get(popupId) ?? null,
    category: (category) => ctx.ids.categorySlugs.get(category) ?? null,
    form: (elementorId) => ctx.ids.forms.get(formSource(wpId, elementorId)) ?? null,
    kitColour: (id) => ctx.ids.kitColours?.get(id) ?? null,
    siteColours: () => ctx.ids.siteColours ?? null,
    kitTypography: (id) => ctx.ids.kitTypographies?.get(id) ?? null,
  };
}
