import type { WxrItem } from '../../engines/wordpress/wxr';
import { asImporter, fail, type ImportContext, itemDone } from './context';
import { oldKeyOf, type AddressPlan } from './plan';
import { upsert } from './upsert';

interface Target {
  relationTo: 'posts' | 'pages' | 'categories' | 'tags' | 'media';
  value: number | string;
}

interface Wanted {
  from: string;
  to: Target;
}

/** Every old address that arig serves elsewhere, with where it points now. */
function wantedRedirects(
  ctx: ImportContext,
  items: WxrItem[],
  plan: AddressPlan,
  written: Map<number, number | string>,
  categoryOldKeys: Map<string, number | string>,
): Wanted[] {
  const wanted: Wanted[] = [];
  for (const [wpId, doc] of plan.docs) {
    const id = written.get(wpId);
    if (id === undefined || doc.draft) continue; // a draft has no address a visitor may land on
    for (const from of doc.oldKeys) wanted.push({ from, to: { relationTo: doc.collection, value: id } });
  }
  for (const [from, id] of categoryOldKeys) wanted.push({ from, to: { relationTo: 'categories', value: id } });
  // Attachment pages (`/?attachment_id=`, `/post/picture/`) show the picture itself.
  for (const item of items.filter((i) => i.type === 'attachment')) {
    const id = ctx.ids.media.get(item.id);
    if (id === undefined) continue;
    const keys = [`/?attachment_id=${item.id}`, oldKeyOf(item.link, plan.oldOrigin, plan.basePath)];
    for (const from of keys) if (from && from !== '/') wanted.push({ from, to: { relationTo: 'media', value: id } });
  }
  return wanted;
}

/**
 * Stores the old site's addresses as redirects (editable in the studio, answered before the page cache):
 * `?p=`/`?page_id=`/`?attachment_id=` links, permalinks that changed (a child page, a date permalink),
 * `/category/x/` → arig's category address. Keyed by the old address, so a second import updates them.
 */
export async function importRedirects(
  ctx: ImportContext,
  items: WxrItem[],
  plan: AddressPlan,
  written: Map<number, number | string>,
  categoryOldKeys: Map<string, number | string>,
): Promise<void> {
  const seen = new Set<string>();
  const wanted = wantedRedirects(ctx, items, plan, written, categoryOldKeys).filter(
    (w) => !seen.has(w.from) && Boolean(seen.add(w.from)),
  );
  for (const [n, { from, to }] of wanted.entries()) {
    try {
      const data = { from, to: { relationTo: to.relationTo, value: Number(to.value) } };
      await upsert(ctx, 'redirects', 'redirects', null, {
        adopt: { from: { equals: from } },
        save: async (existing) =>
          existing !== undefined
            ? (await ctx.payload.update({ collection: 'redirects', id: existing, data, depth: 0, ...asImporter(ctx) }))
                .id
            : (await ctx.payload.create({ collection: 'redirects', data, depth: 0, ...asImporter(ctx) })).id,
      });
    } catch (error) {
      fail(ctx, 'redirects', { id: 0, title: from }, error);
    }
    await itemDone(ctx, 'redirects', n + 1, wanted.length);
  }
}
