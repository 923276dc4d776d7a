import type { LinkTarget } from '../../cms/endpoints/link-targets';

/**
 * What the owner typed into a link box: an address (kept as typed) or words to look up among the site's
 * pages, articles and categories (issue 27: no more typing long encoded Hebrew URLs by hand).
 */
export const isAddress = (text: string): boolean => /^(?:\/|#|https?:|mailto:|tel:|\?)/i.test(text.trim());

export const linkSearchUrl = (words: string): string => `/api/link-targets?q=${encodeURIComponent(words.trim())}`;

export const kindLabels: Record<LinkTarget['kind'], string> = { page: 'עמוד', post: 'מאמר', category: 'קטגוריה' };

/** The answer of /api/link-targets, or null when it is not one. */
export function readTargets(body: unknown): LinkTarget[] | null {
  const targets = (body as { targets?: unknown } | null)?.targets;
  if (!Array.isArray(targets)) return null;
  return targets.filter(
    (t): t is LinkTarget =>
      typeof t === 'object' &&
      t !== null &&
      typeof (t as LinkTarget).title === 'string' &&
      typeof (t as LinkTarget).url === 'string' &&
      (t as LinkTarget).kind in kindLabels,
  );
}

/** The address shown to the owner: Hebrew slugs decoded, so "/אודות/" reads as it is. */
export function readableUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
