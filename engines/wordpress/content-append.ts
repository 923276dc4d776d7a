/**
 * `target.push(...items)` passes every item as an argument, which throws past about 100,000 items; a post
 * can hold that many (a huge gallery, a <pre> with as many lines).
 */
export function append<T>(target: T[], items: readonly T[]): T[] {
  for (const item of items) target.push(item);
  return target;
}
