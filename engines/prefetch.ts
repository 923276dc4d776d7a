/** Hover prefetch (spec §4, §5, §9): 150 ms on a same-host link, once per URL, never for the excluded kinds. */
export const prefetchHoverDelay = 150;

/** The studio (admin and its login) and machine endpoints are never prefetched. */
export const prefetchIgnorePaths = ['/admin', '/api', '/wp-admin', '/wp-login.php', '/wp-json', '/studio'];

const fileExtension = /\.(jpe?g|gif|png|tiff?|bmp|webp|avif|svg|pdf|docx?|xlsx?|zip|xml|txt|php)$/i;

export interface LinkFacts {
  href: string;
  /** data-product_id, data-quantity or data-product_sku present: a shop action, not a page. */
  hasProductData: boolean;
  download: boolean;
}

export interface PrefetchContext {
  /** The page's URL: links resolve against it, and it is never prefetched itself. */
  pageUrl: string;
}

/** The normalised URL to prefetch for a link, or null when the rules say never. */
export function prefetchTarget(link: LinkFacts, ctx: PrefetchContext): string | null {
  if (link.hasProductData || link.download) return null;
  const raw = link.href.trim();
  if (raw === '' || raw.startsWith('#')) return null;
  let url: URL;
  const page = new URL(ctx.pageUrl);
  try {
    url = new URL(raw, page);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.host !== page.host || url.protocol !== page.protocol) return null;
  if (url.searchParams.has('add-to-cart') || url.searchParams.has('add_to_cart')) return null;
  if (prefetchIgnorePaths.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return null;
  if (fileExtension.test(url.pathname)) return null;
  url.hash = '';
  if (url.pathname === page.pathname && url.search === page.search) return null;
  return url.toString();
}

export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
}

/** Nothing is prefetched for visitors who asked to save data or are on a 2g connection. */
export function connectionAllowsPrefetch(connection: ConnectionFacts | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/**
 * Hover starts a 150 ms timer that leaving cancels; touch prefetches at once; each URL goes once.
 * `hoverStart`'s `elapsed` is how long the pointer has already rested on the link (the runtime's prefetch
 * code loads on the first hover, so it starts that hover late).
 */
export function createPrefetcher(opts: { timers: Timers; prefetch: (url: string) => void; delay?: number }) {
  const { timers, prefetch, delay = prefetchHoverDelay } = opts;
  const done = new Set<string>();
  const pending = new Map<string, unknown>();
  const fire = (url: string) => {
    pending.delete(url);
    if (done.has(url)) return;
    done.add(url);
    prefetch(url);
  };
  return {
    hoverStart(url: string, elapsed = 0): void {
      if (done.has(url) || pending.has(url)) return;
      pending.set(
        url,
        timers.set(() => fire(url), Math.max(0, delay - elapsed)),
      );
    },
    hoverEnd(url: string): void {
      const handle = pending.get(url);
      if (handle === undefined) return;
      timers.clear(handle);
      pending.delete(url);
    },
    touch(url: string): void {
      this.hoverEnd(url);
      fire(url);
    },
    prefetched: (url: string): boolean => done.has(url),
  };
}
