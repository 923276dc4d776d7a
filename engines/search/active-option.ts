/** Keys that move the active option of a combobox's list (WAI-ARIA APG combobox, list autocomplete). */
export type MoveKey = 'ArrowDown' | 'ArrowUp';

/**
 * The option that becomes active: down from none is the first, up from none the last, and both wrap.
 * -1 means none (focus stays in the input with no option chosen); an empty list has none.
 */
export function moveActive(current: number, count: number, key: MoveKey): number {
  if (count <= 0) return -1;
  const at = current >= 0 && current < count ? current : -1;
  if (key === 'ArrowDown') return at === count - 1 ? 0 : at + 1;
  return at <= 0 ? count - 1 : at - 1;
}
