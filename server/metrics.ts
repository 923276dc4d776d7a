import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { studioPathPrefixes } from '../config/site';
import { pageCache } from '../data/cache/page-cache';

export const metricsPath = '/metrics';

/** What a request was for: a label with a handful of values, so the series stay few whatever is asked. */
export type RequestKind = 'page' | 'api' | 'studio' | 'media' | 'asset' | 'health';

export function requestKind(pathname: string): RequestKind {
  if (pathname === '/healthz' || pathname === '/readyz' || pathname === metricsPath) return 'health';
  if (studioPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return 'studio';
  if (pathname.startsWith('/wp-json/')) return 'api';
  if (pathname.startsWith('/media/')) return 'media';
  if (pathname.startsWith('/_astro/') || /\.[a-z0-9]+$/i.test(pathname)) return 'asset';
  return 'page';
}

/** Loopback and private ranges (RFC 1918, RFC 4193, link-local), IPv4-mapped IPv6 included. */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
    );
  }
  if (isIP(address) !== 6) return false;
  const lower = address.toLowerCase();
  return lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may read the metrics: a scraper with the token (`Authorization: Bearer …`, ARIG_METRICS_TOKEN), or
 * one on the machine's private network that came straight in. A request a proxy forwarded may come from
 * anywhere, so without the token it is refused even when the proxy's own address is private.
 */
export function mayReadMetrics(req: IncomingMessage, token: string | undefined): boolean {
  const auth = req.headers.authorization;
  if (token && typeof auth === 'string' && auth.startsWith('Bearer ') && sameSecret(auth.slice(7), token)) return true;
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && isPrivateAddress(req.socket.remoteAddress);
}

export interface Metrics {
  /** Counts the request and its duration when its answer is done. */
  track(req: IncomingMessage, res: ServerResponse, pathname: string): void;
  /** Answers `/metrics` (Prometheus text format) to those who may read it. */
  answer(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export interface MetricsOptions {
  /** Messages waiting in the mail outbox (read at each scrape). */
  queueDepth: () => Promise<number>;
  token?: string;
}

/**
 * Request rates and latencies by kind and status class, the page cache's hits, size and weight, the mail
 * queue's depth, and the process's own (CPU, memory, event loop, garbage collection), as Prometheus reads.
 */
export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'arig_' });
  const requests = new Counter({
    name: 'arig_http_requests_total',
    help: 'Requests answered, by kind and status class.',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'arig_http_request_duration_seconds',
    help: 'Time to answer a request, by kind.',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const cacheReads = new Counter({
    name: 'arig_page_cache_reads_total',
    help: 'Page reads (GET and HEAD of pages) answered from the page cache (hit) or rendered (miss).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'arig_page_cache_entries',
    help: 'Pages kept in the page cache.',
    registers: [registry],
    collect() {
      this.set(pageCache.size());
    },
  });
  new Gauge({
    name: 'arig_page_cache_bytes',
    help: 'What the kept pages weigh (bodies and their compressed forms).',
    registers: [registry],
    collect() {
      this.set(pageCache.bytes());
    },
  });
  new Gauge({
    name: 'arig_mail_outbox_pending',
    help: 'Messages waiting in the mail outbox.',
    registers: [registry],
    async collect() {
      this.set(await options.queueDepth());
    },
  });

  return {
    track(req, res, pathname) {
      const kind = requestKind(pathname);
      const stop = duration.startTimer({ kind });
      res.once('close', () => {
        stop();
        requests.inc({ kind, status: `${Math.floor(res.statusCode / 100)}xx` });
        if (kind === 'page' && (req.method === 'GET' || req.method === 'HEAD') && res.statusCode < 300)
          cacheReads.inc({ result: res.getHeader('X-Cache') === 'HIT' ? 'hit' : 'miss' });
      });
    },
    async answer(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
        return void res.end('אפשר רק לקרוא את המדדים (GET).');
      }
      if (!mayReadMetrics(req, options.token)) {
        res.writeHead(403, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'WWW-Authenticate': 'Bearer',
        });
        return void res.end('המדדים זמינים רק מהרשת הפנימית, או עם האסימון שב-ARIG_METRICS_TOKEN.');
      }
      const body = await registry.metrics();
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}
