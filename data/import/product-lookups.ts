import type { ImportContext } from './context';
import { uploadKey } from './media-paths';
import type { ProductLookups, Ref } from './product-data';

/** The products' pictures, categories, tags and description links, from what the earlier stages imported. */
export function productLookups(
  ctx: ImportContext,
  terms: { categories: Map<string, Ref>; tags: Map<string, Ref> },
  link: (href: string) => string,
): ProductLookups {
  const byAttachment = (wpId: number) => ctx.ids.media.get(wpId) ?? null;
  return {
    media: byAttachment,
    category: (slug) => terms.categories.get(slug) ?? null,
    tag: (slug) => terms.tags.get(slug) ?? null,
    content: {
      media: (ref) => {
        const found = ref.wpId !== undefined ? byAttachment(ref.wpId) : null;
        if (found !== null) return found;
        const key = ref.url ? uploadKey(ref.url) : null;
        return (key && ctx.ids.mediaByPath.get(key)) ?? null;
      },
      link,
    },
  };
}
