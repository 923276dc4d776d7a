import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { studioPathPrefixes } from '../config/site';
import { hasStudioSession } from '../config/studio-session';
import { pageCache, replyFor, type CachedPage } from '../data/cache/page-cache';
import { isOrderLink } from '../engines/shop/order-link';
import { pageCacheKey } from '../data/cache/page-key';
import { refreshLoopPath } from '../data/cache/refresh-loop-answers';
import { suggestPath, suggestionAnswer } from '../data/search/suggestion-answer';
import { getOldAddressRedirect } from '../data/get-redirect';
import { serveMedia } from './media-files';
import type { MediaStore } from './media-store';
import { answerRefreshLoopFromCache } from './refresh-loop-front';
import { createRequestLimits } from './request-limits';
import type { RateLimiterFactory } from '../engines/rate-limit';
import { createStaticFiles } from './static-files';
import { answerHealth, type Readiness } from './health';
import { logRequest, logRequestError } from './request-log';
import { metricsPath, type Metrics } from './metrics';

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => unknown;

const isStudioPath = (p: string): boolean =>
  studioPathPrefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  const reply = replyFor(page, req.headers['accept-encoding'], req.headers['if-none-match']);
  res.writeHead(reply.status, reply.headers);
  res.end(req.method === 'HEAD' ? undefined : (reply.body ?? undefined));
}

/**
 * How long a shutdown waits for a connection just accepted to send its first request. A browser's
 * speculative connection may never send one; a client that connected to ask sends it at once.
 */
const firstRequestWaitMs = 2000;

/** WordPress URLs end in "/": /about → /about/ (files such as /robots.txt keep their name). */
function slashRedirect(pathname: string, search: string): string | null {
  if (pathname.endsWith('/') || pathname.startsWith('/wp-json/')) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  return `${pathname}/${search}`;
}

export interface ArigServer {
  server: Server;
  /**
   * Stops accepting, lets the requests in flight finish (at most `graceMs`, 10 s by default), then closes
   * what is left. `/readyz` answers 503 from the first moment, so a load balancer stops sending.
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * One port for everything: studio paths to Next (Payload admin and REST), everything else to the
 * Astro site, with the page cache, built assets and media answered before either is reached.
 */
export async function createArigServer(opts: {
  root: string;
  /** The media library's files: MEDIA_DIR or the S3 bucket (server/media-store). */
  media: MediaStore;
  /** What `/readyz` checks (server/health.ts); without it the server counts as ready while it runs. */
  readiness?: () => Promise<Readiness>;
  /** Request and cache counters, answered at `/metrics` (server/metrics.ts); without it, no `/metrics`. */
  metrics?: Metrics;
  /** Rate limiters shared by the instances (on Postgres); without it each process counts on its own. */
  rateLimiters?: RateLimiterFactory;
}): Promise<ArigServer> {
  let studioReady: Promise<NodeHandler> | undefined;
  const startStudio = async (): Promise<NodeHandler> => {
    const { default: next } = await import('next');
    const studio = next({ dev: false, dir: path.join(opts.root, 'studio'), customServer: true, quiet: true });
    await studio.prepare();
    return studio.getRequestHandler() as NodeHandler;
  };
  // The studio's Next server is started by the first studio request, not with the site: a process that only
  // serves visitors (most of them, most of the time) never holds it (about 40 MB, and 0.4 s of each start).
  // A start that fails is tried again by the next request.
  const handleStudio: NodeHandler = async (req, res) => {
    studioReady ??= startStudio().catch((err: unknown) => {
      studioReady = undefined;
      throw err;
    });
    return (await studioReady)(req, res);
  };

  const entry = pathToFileURL(path.join(opts.root, 'dist', 'site', 'server', 'entry.mjs')).href;
  const { handler: handleSite } = (await import(entry)) as { handler: NodeHandler };
  const staticFile = createStaticFiles(path.join(opts.root, 'dist', 'site', 'client'));
  const limits = createRequestLimits(opts.rateLimiters);

  // Requests being answered, so a shutdown can let them finish (close below).
  let inFlight = 0;
  let closing = false;
  let lastConnection = 0;
  let drained: (() => void) | null = null;
  // Connections accepted whose first request has not arrived yet, with when they were accepted: a client
  // on a loaded machine or a slow network writes its request a moment after connecting.
  const awaitingRequest = new Map<net.Socket, number>();
  const awaitsRequest = () => {
    for (const connectedAt of awaitingRequest.values()) if (Date.now() - connectedAt < firstRequestWaitMs) return true;
    return false;
  };

  const server = createServer(async (req, res) => {
    awaitingRequest.delete(req.socket);
    const requestId = logRequest(req, res);
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    });
    // Shutting down: the answer still comes, and the client opens its next connection elsewhere.
    if (closing) res.setHeader('Connection', 'close');
    try {
      // A target starting with "//" would parse as another host (or fail to parse): it is the path "/…",
      // for this server and for Next and Astro after it.
      req.url = (req.url ?? '/').replace(/^\/{2,}/, '/');
      const url = new URL(req.url, 'http://localhost');
      const { pathname, search } = url;
      opts.metrics?.track(req, res, pathname);
      if (await answerHealth(req, res, pathname, { closing, readiness: opts.readiness })) return;
      if (pathname === metricsPath && opts.metrics) return void (await opts.metrics.answer(req, res));
      if (isStudioPath(pathname)) {
        if (await limits.guard(req, res, pathname)) return;
        return void (await handleStudio(req, res));
      }

      const isRead = req.method === 'GET' || req.method === 'HEAD';
      if (isRead) {
        if (pathname.startsWith('/media/') && (await serveMedia(opts.media, pathname.slice(7), req, res))) return;
        if (pathname.includes('.') || pathname.startsWith('/_astro/')) {
          const file = await staticFile(pathname);
          if (file) return send(req, res, file);
        }
        // An imported site's old address (`/?p=84`, `/category/x/`) answers 301 before any page, cached or not.
        const moved = await getOldAddressRedirect(pathname, url.searchParams);
        if (moved) {
          res.writeHead(301, { Location: moved, 'Cache-Control': 'public, max-age=3600' });
          return void res.end();
        }
        // A signed-in editor may be previewing drafts: their pages are rendered, never served from the cache.
        const { key } = pageCacheKey(pathname, search);
        // An ?add-to-cart= link changes the visitor's cart before any page is shown (site/lib/shop/add-to-cart.ts).
        // An order's own link (?order=…&key=…, a thank-you page's purchase summary) is the buyer's alone.
        const cacheable =
          pageCache.enabled() &&
          !hasStudioSession(req.headers.cookie) &&
          !url.searchParams.has('add-to-cart') &&
          !isOrderLink(url.searchParams);
        const cached = cacheable ? pageCache.get(key) : undefined;
        if (cached) {
          res.setHeader('X-Cache', 'HIT'); // read back by the request log
          return send(req, res, cached);
        }
        // A new beginning typed in a search box: searched here, without the site framework's path, which
        // cost more than the search itself (docs/search.md).
        if (pathname === suggestPath) return send(req, res, await suggestionAnswer(url.searchParams, key));
        const redirect = slashRedirect(pathname, search);
        if (redirect) {
          res.writeHead(301, { Location: redirect, 'Cache-Control': 'public, max-age=3600' });
          return void res.end();
        }
      } else if (req.method === 'POST' && pathname === refreshLoopPath && pageCache.enabled()) {
        if (await answerRefreshLoopFromCache(req, res)) return;
      }
      if (await limits.guard(req, res, pathname)) return;
      handleSite(req, res);
    } catch (err) {
      logRequestError(req, requestId, err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('שגיאת שרת. נסו שוב בעוד רגע.');
    }
  });
  server.keepAliveTimeout = 65_000;
  server.on('connection', (socket: net.Socket) => {
    lastConnection = Date.now();
    awaitingRequest.set(socket, lastConnection);
    socket.once('close', () => awaitingRequest.delete(socket));
  });

  return {
    server,
    async close(graceMs = 10_000) {
      closing = true;
      const start = Date.now();
      const deadline = start + graceMs;
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)).unref());
      // Connections the kernel holds for us were opened by clients who sent their request: closing the
      // listener would reset them. So it stays open until the server has been idle for a moment (nothing
      // in flight, nothing newly connected, no connection still to send its request: an idle loop takes
      // what the kernel holds at once), at most half the grace; /readyz answers 503 meanwhile, so a load
      // balancer sends no new ones.
      const acceptUntil = start + graceMs / 2;
      while (Date.now() < acceptUntil) {
        await pause(50);
        if (inFlight === 0 && !awaitsRequest() && Date.now() - lastConnection >= 50) break;
      }
      // net.Server's close, not http.Server's: that one also drops every connection without a request in
      // progress, which includes one accepted a moment ago whose request has not been read yet.
      net.Server.prototype.close.call(server);
      // Answers in flight are finished, each with Connection: close.
      while (Date.now() < deadline) {
        if (inFlight > 0)
          await new Promise<void>((resolve) => {
            drained = resolve;
            setTimeout(resolve, deadline - Date.now()).unref();
          });
        await pause(Math.min(50, deadline - Date.now()));
        if (inFlight === 0 && !awaitsRequest()) break;
      }
      server.closeAllConnections();
    },
  };
}
