/** Number formatting and easing for the counter widget, shared by its server render and its island. */
export interface CounterFormat {
  decimals: number;
  separator: boolean;
}

export function formatCounter(value: number, { decimals, separator }: CounterFormat): string {
  return new Intl.NumberFormat('he-IL', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: separator,
  }).format(value);
}

/** The value shown `elapsed` ms into a count of `duration` ms (ease-out cubic); exact at the end. */
export function counterValueAt(start: number, end: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return end;
  if (elapsed <= 0) return start;
  const t = elapsed / duration;
  const eased = 1 - (1 - t) ** 3;
  return start + (end - start) * eased;
}
