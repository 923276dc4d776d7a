/**
 * URL allowlist for anything that ends up in an href/src: http, https, mailto, tel, or a relative path.
 * Checks the URL the way a browser reads it (tabs and newlines removed, C0 controls and spaces trimmed,
 * scheme case-insensitive), so " javascript:", "JaVaScRiPt:" and "java\tscript:" are all caught.
 */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);

/** What the browser's URL parser does to an href before it looks at the scheme. */
export function browserNormalizeUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

export type UrlKind = 'absolute' | 'relative';

/** The scheme of a URL (lower-case) or null when it is relative. */
export function urlScheme(value: string): string | null {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(browserNormalizeUrl(value));
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * True for http(s)/mailto/tel URLs and for relative references ("/about/", "#team", "?q=1", "page/").
 * Protocol-relative ("//host") and any backslash ("/\host", "\\host") are refused: browsers treat them as
 * another host, so they are not "relative paths".
 */
export function isSafeUrl(value: string): boolean {
  const url = browserNormalizeUrl(value);
  if (url === '') return false;
  // Any control character left inside the URL is suspicious and never needed.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(url)) return false;
  const scheme = urlScheme(url);
  if (scheme !== null) {
    if (!allowedSchemes.has(scheme)) return false;
    if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/\\?#\s]+/i.test(url);
    return url.length > scheme.length + 1;
  }
  // Browsers read "\" as "/" in web URLs, so any backslash could turn into "//host"; paths never need one.
  if (url.startsWith('//') || url.includes('\\')) return false;
  // A colon before the first "/", "?" or "#" would make the browser read a scheme (e.g. "1:x" is not one,
  // but "a:b" is); urlScheme handled real schemes, so refuse any other colon in that position.
  const head = url.split(/[/?#]/, 1)[0] ?? '';
  if (head.includes(':')) return false;
  return true;
}

/**
 * A stored URL must already be clean: no whitespace, control or bidi-control characters anywhere (a space
 * in a path is written %20), and allowed by isSafeUrl.
 */
export function isCleanSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(value)) return false;
  return isSafeUrl(value);
}
