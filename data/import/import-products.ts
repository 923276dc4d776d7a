import { routes } from '../../config/routes';
import { oldAddressKey, parseOldAddress } from '../../engines/links/old-address';
import type { WxrDocument, WxrItem } from '../../engines/wordpress/wxr';
import { asImporter, count, fail, type ImportContext, itemDone } from './context';
import { importProductTerms } from './import-product-terms';
import { productData, type ProductPlan, type Ref } from './product-data';
import { productLookups } from './product-lookups';
import { writeProduct } from './write-product';

/** arig's limit of related products (cms/collections/products/config.ts). */
const maxRelated = 8;

interface Written {
  item: WxrItem;
  plan: ProductPlan;
  id: Ref;
}

function noteFor(ctx: ImportContext, item: WxrItem) {
  return (detail: string, kind = 'product') =>
    ctx.report.contentNotes.push({ wpId: item.id, title: item.title, kind, detail });
}

/**
 * arig serves a product at /product/{slug}/, WooCommerce's default. When the old permalink differs (a
 * changed slug, another product base), a redirect cannot carry it: arig's redirects point at pages,
 * articles, categories, tags and pictures, not at products. So the editor is told.
 */
function checkAddress(item: WxrItem, slug: string, link: (href: string) => string, note: (d: string) => void) {
  const old = item.link ? parseOldAddress(link(item.link)) : null;
  const now = oldAddressKey(routes.product(slug));
  if (old && now && old !== now && !old.startsWith('/?'))
    note(`הכתובת הישנה ${old} אינה מפנה לכתובת החדשה ${now}: ההפניות באתר אינן מפנות למוצרים`);
}

/** Upsells and cross-sells → related products, once every product has its id. */
async function linkRelated(ctx: ImportContext, written: Written[]) {
  const byWcId = new Map(written.map((w) => [w.item.id, w.id]));
  for (const { item, plan, id } of written.filter((w) => w.plan.related.length > 0)) {
    const note = noteFor(ctx, item);
    const related = plan.related.flatMap((wcId) => {
      const found = byWcId.get(wcId);
      if (found === undefined) note(`המוצר הקשור ${wcId} (מוצרי upsell/cross-sell) לא יובא ולא קושר`);
      return typeof found === 'number' ? [found] : [];
    });
    if (related.length > maxRelated) note(`למוצר ${related.length} מוצרים קשורים; בחנות עד ${maxRelated}`);
    if (ctx.dryRun || related.length === 0 || typeof id !== 'number') continue;
    try {
      const _status = plan.data._status;
      await ctx.payload.update({
        collection: 'products',
        id,
        data: { related: related.slice(0, maxRelated), _status },
        draft: _status === 'draft',
        depth: 0,
        ...asImporter(ctx),
      });
    } catch (error) {
      fail(ctx, 'products', item, error);
    }
  }
}

/**
 * WooCommerce's products (simple and variable) and their variations → the shop's products, after their
 * categories and tags. Matched by the WooCommerce id (`legacyWcId`, which keeps old `?add-to-cart=` links
 * working), so a second import updates; what arig keeps differently or not at all is in the report.
 */
export async function importProducts(
  ctx: ImportContext,
  doc: WxrDocument,
  link: (href: string) => string,
): Promise<void> {
  const products = doc.items.filter((i) => i.type === 'product');
  const variations = doc.items.filter((i) => i.type === 'product_variation');
  const productIds = new Set(products.map((p) => p.id));
  for (const v of variations.filter((v) => !productIds.has(v.parentId)))
    ctx.report.skipped.push({
      kind: v.type,
      wpId: v.id,
      title: v.title,
      reason: 'המוצר שהווריאציה שייכת אליו אינו בקובץ הייצוא',
    });
  const lookups = productLookups(ctx, await importProductTerms(ctx, doc.terms), link);
  const written: Written[] = [];
  for (const [n, item] of products.entries()) {
    const children = variations.filter((v) => v.parentId === item.id);
    const skipChildren = (reason: string) =>
      children.forEach((v) => ctx.report.skipped.push({ kind: v.type, wpId: v.id, title: v.title, reason }));
    try {
      const mapped = productData(item, children, lookups);
      if (!mapped.ok) {
        count(ctx, 'products', 'skipped');
        ctx.report.skipped.push({ kind: item.type, wpId: item.id, title: item.title, reason: mapped.reason });
        skipChildren('המוצר שהווריאציה שייכת אליו לא יובא');
      } else {
        const note = noteFor(ctx, item);
        const { plan } = mapped;
        const { id, slug } = await writeProduct(ctx, plan, note);
        for (const entry of plan.notes) note(entry.detail, entry.kind);
        for (const s of plan.skippedVariations)
          ctx.report.skipped.push({ kind: 'product_variation', wpId: s.wpId, title: s.title, reason: s.reason });
        if (plan.data._status === 'published') checkAddress(item, slug, link, note);
        written.push({ item, plan, id });
      }
    } catch (error) {
      fail(ctx, 'products', item, error);
      skipChildren('המוצר שהווריאציה שייכת אליו לא יובא (שגיאה)');
    }
    await itemDone(ctx, 'products', n + 1, products.length);
  }
  await linkRelated(ctx, written);
}
