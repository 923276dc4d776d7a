import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import next from 'next';
import { studioPathPrefixes } from '../config/site';
import { hasStudioSession } from '../config/studio-session';
import { pageCache, replyFor, type CachedPage } from '../data/cache/page-cache';
import { pageCacheKey } from '../data/cache/page-key';
import { refreshLoopPath } from '../data/cache/refresh-loop-answers';
import { suggestPath, suggestionAnswer } from '../data/search/suggestion-answer';
import { serveMedia } from './media-files';
import { answerRefreshLoopFromCache } from './refresh-loop-front';
import { createRequestLimits } from './request-limits';
import { createStaticFiles } from './static-files';

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => unknown;

const isStudioPath = (p: string): boolean =>
  studioPathPrefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, extra: Record<string, string> = {}): void {
  const reply = replyFor(page, req.headers['accept-encoding'], req.headers['if-none-match']);
  res.writeHead(reply.status, { ...reply.headers, ...extra });
  res.end(req.method === 'HEAD' ? undefined : (reply.body ?? undefined));
}

/** WordPress URLs end in "/": /about → /about/ (files such as /robots.txt keep their name). */
function slashRedirect(pathname: string, search: string): string | null {
  if (pathname.endsWith('/') || pathname.startsWith('/wp-json/')) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  return `${pathname}/${search}`;
}

export interface ArigServer {
  server: Server;
  close(): Promise<void>;
}

/**
 * One port for everything: studio paths to Next (Payload admin and REST), everything else to the
 * Astro site, with the page cache, built assets and media answered before either is reached.
 */
export async function createArigServer(opts: { root: string; mediaDir: string }): Promise<ArigServer> {
  const studio = next({ dev: false, dir: path.join(opts.root, 'studio'), customServer: true, quiet: true });
  await studio.prepare();
  const handleStudio = studio.getRequestHandler();

  const entry = pathToFileURL(path.join(opts.root, 'dist', 'site', 'server', 'entry.mjs')).href;
  const { handler: handleSite } = (await import(entry)) as { handler: NodeHandler };
  const staticFile = createStaticFiles(path.join(opts.root, 'dist', 'site', 'client'));
  const limits = createRequestLimits();

  const server = createServer(async (req, res) => {
    try {
      // A target starting with "//" would parse as another host (or fail to parse): it is the path "/…",
      // for this server and for Next and Astro after it.
      req.url = (req.url ?? '/').replace(/^\/{2,}/, '/');
      const url = new URL(req.url, 'http://localhost');
      const { pathname, search } = url;
      if (isStudioPath(pathname)) {
        if (limits.guard(req, res, pathname)) return;
        return void (await handleStudio(req, res));
      }

      const isRead = req.method === 'GET' || req.method === 'HEAD';
      if (isRead) {
        if (pathname.startsWith('/media/') && (await serveMedia(opts.mediaDir, pathname.slice(7), req, res))) return;
        if (pathname.includes('.') || pathname.startsWith('/_astro/')) {
          const file = await staticFile(pathname);
          if (file) return send(req, res, file);
        }
        // A signed-in editor may be previewing drafts: their pages are rendered, never served from the cache.
        const { key } = pageCacheKey(pathname, search);
        const cached = pageCache.enabled() && !hasStudioSession(req.headers.cookie) ? pageCache.get(key) : undefined;
        if (cached) return send(req, res, cached, { 'X-Cache': 'HIT' });
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
      if (limits.guard(req, res, pathname)) return;
      handleSite(req, res);
    } catch (err) {
      console.error('request failed', req.method, req.url, err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('שגיאת שרת. נסו שוב בעוד רגע.');
    }
  });
  server.keepAliveTimeout = 65_000;

  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
