import { slugify } from '../../cms/fields/slugify';
import { maybeUnserialize, type PhpValue } from '../../engines/wordpress/php-unserialize';
import { decodeSlug, type WxrItem } from '../../engines/wordpress/wxr';

/** One of a WooCommerce product's attributes (`_product_attributes`), as the variations name it. */
export interface WcAttribute {
  /** The attribute's key, percent-decoded and lowercase: the variations' meta is `attribute_{key}`. */
  key: string;
  label: string;
  /** A global attribute's taxonomy (`pa_color`): its variations hold term slugs. Null for a local one. */
  taxonomy: string | null;
  values: string[];
  variation: boolean;
  position: number;
}

type PhpMap = { [key: string]: PhpValue };

const isMap = (v: PhpValue | string | undefined): v is PhpMap =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const truthy = (v: PhpValue | undefined): boolean => v === true || v === 1 || v === '1' || v === 'yes';

const text = (v: PhpValue | undefined): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function readOne(item: WxrItem, key: string, entry: PhpMap): WcAttribute {
  const name = text(entry.name).trim();
  const common = {
    key: decodeSlug(key).toLowerCase(),
    variation: truthy(entry.is_variation),
    position: Number(text(entry.position)) || 0,
  };
  if (truthy(entry.is_taxonomy)) {
    return {
      ...common,
      label: decodeSlug(name.replace(/^pa_/, '')) || common.key,
      taxonomy: name,
      values: item.terms.filter((t) => t.taxonomy === name).map((t) => t.name.trim()),
    };
  }
  const values = text(entry.value)
    .split('|')
    .map((v) => v.trim())
    .filter(Boolean);
  return { ...common, label: name || common.key, taxonomy: null, values };
}

/** `_product_attributes` (PHP-serialised) → the attributes in WooCommerce's order; notes when unreadable. */
export function readAttributes(item: WxrItem): { attributes: WcAttribute[]; notes: string[] } {
  const raw = item.meta._product_attributes ?? '';
  if (raw.trim() === '') return { attributes: [], notes: [] };
  const value = maybeUnserialize(raw);
  if (typeof value === 'string')
    return { attributes: [], notes: ['מאפייני המוצר (_product_attributes) פגומים ולא נקראו'] };
  const entries: [string, PhpValue][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : isMap(value)
      ? Object.entries(value)
      : [];
  const attributes = entries
    .filter((e): e is [string, PhpMap] => isMap(e[1]))
    .map(([key, entry]) => readOne(item, key, entry))
    .sort((a, b) => a.position - b.position);
  return { attributes, notes: [] };
}

/**
 * The value a variation chose for an attribute: one of the attribute's values, 'any' (WooCommerce's
 * "any value", an empty meta), or null when it names none of them. Global attributes name a term slug;
 * old WooCommerce versions saved a local value as its slug, so a slug match counts too.
 */
export function chosenValue(parent: WxrItem, attribute: WcAttribute, raw: string): string | 'any' | null {
  const wanted = raw.trim();
  if (wanted === '') return 'any';
  const named = attribute.taxonomy
    ? (parent.terms.find((t) => t.taxonomy === attribute.taxonomy && t.slug === decodeSlug(wanted))?.name.trim() ??
      wanted)
    : wanted;
  const lower = named.toLocaleLowerCase('he');
  return (
    attribute.values.find((v) => v === named) ??
    attribute.values.find((v) => v.toLocaleLowerCase('he') === lower) ??
    attribute.values.find((v) => slugify(v) !== '' && slugify(v) === slugify(decodeSlug(named))) ??
    null
  );
}

/** A variation's `attribute_*` meta, by the attribute's decoded, lowercase key. */
export function variationChoices(variation: WxrItem): Map<string, string> {
  const choices = new Map<string, string>();
  for (const [key, value] of Object.entries(variation.meta))
    if (key.startsWith('attribute_')) choices.set(decodeSlug(key.slice('attribute_'.length)).toLowerCase(), value);
  return choices;
}

/** `_default_attributes`: the choice the product page started with, as "משך: שעה". */
export function readDefaults(item: WxrItem, attributes: WcAttribute[]): string[] {
  const value = maybeUnserialize(item.meta._default_attributes ?? '');
  if (!isMap(value)) return [];
  return Object.entries(value).map(([key, v]) => {
    const attribute = attributes.find((a) => a.key === decodeSlug(key).toLowerCase());
    const chosen = attribute ? chosenValue(item, attribute, text(v)) : null;
    return `${attribute?.label ?? decodeSlug(key)}: ${typeof chosen === 'string' && chosen !== 'any' ? chosen : text(v)}`;
  });
}
