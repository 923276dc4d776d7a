import { vendorHosts, type Vendor } from '../engines/consent/vendors';
import { socialServices, type SocialService } from '../engines/media/social-embed';
export type EmbedProvider = 'youtube' | 'vimeo';

/**
 * A page marks the video players it embeds with this response header; the middleware turns it into that
 * page's CSP and drops it.
 */
export const embedsHeader = 'X-Arig-Embeds';

/**
 * A page whose form leads to another site (the checkout, to a payment provider's page) names that origin
 * in this response header; the middleware adds it to that page's `form-action` and drops the header.
 */
export const formTargetsHeader = 'X-Arig-Form-Targets';

/** A page marked with this response header is kept in that capped group of the page cache (data/cache/page-cache.ts). */
export const cacheGroupHeader = 'X-Arig-Cache-Group';

/** What a provider's player needs once the visitor presses play (its API script and its frame). */
const embedSources: Record<EmbedProvider, { script: string[]; frame: string[] }> = {
  youtube: { script: ['https://www.youtube.com', 'https://s.ytimg.com'], frame: ['https://www.youtube-nocookie.com'] },
  vimeo: { script: ['https://player.vimeo.com'], frame: ['https://player.vimeo.com'] },
};

/**
 * The CSP also enforces "no request leaves the site": only a page with a video widget admits that video
 * provider's player, and only its script and frame.
 */
export function contentSecurityPolicy(
  embeds: readonly string[] = [],
  vendors: readonly Vendor[] = [],
  formTargets: readonly string[] = [],
): string {
  const known = embeds.filter((e): e is EmbedProvider => Object.hasOwn(embedSources, e));
  // A social embed ("social:x") is only ever the service's frame: no script of theirs runs on the page.
  const social = embeds
    .map((e) => e.replace(/^social:/, ''))
    .filter((e): e is SocialService => embeds.includes(`social:${e}`) && Object.hasOwn(socialServices, e));
  const hosts = (kind: 'script' | 'frame' | 'connect' | 'img') => [
    ...known.flatMap((e) => (kind === 'script' || kind === 'frame' ? embedSources[e][kind] : [])),
    ...(kind === 'frame' ? social.flatMap((e) => socialServices[e].frames) : []),
    ...vendors.flatMap((v) => vendorHosts[v][kind] ?? []),
  ];
  const extra = (kind: 'script' | 'frame' | 'connect' | 'img') =>
    [...new Set(hosts(kind))].map((s) => ` ${s}`).join('');
  const frame = hosts('frame').length ? `; frame-src${extra('frame')}` : '';
  return `default-src 'self'; script-src 'self' 'unsafe-inline'${extra('script')}; style-src 'self' 'unsafe-inline'; img-src 'self' data:${extra('img')}; font-src 'self'; connect-src 'self'${extra('connect')}${frame}; frame-ancestors 'self'; base-uri 'self'; form-action 'self'${formTargets.map((t) => ` ${t}`).join('')}; object-src 'none'`;
}

/** Headers on every public response. */
export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // No `X-Frame-Options`: the CSP's `frame-ancestors 'self'` supersedes it in every browser with CSP 2, and its
  // 29 uncompressed bytes were on every document, whose size is measured against the first TCP window
  // (docs/paint-first.md).
  // No `interest-cohort`: FLoC is gone, and Chrome reports the unknown feature as an error on every page.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * An answer that is not a document (a beacon's 204, a redirect, the web manifest, JSON): no page is drawn
 * from it, so a policy for documents and frames would only be bytes on every page view.
 */
export const nonDocumentHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Types a browser may draw as a page of this site, so the document policies (CSP, frames) apply to them. */
export const documentType = /^(text\/html|application\/xhtml\+xml|application\/xml|text\/xml|image\/svg\+xml)/;

export const cacheControl = {
  /** Pages change when the owner publishes; browsers revalidate with the ETag every time. */
  page: 'public, max-age=0, must-revalidate',
  notFound: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
  media: 'public, max-age=2592000',
  private: 'private, no-store',
} as const;
