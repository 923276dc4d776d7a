import type { Where } from 'payload';
import type { Product } from '../../cms/payload-types';
import { reservedSlugs } from '../../config/site';
import { asImporter, count, type ImportContext } from './context';
import type { ProductPlan, Ref } from './product-data';

let dryRunIds = 0;

async function findProduct(ctx: ImportContext, where: Where): Promise<Product | undefined> {
  const { docs } = await ctx.payload.find({
    collection: 'products',
    where,
    limit: 1,
    depth: 0,
    draft: true,
    pagination: false,
    ...asImporter(ctx),
  });
  return docs[0];
}

const numbers = (refs: Ref[]): number[] => refs.filter((r): r is number => typeof r === 'number');

const variantKey = (v: { legacyWcId?: number | null; option1: string; option2?: string | null }) =>
  `${v.legacyWcId ?? ''}\u0000${v.option1}\u0000${v.option2 ?? ''}`;

/**
 * Writes one product: the one a former import made (its `legacyWcId`), or one made in the studio with the
 * same slug and no WooCommerce id, is updated; otherwise it is created. A slug or SKU another product
 * holds is not taken from it (the slug gets the WooCommerce id appended, the SKU is left empty), and
 * variants keep their row ids, so carts holding them stay valid. A dry run counts and writes nothing.
 */
export async function writeProduct(
  ctx: ImportContext,
  plan: ProductPlan,
  note: (detail: string) => void,
): Promise<{ id: Ref; slug: string }> {
  const wcId = plan.data.legacyWcId;
  const existing =
    (await findProduct(ctx, { legacyWcId: { equals: wcId } })) ??
    (await findProduct(ctx, { and: [{ slug: { equals: plan.data.slug } }, { legacyWcId: { exists: false } }] }));
  const others: Where[] = existing ? [{ id: { not_equals: existing.id } }] : [];

  let slug = plan.data.slug;
  if (reservedSlugs.has(slug) || (await findProduct(ctx, { and: [{ slug: { equals: slug } }, ...others] }))) {
    slug = `${slug}-${wcId}`;
    note(`הכתובת "${plan.data.slug}" תפוסה או שמורה באתר: נקבעה "${slug}"`);
  }
  let sku = plan.data.sku;
  if (sku && (await findProduct(ctx, { and: [{ sku: { equals: sku } }, ...others] }))) {
    note(`המק״ט "${sku}" כבר שייך למוצר אחר בחנות ולא יובא`);
    sku = null;
  }
  count(ctx, 'products', existing === undefined ? 'created' : 'updated');
  if (ctx.dryRun) return { id: existing?.id ?? `dry-run-product-${(dryRunIds += 1)}`, slug };

  const rowIds = new Map((existing?.variants ?? []).map((v) => [variantKey(v), v.id]));
  const data = {
    ...plan.data,
    slug,
    sku,
    gallery: numbers(plan.data.gallery),
    categories: numbers(plan.data.categories),
    tags: numbers(plan.data.tags),
    variants: plan.data.variants.map((v) => {
      const id = rowIds.get(variantKey(v));
      return id ? { ...v, id } : v;
    }),
  };
  const write = {
    collection: 'products',
    data,
    draft: data._status === 'draft',
    depth: 0,
    ...asImporter(ctx),
  } as const;
  const saved = existing ? await ctx.payload.update({ ...write, id: existing.id }) : await ctx.payload.create(write);
  return { id: saved.id, slug };
}
