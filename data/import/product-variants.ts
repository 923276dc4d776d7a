import type { WxrItem } from '../../engines/wordpress/wxr';
import { chosenValue, variationChoices, type WcAttribute } from './product-attributes';
import { readKind, readStock, type ProductKind, type StockRead } from './product-meta';
import { readPricing } from './product-prices';

/** arig's limits (cms/collections/products/variants.ts). */
const maxAttributes = 2;
const maxVariants = 100;
const maxName = 40;
const maxOption = 60;
const maxValues = 400;
const maxSku = 64;

export interface AttributeRow {
  name: string;
  values: string;
}

export interface VariantRow {
  option1: string;
  option2: string | null;
  sku: string | null;
  price: number;
  salePrice: number | null;
  stockMode: StockRead['stockMode'];
  stockCount: number;
  legacyWcId: number;
}

export interface SkippedVariation {
  wpId: number;
  title: string;
  reason: string;
}

export interface VariantsRead {
  attributes: AttributeRow[];
  variants: VariantRow[];
  /** The variations' sale schedule: arig keeps one per product. */
  sale: { from: string | null; to: string | null } | null;
  kinds: ProductKind[];
  notes: string[];
  skipped: SkippedVariation[];
  /** Why the product cannot be sold with its options as it was: it comes in as a draft. */
  unsellable: string | null;
}

/** arig splits an attribute's values on commas, so a value cannot hold one. */
const cleanOption = (value: string) =>
  value.replace(/[,،]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, maxOption).trim();

function attributeRow(attribute: WcAttribute, notes: string[]): { row: AttributeRow; kept: Set<string> } {
  const kept = new Set<string>();
  let values = '';
  for (const value of attribute.values) {
    const clean = cleanOption(value);
    if (clean !== value) notes.push(`הערך "${value}" של המאפיין "${attribute.label}" נכתב "${clean}"`);
    const next = values === '' ? clean : `${values}, ${clean}`;
    if (clean === '' || next.length > maxValues) {
      notes.push(`הערך "${value}" של המאפיין "${attribute.label}" לא נכנס לרשימת הערכים ולא יובא`);
      continue;
    }
    values = next;
    kept.add(value);
  }
  return { row: { name: attribute.label.slice(0, maxName), values }, kept };
}

/** Every combination a variation covers: "any value" covers each of the attribute's values. */
function combinations(options: string[][]): string[][] {
  return options.reduce<string[][]>((acc, values) => acc.flatMap((combo) => values.map((v) => [...combo, v])), [[]]);
}

interface Column {
  attribute: WcAttribute;
  /** The attribute's WooCommerce values that arig's attribute row holds. */
  kept: Set<string>;
}

/** The values a variation covers per attribute, or why it names none of them. */
function variationOptions(parent: WxrItem, columns: Column[], v: WxrItem): string[][] | string {
  const choices = variationChoices(v);
  const options: string[][] = [];
  for (const { attribute, kept } of columns) {
    const raw = choices.get(attribute.key) ?? '';
    const value = chosenValue(parent, attribute, raw);
    if (value === 'any') options.push([...kept]);
    else if (value !== null && kept.has(value)) options.push([value]);
    else return `הערך "${raw}" אינו אחד מערכי המאפיין "${attribute.label}"`;
  }
  return options;
}

type Details = Omit<VariantRow, 'option1' | 'option2'> & { kind: ProductKind; schedule: string };

/** A variation's own SKU, price and stock, or why it cannot be sold. */
function variationDetails(v: WxrItem, parentStock: StockRead, note: (detail: string) => void): Details | string {
  if (v.status !== 'publish')
    return v.status === 'private' ? 'הווריאציה מושבתת בוורדפרס' : `מצב "${v.status}" אינו מיובא`;
  const pricing = readPricing(v.meta, note);
  if (pricing.price === null) return 'אין לווריאציה מחיר (בוורדפרס לא ניתן היה לקנות אותה)';
  const stock = readStock(v.meta, parentStock);
  stock.notes.forEach(note);
  let sku: string | null = (v.meta._sku ?? '').trim() || null;
  if (sku && sku.length > maxSku) {
    note(`המק״ט "${sku}" ארוך מ-${maxSku} תווים ולא יובא`);
    sku = null;
  }
  if (Number(v.meta._thumbnail_id) > 0) note('תמונת הווריאציה לא יובאה: לווריאציות בחנות אין תמונה משלהן');
  if ((v.meta._variation_description ?? '').trim() !== '') note('תיאור הווריאציה לא יובא');
  return {
    sku,
    price: pricing.price,
    salePrice: pricing.salePrice,
    stockMode: stock.stockMode,
    stockCount: stock.stockCount,
    legacyWcId: v.id,
    kind: readKind(v.meta),
    schedule: pricing.salePrice === null ? '' : `${pricing.saleFrom ?? ''}|${pricing.saleTo ?? ''}`,
  };
}

/**
 * A variable product's attributes and `product_variation` children → arig's attributes (up to two) and a
 * variant per combination, each with its own SKU, price, stock and WooCommerce id. Variations come in
 * WooCommerce's order; a combination an earlier one holds is not added twice. Pure.
 */
export function readVariants(
  parent: WxrItem,
  attributes: WcAttribute[],
  variations: WxrItem[],
  parentStock: StockRead,
): VariantsRead {
  const read: VariantsRead = {
    attributes: [],
    variants: [],
    sale: null,
    kinds: [],
    notes: [],
    skipped: [],
    unsellable: null,
  };
  const skip = (v: WxrItem, reason: string) => read.skipped.push({ wpId: v.id, title: v.title, reason });
  const chosen = attributes.filter((a) => a.variation);
  if (chosen.length === 0 || chosen.length > maxAttributes) {
    read.unsellable =
      chosen.length === 0
        ? 'למוצר המשתנה אין מאפיין שמשמש לווריאציות'
        : `למוצר ${chosen.length} מאפיינים לווריאציות, ובחנות אפשר עד ${maxAttributes}`;
    for (const v of variations) skip(v, `הווריאציות של המוצר לא יובאו: ${read.unsellable}`);
    return read;
  }
  const columns = chosen.map((attribute) => {
    const { row, kept } = attributeRow(attribute, read.notes);
    read.attributes.push(row);
    return { attribute, kept };
  });
  const taken = new Set<string>();
  let schedule: string | null = null;
  for (const v of [...variations].sort((a, b) => a.menuOrder - b.menuOrder || a.id - b.id)) {
    const note = (detail: string) => read.notes.push(`וריאציה ${v.id} (${v.title}): ${detail}`);
    const details = variationDetails(v, parentStock, note);
    if (typeof details === 'string') {
      skip(v, details);
      continue;
    }
    const options = variationOptions(parent, columns, v);
    if (typeof options === 'string') {
      skip(v, options);
      continue;
    }
    if (options.some((o) => o.length > 1)) note('"כל ערך" הורחב לווריאציה לכל ערך');
    const combos = combinations(options)
      .map((combo) => combo.map(cleanOption))
      .filter((combo) => !taken.has(combo.join('\u0000')));
    if (combos.length === 0) {
      skip(v, 'צירוף הערכים כבר הוגדר בווריאציה קודמת');
      continue;
    }
    const { kind, schedule: own, ...row } = details;
    if (row.salePrice !== null) {
      schedule ??= own;
      if (own !== schedule) {
        note('מועדי המבצע שונים משל וריאציה אחרת, ובחנות למבצע מועדים אחד לכל המוצר: מחיר המבצע לא יובא');
        row.salePrice = null;
      }
    }
    read.kinds.push(kind);
    for (const combo of combos) {
      if (read.variants.length >= maxVariants) {
        skip(v, `בחנות עד ${maxVariants} וריאציות למוצר`);
        break;
      }
      taken.add(combo.join('\u0000'));
      read.variants.push({ option1: combo[0] ?? '', option2: combo[1] ?? null, ...row });
    }
  }
  if (schedule) {
    const [from, to] = schedule.split('|');
    read.sale = { from: from || null, to: to || null };
  }
  if (read.variants.length === 0) read.unsellable = 'לא נמצאה אף וריאציה שאפשר לייבא';
  return read;
}
