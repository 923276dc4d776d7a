/**
 * Pages where the owner hid the chat: `/checkout/` hides that page only (with or without its trailing
 * slash), `/shop/*` hides everything under /shop/.
 */
export function isChatHidden(path: string, hiddenPaths: readonly string[]): boolean {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const here = norm(path);
  return hiddenPaths.some((entry) =>
    entry.endsWith('/*') ? `${here}/`.startsWith(entry.slice(0, -1)) : norm(entry) === here,
  );
}
