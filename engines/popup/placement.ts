/** Where a popup may appear (studio "איפה להציג"): pure, so the server and its tests share it. */
export interface PopupPlacement {
  show_on: 'all' | 'articles' | 'chosen';
  pages: readonly number[];
  categories: readonly number[];
  exclude_pages: readonly number[];
  exclude_categories: readonly number[];
}

/** The page being rendered: a page has an id, an article has its categories, other routes neither. */
export type PlacementTarget =
  { kind: 'page'; id: number } | { kind: 'article'; id: number; categoryIds: readonly number[] } | { kind: 'other' };

const overlaps = (a: readonly number[], b: readonly number[]) => a.some((n) => b.includes(n));

/** Exclusions win; then all pages, all articles, or the chosen pages and articles of chosen categories. */
export function popupAppliesTo(placement: PopupPlacement, target: PlacementTarget): boolean {
  if (target.kind === 'page' && placement.exclude_pages.includes(target.id)) return false;
  if (target.kind === 'article' && overlaps(placement.exclude_categories, target.categoryIds)) return false;
  switch (placement.show_on) {
    case 'all':
      return true;
    case 'articles':
      return target.kind === 'article';
    case 'chosen':
      if (target.kind === 'page') return placement.pages.includes(target.id);
      return target.kind === 'article' && overlaps(placement.categories, target.categoryIds);
  }
}

const ids = (value: unknown): number[] =>
  Array.isArray(value)
    ? value
        .map((v) => (typeof v === 'object' && v !== null ? (v as { id?: unknown }).id : v))
        .filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v))
    : [];

/** A stored placement group (relationship ids or populated documents) read defensively. */
export function readPlacement(raw: unknown): PopupPlacement {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const show = r.show_on === 'articles' || r.show_on === 'chosen' ? r.show_on : 'all';
  return {
    show_on: show,
    pages: ids(r.pages),
    categories: ids(r.categories),
    exclude_pages: ids(r.exclude_pages),
    exclude_categories: ids(r.exclude_categories),
  };
}
