import { slugify } from '../../cms/fields/slugify';
import { reservedSlugs } from '../../config/site';
import type { WxrTerm } from '../../engines/wordpress/wxr';
import { asImporter, fail, type ImportContext } from './context';
import type { Ref } from './product-data';

type TermCollection = 'product-categories' | 'product-tags';

export interface ProductTermIds {
  /** `product_cat` slug (decoded, as WordPress has it) → product category id. */
  categories: Map<string, Ref>;
  /** `product_tag` slug → product tag id. */
  tags: Map<string, Ref>;
}

interface Tally {
  created: number;
  updated: number;
}

let dryRunIds = 0;

/**
 * Finds the term with this slug (a former import's, or one made in the studio) and lets `write` update
 * it, or create it when there is none. A dry run counts and writes nothing.
 */
async function save(
  ctx: ImportContext,
  collection: TermCollection,
  slug: string,
  tally: Tally,
  write: (existing: Ref | undefined) => Promise<Ref>,
): Promise<Ref> {
  const { docs } = await ctx.payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    pagination: false,
    ...asImporter(ctx),
  });
  const existing = docs[0]?.id;
  tally[existing === undefined ? 'created' : 'updated'] += 1;
  if (ctx.dryRun) return existing ?? `dry-run-${collection}-${(dryRunIds += 1)}`;
  return write(existing);
}

const note = (ctx: ImportContext, term: WxrTerm, detail: string) =>
  ctx.report.contentNotes.push({ wpId: term.id, title: term.name, kind: 'product', detail });

/** A usable slug for arig, or null; an address arig keeps for itself gets the WordPress id appended. */
function termSlug(ctx: ImportContext, term: WxrTerm): string | null {
  const slug = slugify(term.slug) || slugify(term.name);
  if (!slug) {
    ctx.report.skipped.push({
      kind: term.taxonomy,
      wpId: term.id,
      title: term.name,
      reason: 'אין לקטגוריה או לתגית שם כתובת שאפשר להשתמש בו',
    });
    return null;
  }
  if (!reservedSlugs.has(slug)) return slug;
  const taken = `${slug}-${term.id}`;
  note(ctx, term, `הכתובת "${slug}" שמורה באתר: נקבעה "${taken}"`);
  return taken;
}

/** A term's ancestors in the export, nearest first (a loop in the export ends the chain). */
function ancestry(terms: WxrTerm[]): (term: WxrTerm) => WxrTerm[] {
  const bySlug = new Map(terms.map((t) => [t.slug, t]));
  return (term) => {
    const chain: WxrTerm[] = [];
    let parent = term.parentSlug ? bySlug.get(term.parentSlug) : undefined;
    while (parent && parent !== term && !chain.includes(parent)) {
      chain.push(parent);
      parent = parent.parentSlug ? bySlug.get(parent.parentSlug) : undefined;
    }
    return chain;
  };
}

async function importCategories(ctx: ImportContext, terms: WxrTerm[], ids: Map<string, Ref>, tally: Tally) {
  const ancestors = ancestry(terms);
  const ordered = [...terms].sort((a, b) => ancestors(a).length - ancestors(b).length);
  for (const term of ordered) {
    try {
      const slug = termSlug(ctx, term);
      if (slug === null) continue;
      // arig's product categories are two levels deep: a deeper one hangs from its top ancestor.
      const chain = ancestors(term);
      const top = chain[chain.length - 1];
      if (chain.length > 1) note(ctx, term, `בחנות קטגוריות בשתי רמות: הקטגוריה שויכה ישירות ל"${top?.name ?? ''}"`);
      if (term.parentSlug && !top) note(ctx, term, `קטגוריית האב "${term.parentSlug}" אינה בקובץ הייצוא`);
      const parent = top ? ids.get(top.slug) : undefined;
      const image = Number(term.meta.thumbnail_id) > 0 ? ctx.ids.media.get(Number(term.meta.thumbnail_id)) : undefined;
      const order = Number(term.meta.order);
      const description = term.description.replace(/<[^>]*>/g, '').trim();
      if (description.length > 600) note(ctx, term, 'התיאור ארוך מ-600 תווים וקוצר');
      const data = {
        title: term.name.slice(0, 80),
        slug,
        description: description.slice(0, 600) || null,
        parent: typeof parent === 'number' ? parent : null,
        ...(typeof image === 'number' ? { image } : {}),
        ...(term.meta.order !== undefined && Number.isInteger(order) ? { order } : {}),
      };
      const options = { collection: 'product-categories', data, depth: 0, ...asImporter(ctx) } as const;
      const id = await save(ctx, 'product-categories', slug, tally, async (existing) =>
        existing !== undefined
          ? (await ctx.payload.update({ ...options, id: existing })).id
          : (await ctx.payload.create(options)).id,
      );
      ids.set(term.slug, id);
    } catch (error) {
      fail(ctx, 'product_cat', { id: term.id, title: term.name }, error);
    }
  }
}

async function importTags(ctx: ImportContext, terms: WxrTerm[], ids: Map<string, Ref>, tally: Tally) {
  for (const term of terms) {
    try {
      const slug = termSlug(ctx, term);
      if (slug === null) continue;
      const options = {
        collection: 'product-tags',
        data: { title: term.name.slice(0, 80), slug },
        depth: 0,
        ...asImporter(ctx),
      } as const;
      const id = await save(ctx, 'product-tags', slug, tally, async (existing) =>
        existing !== undefined
          ? (await ctx.payload.update({ ...options, id: existing })).id
          : (await ctx.payload.create(options)).id,
      );
      ids.set(term.slug, id);
    } catch (error) {
      fail(ctx, 'product_tag', { id: term.id, title: term.name }, error);
    }
  }
}

function summary(ctx: ImportContext, title: string, tally: Tally) {
  if (tally.created + tally.updated === 0) return;
  ctx.report.contentNotes.push({
    wpId: 0,
    title,
    kind: 'product',
    detail: `${ctx.dryRun ? 'ייווצרו' : 'נוצרו'} ${tally.created}, ${ctx.dryRun ? 'יעודכנו' : 'עודכנו'} ${tally.updated}`,
  });
}

/**
 * WooCommerce's `product_cat` (with its hierarchy, two levels as arig's) and `product_tag` terms → the
 * shop's product categories and tags, matched by slug: a second import updates them, and a category made
 * in the studio with the same slug is taken over. Their counts are reported as notes (the report's kinds
 * are the articles' categories and tags).
 */
export async function importProductTerms(ctx: ImportContext, terms: WxrTerm[]): Promise<ProductTermIds> {
  const ids: ProductTermIds = { categories: new Map(), tags: new Map() };
  const categories: Tally = { created: 0, updated: 0 };
  const tags: Tally = { created: 0, updated: 0 };
  await importCategories(
    ctx,
    terms.filter((t) => t.taxonomy === 'product_cat'),
    ids.categories,
    categories,
  );
  await importTags(
    ctx,
    terms.filter((t) => t.taxonomy === 'product_tag'),
    ids.tags,
    tags,
  );
  summary(ctx, 'קטגוריות מוצרים', categories);
  summary(ctx, 'תגיות מוצרים', tags);
  return ids;
}
