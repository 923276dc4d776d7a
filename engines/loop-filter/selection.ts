/**
 * What clicking a filter item selects next (shared by the server render of the filter's links and the
 * island that rewrites them after a refresh). Pure.
 *
 * - The "all" item (`slug` null) clears the taxonomy's selection.
 * - Single selection (join DISABLED): the item alone; clicking the selected item again clears it.
 * - Multiple selection (AND / OR): the item is toggled in or out, keeping the order of selection.
 */
import type { FilterJoin } from './codec';

export function nextSelection(current: readonly string[], slug: string | null, join: FilterJoin): string[] {
  if (slug === null) return [];
  const selected = current.includes(slug);
  if (join === 'DISABLED') return selected && current.length === 1 ? [] : [slug];
  return selected ? current.filter((s) => s !== slug) : [...current, slug];
}
