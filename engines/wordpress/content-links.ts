import { addIssue, type ConvertContext } from './content-context';

const KEPT_SCHEMES = new Set(['mailto', 'tel', 'sms']);

/**
 * An href as arig should store it: web addresses and relative paths through the resolver (internal links
 * rewritten), `mailto:`/`tel:`/`sms:` and in-page anchors as they are; null for no href or a scheme that
 * could run code (`javascript:`, `data:`), whose link is dropped and reported while its text stays.
 */
export function resolveHref(raw: string, ctx: ConvertContext): string | null {
  const href = raw.trim();
  if (href === '') return null;
  if (href.startsWith('#')) return href;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'http' || scheme === 'https') return ctx.resolver.link(href);
  if (KEPT_SCHEMES.has(scheme)) return href;
  addIssue(ctx, 'html', `link removed: ${href.slice(0, 100)}`);
  return null;
}

/** Whether a URL can be shown as a plain web link (not `data:`, `javascript:` and the like). */
export const isWebUrl = (url: string): boolean => /^(https?:)?\/\//i.test(url) || /^\/(?!\/)/.test(url);
