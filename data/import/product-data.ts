import { slugify } from '../../cms/fields/slugify';
import {
  contentToLexical,
  type ContentResolver,
  type ConvertedContent,
} from '../../engines/wordpress/content-to-lexical';
import type { WxrItem } from '../../engines/wordpress/wxr';
import { readAttributes, readDefaults, type WcAttribute } from './product-attributes';
import { readIds, readKind, readStock, type ProductKind, type StockRead } from './product-meta';
import { readPricing, type Pricing } from './product-prices';
import { unsupportedNotes } from './product-unsupported';
import { readVariants, type AttributeRow, type SkippedVariation, type VariantRow } from './product-variants';
import { importedStatuses } from './plan';

/** A document id from an earlier stage; a dry run's are strings that are never written. */
export type Ref = number | string;

export interface ProductLookups {
  /** Attachment id → the imported picture, or null when it was not imported. */
  media: (attachmentId: number) => Ref | null;
  /** A `product_cat` / `product_tag` slug (decoded) → the imported term. */
  category: (slug: string) => Ref | null;
  tag: (slug: string) => Ref | null;
  /** The descriptions' pictures and links. */
  content: ContentResolver;
}

type RichText = ConvertedContent['lexical'];

/** What the `products` collection is given (cms/collections/products/config.ts): prices in shekels. */
export interface ProductData {
  title: string;
  slug: string;
  sku: string | null;
  kind: ProductKind;
  price: number;
  salePrice: number | null;
  saleFrom: string | null;
  saleTo: string | null;
  stockMode: StockRead['stockMode'];
  stockCount: number;
  shortDescription: RichText | null;
  description: RichText | null;
  gallery: Ref[];
  attributes: AttributeRow[];
  variants: VariantRow[];
  categories: Ref[];
  tags: Ref[];
  featured: boolean;
  legacyWcId: number;
  _status: 'draft' | 'published';
}

export interface ProductNote {
  /** 'product', or the description's content issue ('shortcode', 'embed', 'html', 'missing-media'…). */
  kind: string;
  detail: string;
}

export interface ProductPlan {
  data: ProductData;
  notes: ProductNote[];
  skippedVariations: SkippedVariation[];
  /** Upsells and cross-sells (WooCommerce ids): the product's related products once all are imported. */
  related: number[];
}

export type ProductMapping = { ok: true; plan: ProductPlan } | { ok: false; reason: string };

const skuPattern = /^[A-Za-z0-9._-]{1,64}$/;
const maxTitle = 120;
const maxGallery = 12;

function richText(html: string, content: ContentResolver, notes: ProductNote[]): RichText | null {
  if (html.trim() === '') return null;
  const converted = contentToLexical(html, content);
  for (const issue of converted.issues) notes.push({ kind: issue.kind, detail: issue.detail });
  return converted.lexical;
}

function refs(slugs: string[], lookup: (slug: string) => Ref | null, what: string, note: (d: string) => void) {
  const found: Ref[] = [];
  for (const slug of slugs) {
    const id = lookup(slug);
    if (id === null) note(`${what} "${slug}" לא יובאה, והמוצר לא שויך אליה`);
    else if (!found.includes(id)) found.push(id);
  }
  return found;
}

function gallery(item: WxrItem, lookups: ProductLookups, note: (d: string) => void): Ref[] {
  const wanted = [...new Set([Number(item.meta._thumbnail_id), ...readIds(item.meta._product_image_gallery)])].filter(
    (id) => Number.isInteger(id) && id > 0,
  );
  const found: Ref[] = [];
  for (const id of wanted) {
    const ref = lookups.media(id);
    if (ref === null) note(`התמונה ${id} לא נמצאה בספריית המדיה ולא נוספה לגלריה`);
    else if (!found.includes(ref)) found.push(ref);
  }
  if (found.length > maxGallery) note(`בגלריה ${found.length} תמונות; בחנות עד ${maxGallery}: השאר לא נוספו`);
  return found.slice(0, maxGallery);
}

function visibility(item: WxrItem, draft: (reason: string) => void, note: (d: string) => void): boolean {
  const flags = new Set(item.terms.filter((t) => t.taxonomy === 'product_visibility').map((t) => t.slug));
  const catalog = flags.has('exclude-from-catalog');
  const search = flags.has('exclude-from-search');
  if (catalog && search) draft('המוצר היה מוסתר בוורדפרס מהקטלוג ומהחיפוש');
  else if (catalog || search)
    note(`המוצר הוסתר בוורדפרס ${catalog ? 'מהקטלוג' : 'מהחיפוש'}; בחנות אין הסתרה חלקית והוא יופיע בשניהם`);
  return flags.has('featured');
}

/** What sets a simple product apart from a variable one: its price, kind and options. */
interface Shape {
  pricing: Pricing;
  kind: ProductKind;
  attributes: AttributeRow[];
  variants: VariantRow[];
  skipped: SkippedVariation[];
}

function simpleShape(item: WxrItem, variations: WxrItem[], note: (d: string) => void): Shape {
  return {
    pricing: readPricing(item.meta, note),
    kind: readKind(item.meta),
    attributes: [],
    variants: [],
    skipped: variations.map((v) => ({ wpId: v.id, title: v.title, reason: 'המוצר שלה אינו מוצר משתנה' })),
  };
}

/** A variable product is priced from its cheapest variant (WooCommerce shows "from"); each variant has its own. */
function variableShape(
  item: WxrItem,
  parts: { attributes: WcAttribute[]; variations: WxrItem[]; stock: StockRead },
  note: (d: string) => void,
  draft: (reason: string) => void,
): Shape {
  const read = readVariants(item, parts.attributes, parts.variations, parts.stock);
  read.notes.forEach(note);
  if (read.unsellable) draft(read.unsellable);
  const defaults = readDefaults(item, parts.attributes);
  if (defaults.length) note(`בחירת ברירת המחדל (${defaults.join(', ')}) לא יובאה: בחנות הלקוח בוחר בעצמו`);
  let kind = readKind(item.meta);
  if (read.kinds.includes('physical') && kind !== 'physical') {
    note('חלק מהווריאציות נשלחות: המוצר יובא כמוצר פיזי');
    kind = 'physical';
  }
  const cheapest = read.variants.length ? Math.min(...read.variants.map((v) => v.price)) : null;
  const price = cheapest ?? readPricing(item.meta, note).price;
  return {
    pricing: { price, salePrice: null, saleFrom: read.sale?.from ?? null, saleTo: read.sale?.to ?? null },
    kind,
    attributes: read.attributes,
    variants: read.variants,
    skipped: read.skipped,
  };
}

/**
 * A WooCommerce product (simple or variable) and its variations → the data of arig's product, with notes
 * on everything arig keeps differently or not at all. Pure: earlier stages' ids come through `lookups`.
 * Grouped and external products, and statuses that are not content, are refused with the reason.
 */
export function productData(item: WxrItem, variations: WxrItem[], lookups: ProductLookups): ProductMapping {
  if (!importedStatuses.has(item.status)) return { ok: false, reason: `מצב "${item.status}" אינו מיובא` };
  const type = item.terms.find((t) => t.taxonomy === 'product_type')?.slug ?? 'simple';
  if (type === 'grouped')
    return { ok: false, reason: 'מוצר מקובץ (grouped): לחנות אין מוצרים מקובצים; כל מוצר שבו מיובא לעצמו' };
  if (type === 'external') {
    const url = (item.meta._product_url ?? '').trim();
    return {
      ok: false,
      reason: `מוצר חיצוני (external) שנמכר באתר אחר${url ? ` (${url})` : ''}: לחנות אין מוצרים כאלה`,
    };
  }
  const notes: ProductNote[] = [];
  const note = (detail: string) => notes.push({ kind: 'product', detail });
  let forcedDraft = false;
  const draft = (reason: string) => {
    forcedDraft = true;
    note(`${reason}: המוצר יובא כטיוטה`);
  };
  if (type !== 'simple' && type !== 'variable') draft(`סוג המוצר "${type}" אינו מוכר ויובא כמוצר פשוט`);
  if (item.password) draft('המוצר היה מוגן בסיסמה, ובחנות אין הגנה בסיסמה');

  const { attributes, notes: attributeNotes } = readAttributes(item);
  attributeNotes.forEach(note);
  const stock = readStock(item.meta);
  stock.notes.forEach(note);
  const shape =
    type === 'variable'
      ? variableShape(item, { attributes, variations, stock }, note, draft)
      : simpleShape(item, variations, note);
  const { pricing } = shape;
  if (pricing.price === null) draft('למוצר אין מחיר (נרשם 0)');
  unsupportedNotes(item, attributes, type === 'variable').forEach(note);

  let title = item.title.trim() || `מוצר ללא שם (${item.id})`;
  if (title.length > maxTitle) {
    note(`השם ארוך מ-${maxTitle} תווים וקוצר`);
    title = title.slice(0, maxTitle).trim();
  }
  let sku: string | null = (item.meta._sku ?? '').trim() || null;
  if (sku && !skuPattern.test(sku)) {
    note(`המק״ט "${sku}" לא יובא: בחנות מק״ט נכתב באותיות לטיניות, ספרות, נקודה, מקף או קו תחתון`);
    sku = null;
  }
  const featured = visibility(item, draft, note);
  const slugsOf = (taxonomy: string) => item.terms.filter((t) => t.taxonomy === taxonomy).map((t) => t.slug);
  const data: ProductData = {
    title,
    slug: slugify(item.slug) || slugify(item.title) || `product-${item.id}`,
    sku,
    kind: shape.kind,
    price: pricing.price ?? 0,
    salePrice: pricing.salePrice,
    saleFrom: pricing.saleFrom,
    saleTo: pricing.saleTo,
    stockMode: stock.stockMode,
    stockCount: stock.stockCount,
    shortDescription: richText(item.excerpt, lookups.content, notes),
    description: richText(item.content, lookups.content, notes),
    gallery: gallery(item, lookups, note),
    attributes: shape.attributes,
    variants: shape.variants,
    categories: refs(slugsOf('product_cat'), lookups.category, 'קטגוריית המוצרים', note),
    tags: refs(slugsOf('product_tag'), lookups.tag, 'תגית המוצרים', note),
    featured,
    legacyWcId: item.id,
    _status: item.status === 'publish' && !forcedDraft ? 'published' : 'draft',
  };
  const related = [...new Set([...readIds(item.meta._upsell_ids), ...readIds(item.meta._crosssell_ids)])].filter(
    (id) => id !== item.id,
  );
  return { ok: true, plan: { data, notes, skippedVariations: shape.skipped, related } };
}
