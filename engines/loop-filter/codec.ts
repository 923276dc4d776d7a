/**
 * The loop-grid filter's URL state (spec §2 "Loop-grid filtering", §5 "Filter logical join", §9 "Filter
 * separators"): the one codec for `e-filter-{widgetId}-{taxonomy}={terms}` and `e-page-{widgetId}={n}`,
 * in both directions. Pure: no DOM, no history; callers push the string it returns.
 *
 * - Terms are joined by `+` (AND) or `~` (OR); a term prefixed with `!` is excluded (NOT).
 * - A logical join is accepted only as `AND` or `OR`; anything else is `DISABLED` (single selection).
 * - Writing a selection removes `e-page-{widgetId}` and drops `page` / `paged` when their number is above 1.
 * - Reading never throws: a parameter with a malformed name, a non-slug term, mixed separators or a
 *   contradiction (`a+!a`) is ignored as a whole, as if it were absent.
 */

export type LogicalJoin = 'AND' | 'OR';
export type FilterJoin = LogicalJoin | 'DISABLED';

export const filterSeparators = { AND: '+', OR: '~', NOT: '!' } as const;

/**
 * Widget ids: a letter, digit or underscore, then word characters or hyphens, at most 64 in all. Digits
 * may lead because real ids do (Payload block ids are 24 hex digits; Elementor's are 7).
 */
export const widgetIdPattern = /^[A-Za-z0-9_][A-Za-z0-9_-]{0,63}$/;

/**
 * Taxonomy names: WordPress-style keys (`category`, `post_tag`, `product_cat`), without hyphens, so that
 * `e-filter-{widgetId}-{taxonomy}` splits unambiguously at its last hyphen even when the widget id has some.
 */
export const taxonomyPattern = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * Term slugs: lowercase Latin, digits, underscores and Hebrew letters, in runs joined by single hyphens
 * (the site's own slug rule, `cms/fields/slugify.ts`, plus `_` for imported WordPress terms); ≤ 200 chars.
 */
export const termSlugPattern = /^[a-z0-9_\u05D0-\u05EA]+(?:-[a-z0-9_\u05D0-\u05EA]+)*$/;
const maxSlugLength = 200;

/** Bounds on what one URL may carry, so hostile links cost nothing to read. */
export const filterLimits = { termsPerTaxonomy: 50, taxonomiesPerWidget: 10, valueLength: 4096, maxPage: 100_000 };

/** Names an object must never be keyed by (prototype pollution). */
export const reservedKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const isWidgetId = (value: unknown): value is string =>
  typeof value === 'string' && widgetIdPattern.test(value) && !reservedKeys.has(value);

export const isTaxonomy = (value: unknown): value is string =>
  typeof value === 'string' && taxonomyPattern.test(value) && !reservedKeys.has(value);

export const isTermSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= maxSlugLength && termSlugPattern.test(value);

/** Spec §5: exactly `AND` or `OR`; every other value, of any type, is `DISABLED`. */
export function normaliseLogicalJoin(value: unknown): FilterJoin {
  return value === 'AND' || value === 'OR' ? value : 'DISABLED';
}

/** One taxonomy's selection: included terms, excluded terms, and how they combine. */
export interface TaxonomyFilter {
  terms: string[];
  exclude: string[];
  join: LogicalJoin;
}

/** A widget's filter state, keyed by taxonomy. */
export type FilterState = Record<string, TaxonomyFilter>;

export const filterParamName = (widgetId: string, taxonomy: string): string => `e-filter-${widgetId}-${taxonomy}`;
export const pageParamName = (widgetId: string): string => `e-page-${widgetId}`;

/**
 * Reads one parameter value (already form-decoded, so a literal `+` arrives as a space). Returns null for
 * anything that is not a well-formed selection. `singleJoin` is the join reported when there is no
 * separator to tell (one term).
 */
export function decodeFilterValue(value: string, singleJoin: LogicalJoin = 'AND'): TaxonomyFilter | null {
  if (typeof value !== 'string' || value === '' || value.length > filterLimits.valueLength) return null;
  const hasAnd = /[ +]/.test(value);
  const hasOr = value.includes(filterSeparators.OR);
  if (hasAnd && hasOr) return null;
  const join: LogicalJoin = hasAnd ? 'AND' : hasOr ? 'OR' : singleJoin;
  const pieces = value.split(hasAnd ? /[ +]/ : filterSeparators.OR);
  if (pieces.length > filterLimits.termsPerTaxonomy) return null;
  const terms: string[] = [];
  const exclude: string[] = [];
  for (const piece of pieces) {
    const excluded = piece.startsWith(filterSeparators.NOT);
    const slug = excluded ? piece.slice(1) : piece;
    if (!isTermSlug(slug)) return null;
    if ((excluded ? terms : exclude).includes(slug)) return null;
    const list = excluded ? exclude : terms;
    if (!list.includes(slug)) list.push(slug);
  }
  return { terms, exclude, join };
}

/**
 * Writes one selection as a query-string value (percent-encoded, separators literal), or null when it
 * selects nothing (the "all" item) or holds no valid term. `DISABLED` keeps only the first item.
 */
export function encodeFilterValue(filter: {
  terms: readonly string[];
  exclude?: readonly string[];
  join: FilterJoin | string;
}): string | null {
  const join = normaliseLogicalJoin(filter.join);
  const seen = new Set<string>();
  const items: string[] = [];
  const add = (slugs: readonly string[] | undefined, prefix: string) => {
    if (!Array.isArray(slugs)) return;
    for (const slug of slugs) {
      if (!isTermSlug(slug) || seen.has(slug)) continue;
      seen.add(slug);
      items.push(prefix + encodeURIComponent(slug));
    }
  };
  add(filter.terms, '');
  add(filter.exclude, filterSeparators.NOT);
  if (items.length === 0) return null;
  if (join === 'DISABLED') return items[0] ?? null;
  return items.slice(0, filterLimits.termsPerTaxonomy).join(filterSeparators[join]);
}

function stripSearch(search: string): string {
  const noHash = search.split('#', 1)[0] ?? '';
  return noHash.startsWith('?') ? noHash.slice(1) : noHash;
}

function safeEntries(search: string): [string, string][] {
  if (typeof search !== 'string' || search.length > 64 * 1024) return [];
  return [...new URLSearchParams(stripSearch(search))];
}

/**
 * Every taxonomy filter the query string holds for one widget. The first occurrence of a name wins;
 * invalid parameters are skipped. `defaultJoin` is reported for single-term selections (the widget's own
 * join, when the caller knows it).
 */
export function parseFilterState(
  search: string,
  widgetId: string,
  options: { defaultJoin?: LogicalJoin } = {},
): FilterState {
  const state: FilterState = {};
  if (!isWidgetId(widgetId)) return state;
  const prefix = `e-filter-${widgetId}-`;
  const singleJoin = options.defaultJoin === 'OR' ? 'OR' : 'AND';
  const seen = new Set<string>();
  for (const [key, value] of safeEntries(search)) {
    if (!key.startsWith(prefix)) continue;
    const taxonomy = key.slice(prefix.length);
    if (!isTaxonomy(taxonomy) || seen.has(taxonomy)) continue;
    seen.add(taxonomy);
    if (Object.keys(state).length >= filterLimits.taxonomiesPerWidget) continue;
    const filter = decodeFilterValue(value, singleJoin);
    if (filter) state[taxonomy] = filter;
  }
  return state;
}

/** The page a widget shows according to the query string: `e-page-{widgetId}`, 1 when absent or invalid. */
export function readPageNumber(search: string, widgetId: string): number {
  if (!isWidgetId(widgetId)) return 1;
  const name = pageParamName(widgetId);
  const raw = safeEntries(search).find(([key]) => key === name)?.[1];
  if (raw === undefined || !/^[1-9]\d{0,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page <= filterLimits.maxPage ? page : 1;
}

// ---------------------------------------------------------------------------------------------------------
// Writing: the query string is edited segment by segment, so every parameter the codec does not own is
// kept byte for byte (URLSearchParams would re-encode them, and would turn the `+` separator into `%2B`).

const relativeBase = 'http://relative.invalid';

interface SplitUrl {
  prefix: string;
  segments: string[];
  hash: string;
}

function splitUrl(url: URL | string): SplitUrl | null {
  try {
    if (typeof url === 'string' && url.length > 16 * 1024) return null;
    const absolute = url instanceof URL || /^[a-z][a-z0-9+.-]*:/i.test(url);
    const parsed = url instanceof URL ? new URL(url.href) : new URL(url, `${relativeBase}/`);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    // A scheme-less string that names a host (`//x`, `/\x`) is not a path: leave it alone.
    if (!absolute && parsed.origin !== relativeBase) return null;
    const prefix = absolute
      ? `${parsed.origin}${parsed.pathname}`
      : url.toString().startsWith('/')
        ? parsed.pathname
        : (/^[^?#]*/.exec(url.toString())?.[0] ?? '');
    const query = parsed.search.slice(1);
    return { prefix, segments: query === '' ? [] : query.split('&'), hash: parsed.hash };
  } catch {
    return null;
  }
}

function joinUrl({ prefix, segments, hash }: SplitUrl): string {
  const query = segments.filter((s) => s !== '').join('&');
  return `${prefix}${query === '' ? '' : `?${query}`}${hash}`;
}

function segmentKey(segment: string): string {
  const at = segment.indexOf('=');
  const raw = (at < 0 ? segment : segment.slice(0, at)).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function segmentValue(segment: string): string {
  const at = segment.indexOf('=');
  return at < 0 ? '' : (new URLSearchParams(`x=${segment.slice(at + 1)}`).get('x') ?? '');
}

/** Replaces every `name` parameter by one `name=value` where the first stood (appended if none), or drops it. */
function setSegment(segments: string[], name: string, value: string | null): string[] {
  const out: string[] = [];
  let placed = value === null;
  for (const segment of segments) {
    if (segmentKey(segment) !== name) {
      out.push(segment);
      continue;
    }
    if (!placed) {
      out.push(`${name}=${value}`);
      placed = true;
    }
  }
  if (!placed) out.push(`${name}=${value}`);
  return out;
}

function aboveOne(value: string): boolean {
  return /^\d+$/.test(value) && Number(value) > 1;
}

/**
 * The URL after a visitor selects `terms` of `taxonomy` in the filter of `widgetId`. Items may be
 * excluded through `exclude`; an empty selection removes the filter (the "all" item). Removes any
 * `e-page-{widgetId}` and drops `page` / `paged` above 1. Invalid ids or a URL that is not http(s) leave the
 * URL as given; invalid terms are skipped. Relative input gives relative output.
 */
export function applyFilterSelection(
  url: URL | string,
  widgetId: string,
  taxonomy: string,
  terms: readonly string[],
  join: FilterJoin | string,
  exclude: readonly string[] = [],
): string {
  const fallback = url instanceof URL ? url.href : String(url);
  if (!isWidgetId(widgetId) || !isTaxonomy(taxonomy)) return fallback;
  const split = splitUrl(url);
  if (!split) return fallback;
  let segments = split.segments.filter((segment) => {
    const key = segmentKey(segment);
    if (key === pageParamName(widgetId)) return false;
    return !((key === 'page' || key === 'paged') && aboveOne(segmentValue(segment)));
  });
  segments = setSegment(segments, filterParamName(widgetId, taxonomy), encodeFilterValue({ terms, exclude, join }));
  return joinUrl({ ...split, segments });
}

/** Writes a whole state for one widget (server-rendered links): each taxonomy as applyFilterSelection does. */
export function applyFilterState(url: URL | string, widgetId: string, state: FilterState): string {
  let next = url instanceof URL ? url.href : String(url);
  for (const taxonomy of Object.keys(state)) {
    const filter = state[taxonomy];
    if (!filter) continue;
    next = applyFilterSelection(next, widgetId, taxonomy, filter.terms, filter.join, filter.exclude);
  }
  return next;
}

/** The URL showing `page` of a widget's results: `e-page-{widgetId}`, removed for page 1. Filters are kept. */
export function applyPageNumber(url: URL | string, widgetId: string, page: number): string {
  const fallback = url instanceof URL ? url.href : String(url);
  if (!isWidgetId(widgetId) || !Number.isInteger(page) || page < 1 || page > filterLimits.maxPage) return fallback;
  const split = splitUrl(url);
  if (!split) return fallback;
  const segments = setSegment(split.segments, pageParamName(widgetId), page === 1 ? null : String(page));
  return joinUrl({ ...split, segments });
}

/**
 * A taxonomy filter as the refresh call's `filterData.terms` carries it: included slugs, then excluded
 * ones prefixed with `!` (the URL's own NOT marker).
 */
export function toRequestTerms(filter: TaxonomyFilter): string[] {
  return [...filter.terms, ...filter.exclude.map((slug) => `${filterSeparators.NOT}${slug}`)];
}

/** The inverse of toRequestTerms; null when an item is not a (possibly negated) slug or contradicts another. */
export function fromRequestTerms(items: readonly unknown[]): { terms: string[]; exclude: string[] } | null {
  const terms: string[] = [];
  const exclude: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') return null;
    const excluded = item.startsWith(filterSeparators.NOT);
    const slug = excluded ? item.slice(1) : item;
    if (!isTermSlug(slug) || (excluded ? terms : exclude).includes(slug)) return null;
    const list = excluded ? exclude : terms;
    if (!list.includes(slug)) list.push(slug);
  }
  return { terms, exclude };
}
