/**
 * An old site's address in one spelling (issue 22), so a stored redirect matches however a visitor's
 * link spells it: WordPress's plain links (`/?p=84`, `/?page_id=87`, `/?attachment_id=12`, `/?cat=3`)
 * by their id, every other address by its path — percent-decoded, with the trailing slash WordPress
 * adds, without its query string.
 */

/** WordPress's plain-permalink parameters, in the order WordPress itself reads them. */
export const wordpressIdParams = ['p', 'page_id', 'attachment_id', 'cat', 'tag_id', 'author'] as const;

const maxLength = 300;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The key of `/?p=84`-style addresses, or null when no id parameter is a plain number. */
function idKey(params: URLSearchParams): string | null {
  for (const name of wordpressIdParams) {
    const value = params.get(name);
    if (value !== null && /^[1-9][0-9]{0,9}$/.test(value)) return `/?${name}=${value}`;
  }
  return null;
}

/**
 * The stored form of an address: `/?p=84` for the home path with an id parameter, otherwise the decoded
 * path ending in "/" (a file name such as `/feed.xml` keeps its name). Null for what cannot be one.
 */
export function oldAddressKey(pathname: string, params: URLSearchParams = new URLSearchParams()): string | null {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (pathname === '/') return idKey(params);
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  if (segments.length === 0 || segments.some((s) => s === null || s === '.' || s === '..')) return null;
  const last = segments[segments.length - 1]!;
  const path = `/${segments.join('/')}${last.includes('.') ? '' : '/'}`;
  return path.length <= maxLength ? path : null;
}

/** Reads an address as typed in the studio or found in an export (`/category/x`, `https://old/?p=4`). */
export function parseOldAddress(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed, 'http://old.invalid');
  } catch {
    return null;
  }
  return oldAddressKey(url.pathname, url.searchParams);
}
