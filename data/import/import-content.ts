import { elementorToLayout } from '../../builder/import/elementor-to-layout';
import { contentToLexical } from '../../engines/wordpress/content-to-lexical';
import type { Where } from 'payload';
import type { WxrItem } from '../../engines/wordpress/wxr';
import { asImporter, fail, type ImportContext, itemDone } from './context';
import { elementorResolver } from './elementor-resolver';
import { termKey } from './import-terms';
import type { AddressPlan, PlannedDoc } from './plan';
import { upsert } from './upsert';

/** WordPress stores dates as 'YYYY-MM-DD HH:MM:SS' in UTC (the `_gmt` fields). */
const isoFromGmt = (gmt: string | null): string | null =>
  gmt && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(gmt) ? `${gmt.replace(' ', 'T')}.000Z` : null;

const numeric = (id: number | string | undefined): number | null => (typeof id === 'number' ? id : null);

/** The body of a page built in Elementor (its layout), or null when it was written in the editor. */
function elementorLayout(ctx: ImportContext, item: WxrItem, link: (href: string) => string) {
  if (item.meta._elementor_edit_mode !== 'builder' || !item.meta._elementor_data) return null;
  let data: unknown;
  try {
    data = JSON.parse(item.meta._elementor_data);
  } catch {
    ctx.report.contentNotes.push({
      wpId: item.id,
      title: item.title,
      kind: 'elementor',
      detail: 'נתוני אלמנטור פגומים: יובא תוכן העמוד הרגיל',
    });
    return null;
  }
  const { layout, report } = elementorToLayout(data, item.title, elementorResolver(ctx, item.id, link));
  for (const [type, n] of Object.entries(report.placeholders))
    ctx.report.placeholders[type] = (ctx.report.placeholders[type] ?? 0) + n;
  for (const issue of report.issues)
    ctx.report.contentNotes.push({ wpId: item.id, title: item.title, kind: 'elementor', detail: issue });
  return layout;
}

async function importOne(ctx: ImportContext, item: WxrItem, planned: PlannedDoc, link: (href: string) => string) {
  const converted = contentToLexical(item.content, elementorResolver(ctx, item.id, link));
  for (const issue of converted.issues)
    ctx.report.contentNotes.push({ wpId: item.id, title: item.title, kind: issue.kind, detail: issue.detail });
  if (planned.note)
    ctx.report.contentNotes.push({ wpId: item.id, title: item.title, kind: 'address', detail: planned.note });
  const _status = planned.draft ? ('draft' as const) : ('published' as const);
  const image = numeric(ctx.ids.media.get(Number(item.meta._thumbnail_id)));
  const common = { title: item.title || `ללא כותרת (${item.id})`, slug: planned.slug, wordpressId: item.id, _status };
  const write = { draft: planned.draft, depth: 0, ...asImporter(ctx) };
  const adopt: Where = { and: [{ slug: { equals: planned.slug } }, { wordpressId: { exists: false } }] };

  if (planned.collection === 'posts') {
    const terms = (taxonomy: string) =>
      item.terms
        .filter((t) => t.taxonomy === taxonomy)
        .map((t) => numeric(ctx.ids.terms.get(termKey(taxonomy, t.slug))))
        .filter((id): id is number => id !== null);
    const data = {
      ...common,
      excerpt: item.excerpt.trim().slice(0, 300) || null,
      content: converted.lexical,
      featuredImage: image,
      categories: terms('category'),
      tags: terms('post_tag'),
      author: numeric(ctx.ids.authors.get(item.creator)),
      publishedAt: isoFromGmt(item.postDateGmt),
    };
    return upsert(ctx, 'posts', 'posts', item.id, {
      adopt,
      save: async (existing) =>
        existing !== undefined
          ? (await ctx.payload.update({ collection: 'posts', id: existing, data, ...write })).id
          : (await ctx.payload.create({ collection: 'posts', data, ...write })).id,
    });
  }
  const layout = elementorLayout(ctx, item, link);
  const data = { ...common, content: converted.lexical, layout: layout ? { ...layout } : null, image };
  return upsert(ctx, 'pages', 'pages', item.id, {
    adopt,
    save: async (existing) =>
      existing !== undefined
        ? (await ctx.payload.update({ collection: 'pages', id: existing, data, ...write })).id
        : (await ctx.payload.create({ collection: 'pages', data, ...write })).id,
  });
}

/** Articles and pages, in the export's order; one that fails is reported and the rest go on. */
export async function importContent(
  ctx: ImportContext,
  items: WxrItem[],
  plan: AddressPlan,
  link: (href: string) => string,
): Promise<Map<number, number | string>> {
  const done = new Map<number, number | string>();
  const planned = items.filter((item) => plan.docs.has(item.id));
  for (const [n, item] of planned.entries()) {
    try {
      done.set(item.id, await importOne(ctx, item, plan.docs.get(item.id)!, link));
      ctx.report.comments += item.comments.length;
    } catch (error) {
      fail(ctx, plan.docs.get(item.id)!.collection, { id: item.id, title: item.title }, error);
    }
    await itemDone(ctx, 'content', n + 1, planned.length);
  }
  return done;
}
