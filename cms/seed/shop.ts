import type { Payload } from 'payload';
import { coupons, productCategories, products, productTags } from './content/shop';
import { toLexical } from './lexical';
import { findIdBySlug, system } from './find-id';

/** The demo catalogue (cms/seed/content/shop.ts): categories, tags, then products, each created once by slug. */
export async function seedShop(payload: Payload, media: Map<string, number>): Promise<number> {
  const categoryIds = new Map<string, number>();
  const ordered = [...productCategories].sort((a, b) => Number('parent' in a) - Number('parent' in b));
  for (const c of ordered) {
    const parent = 'parent' in c ? (categoryIds.get(c.parent) ?? null) : null;
    const id =
      (await findIdBySlug(payload, 'product-categories', c.slug)) ??
      (
        await payload.create({
          collection: 'product-categories',
          data: { title: c.title, slug: c.slug, description: c.description, order: c.order, parent },
          ...system,
        })
      ).id;
    categoryIds.set(c.slug, id);
  }
  const tagIds = new Map<string, number>();
  for (const t of productTags) {
    const id =
      (await findIdBySlug(payload, 'product-tags', t.slug)) ??
      (await payload.create({ collection: 'product-tags', data: { ...t }, ...system })).id;
    tagIds.set(t.slug, id);
  }
  const productIds = new Map<string, number>();
  // Oldest first, so that "newest" in the catalogue follows the list's order from its end.
  for (const p of [...products].reverse()) {
    const existing = await findIdBySlug(payload, 'products', p.slug);
    if (existing !== undefined) {
      productIds.set(p.slug, existing);
      continue;
    }
    const saleTo = p.saleDays === undefined ? null : new Date(Date.now() + p.saleDays * 86_400_000).toISOString();
    const doc = await payload.create({
      collection: 'products',
      data: {
        title: p.title,
        slug: p.slug,
        sku: p.sku,
        kind: p.kind,
        price: p.price,
        salePrice: p.salePrice ?? null,
        saleTo,
        stockMode: p.stock.mode,
        stockCount: p.stock.count ?? 0,
        shortDescription: toLexical([{ type: 'p', text: p.short }]),
        description: toLexical(p.description),
        gallery: p.images.flatMap((key) => media.get(key) ?? []),
        categories: p.categories.flatMap((slug) => categoryIds.get(slug) ?? []),
        tags: p.tags.flatMap((slug) => tagIds.get(slug) ?? []),
        featured: p.featured ?? false,
        attributes: p.attributes ?? [],
        variants: (p.variants ?? []).map((v) => ({
          option1: v.option1,
          option2: v.option2 ?? null,
          sku: v.sku,
          price: v.price ?? null,
          stockMode: v.stock.mode,
          stockCount: v.stock.count ?? 0,
        })),
        _status: 'published',
      },
      ...system,
    });
    productIds.set(p.slug, doc.id);
  }
  for (const p of products) {
    const related = (p.related ?? []).flatMap((slug) => productIds.get(slug) ?? []);
    const id = productIds.get(p.slug);
    if (related.length && id !== undefined) {
      await payload.update({ collection: 'products', id, data: { related }, ...system });
    }
  }
  for (const c of coupons) {
    const { totalDocs } = await payload.count({
      collection: 'coupons',
      where: { code: { equals: c.code } },
      ...system,
    });
    if (totalDocs === 0) await payload.create({ collection: 'coupons', data: { ...c }, ...system });
  }
  return productIds.size;
}
