import { defineMiddleware } from 'astro:middleware';
import {
  documentType,
  nonDocumentHeaders,
  cacheControl,
  contentSecurityPolicy,
  embedsHeader,
  formTargetsHeader,
  securityHeaders,
  cacheGroupHeader,
} from '../config/headers';
import { makeCachedPage, pageCache, replyFor } from '../data/cache/page-cache';
import { pageCacheKey } from '../data/cache/page-key';
import { getTracking } from '../data/get-tracking';
import { configuredVendors } from '../engines/consent/vendors';
import { answerAddToCartLink } from './lib/shop/add-to-cart';
import { compressPrivate } from './lib/private-compression';
import { withAfterPaintScripts } from './lib/after-paint-scripts';

const cacheableType = /^(text\/html|application\/xml|text\/plain)/;

/**
 * Every site response leaves here compressed, with an ETag and the right Cache-Control.
 * Successful GETs are kept in the page cache, which scripts/server.ts answers from directly.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request } = context;
  // WooCommerce's ?add-to-cart= works on every address: the cart changes, the visitor is sent back.
  const added = await answerAddToCartLink(request, context.url);
  if (added) {
    for (const [k, v] of Object.entries(nonDocumentHeaders)) added.headers.set(k, v);
    return added;
  }
  const generation = pageCache.generation();
  const response = await withAfterPaintScripts(await next());
  const embeds = response.headers.get(embedsHeader);
  response.headers.delete(embedsHeader);
  const formTargets = (response.headers.get(formTargetsHeader) ?? '')
    .split(' ')
    .filter((t) => /^https?:\/\/[\w.:[\]-]+$/.test(t));
  response.headers.delete(formTargetsHeader);
  const url = new URL(request.url);
  const { key, variant } = pageCacheKey(url.pathname, url.search);
  const group = response.headers.get(cacheGroupHeader) === 'search' ? 'search' : variant ? 'variants' : undefined;
  response.headers.delete(cacheGroupHeader);
  // The vendors the owner configured may load after consent: pages admit their hosts (and only theirs).
  const tracking = /^text\/html/.test(response.headers.get('Content-Type') ?? '') ? await getTracking() : null;
  const vendors = tracking ? configuredVendors(tracking) : [];
  const pageHeaders =
    embeds || vendors.length || formTargets.length
      ? {
          ...securityHeaders,
          'Content-Security-Policy': contentSecurityPolicy(embeds ? embeds.split(' ') : [], vendors, formTargets),
        }
      : securityHeaders;

  const type = response.headers.get('Content-Type') ?? '';
  const ownHeaders = response.status !== 204 && documentType.test(type) ? pageHeaders : nonDocumentHeaders;
  const private_ = /no-store|private/.test(response.headers.get('Cache-Control') ?? '');
  if (
    request.method !== 'GET' ||
    private_ ||
    !cacheableType.test(type) ||
    (response.status >= 300 && response.status < 400)
  ) {
    for (const [k, v] of Object.entries(ownHeaders)) response.headers.set(k, v);
    return response.status >= 300 && response.status < 400
      ? response
      : compressPrivate(response, request.headers.get('Accept-Encoding'));
  }

  const headers: Record<string, string> = {
    ...ownHeaders,
    'Content-Type': type.includes('charset') ? type : `${type}; charset=utf-8`,
    'Cache-Control': response.status === 200 ? cacheControl.page : cacheControl.notFound,
  };
  const page = makeCachedPage(response.status, headers, Buffer.from(await response.arrayBuffer()));
  if (response.status === 200 && pageCache.enabled()) pageCache.set(key, page, generation, group);

  const reply = replyFor(page, request.headers.get('Accept-Encoding'), request.headers.get('If-None-Match'));
  return new Response(reply.body ? new Uint8Array(reply.body) : null, { status: reply.status, headers: reply.headers });
});
