import { studioCsrfOrigins } from '../../../config/env';

/**
 * Whether a form post may come from where it says it comes from. Astro's own check compares Origin with
 * the URL it rebuilt from the Host header, which behind a TLS proxy is http:// and refuses every post,
 * and it refuses posts without Origin, which a mail provider's one-click unsubscribe (RFC 8058) is. So the
 * check is arig's: an Origin must be the site's own (SITE_URL, or this machine's loopback addresses when
 * it is unset); without one, a browser's Sec-Fetch-Site must not say cross-site. Public forms carry no
 * session, so a server posting without either is simply an anonymous visitor.
 */
export function isAllowedFormOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) return studioCsrfOrigins().includes(origin);
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}
