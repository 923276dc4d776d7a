/** Turns a title into a URL slug: lowercase Latin, digits and Hebrew letters joined by hyphens. */
export function slugify(input: string): string {
  return input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0591-\u05C7]/g, '') // Hebrew points and cantillation marks
    .replace(/[^a-z0-9\u05D0-\u05EA]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

export const slugPattern = /^[a-z0-9\u05D0-\u05EA]+(?:-[a-z0-9\u05D0-\u05EA]+)*$/;
