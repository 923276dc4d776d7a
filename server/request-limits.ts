import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '../config/env';
import { refreshLoopPath } from '../data/cache/refresh-loop-answers';
import { routes } from '../config/routes';
import { localRateLimiters, type RateLimiterFactory, type RateRule } from '../engines/rate-limit';

/**
 * Limits per client address on the costly or guessable POSTs (security bar §2.1 "Rate limiting", ASVS
 * 2.4.1): Payload 3 has none of its own, and its per-account lockout does nothing against guessing across
 * many accounts from one address.
 */
export const requestLimits = {
  /** Failed sign-ins (wrong e-mail or password, or a locked account). */
  loginFailures: { limit: 20, windowMs: 15 * 60_000 },
  /** Password-reset requests: each one sends an e-mail. */
  forgotPassword: { limit: 5, windowMs: 15 * 60_000 },
  /** Loop-grid refreshes that render (answers already cached cost nothing and are not counted). */
  refreshLoop: { limit: 600, windowMs: 60_000 },
  /** Page views and leads for the owner's count (a busy reader stays far below this). */
  count: { limit: 600, windowMs: 10 * 60_000 },
  /** Cookie-choice records (a visitor chooses a few times at most). */
  consent: { limit: 30, windowMs: 10 * 60_000 },
  /** Form posts to site pages (contact forms, newsletter sign-ups, their corrections). */
  formPosts: { limit: 20, windowMs: 10 * 60_000 },
} satisfies Record<string, RateRule>;

export const tooManyFormsMessage = (seconds: number) =>
  `נשלחו יותר מדי טפסים מהכתובת הזאת. אפשר לשלוח שוב בעוד ${Math.max(1, Math.ceil(seconds / 60))} דקות.`;

export const tooManyMessage = (seconds: number) =>
  `יותר מדי בקשות מהכתובת הזאת. אפשר לנסות שוב בעוד ${Math.max(1, Math.ceil(seconds / 60))} דקות.`;

/**
 * The path as a router may read it: percent-decoded, repeated slashes collapsed, no trailing slash, so
 * `/api/users/%6Cogin/` or `/api//users/login` is still the sign-in.
 */
export function routedPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: the router refuses the path anyway; match it as sent.
  }
  return decoded.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

/**
 * The address a limit counts: the socket's peer, or behind a trusted proxy the last X-Forwarded-For
 * entry (the one the proxy appended; entries before it are whatever the client sent).
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop()?.trim();
  return limitKey(trustProxy && last ? last : (req.socket.remoteAddress ?? 'unknown'));
}

/**
 * One key per client: IPv4 as is (also when a dual-stack socket maps it into IPv6), IPv6 by its /64
 * network, since one host is routinely given a whole /64 to rotate through.
 */
export function limitKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [
    ...headGroups,
    ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Runs `count` with the status as the response's head is written, before a byte of it can reach the
 * client. Not on `end`: Next may send a whole response (with its length) through `write` and end it
 * later, so the client can read it and send its next attempt first. Node's implicit head (a bare
 * `write`, `flushHeaders`) goes through `writeHead` too.
 */
function countOnHead(res: ServerResponse, count: (status: number) => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  let counted = false;
  res.writeHead = ((...args: unknown[]) => {
    if (!counted) {
      counted = true;
      count(typeof args[0] === 'number' ? args[0] : res.statusCode);
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

function refuse(res: ServerResponse, retryAfter: number, body: unknown): true {
  res.writeHead(429, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(retryAfter),
  });
  res.end(JSON.stringify(body));
  return true;
}

/** A form post over its limit: JSON for the form island, a short Hebrew page for a plain post. */
function refuseForm(req: IncomingMessage, res: ServerResponse, seconds: number): true {
  const message = tooManyFormsMessage(seconds);
  if ((req.headers.accept ?? '').includes('application/json')) return refuse(res, seconds, { ok: false, message });
  res.writeHead(429, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(seconds),
  });
  res.end(
    `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head><body><main><h1>${message}</h1><p>הפרטים שמילאתם לא אבדו: חזרו לעמוד הקודם בדפדפן ושלחו שוב מאוחר יותר.</p></main></body></html>`,
  );
  return true;
}

/**
 * One set of counters per server, or shared by every instance when `limiters` makes shared ones
 * (data/cluster/postgres-rate-limit.ts). `guard` answers 429 itself (and resolves true) when the request
 * is over its limit; otherwise it counts what it must and lets the request through. Only POSTs are asked.
 */
export function createRequestLimits(limiters: RateLimiterFactory = localRateLimiters()) {
  const trustProxy = env().ARIG_TRUST_PROXY === 'on';
  const loginFailures = limiters('login-failures', requestLimits.loginFailures);
  const forgotPassword = limiters('forgot-password', requestLimits.forgotPassword);
  const refreshLoop = limiters('refresh-loop', requestLimits.refreshLoop);
  const formPosts = limiters('form-posts', requestLimits.formPosts);
  const consent = limiters('consent', requestLimits.consent);
  const count = limiters('count', requestLimits.count);
  // Payload's error shape, so the studio's sign-in form shows the message.
  const payloadRefusal = (res: ServerResponse, seconds: number) =>
    refuse(res, seconds, { errors: [{ message: tooManyMessage(seconds) }] });
  const plainRefusal = (res: ServerResponse, seconds: number) =>
    refuse(res, seconds, { message: tooManyMessage(seconds) });

  return {
    async guard(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
      if (req.method !== 'POST') return false;
      const client = clientAddress(req, trustProxy);
      const path = routedPath(pathname);
      if (path === '/api/users/login') {
        const open = await loginFailures.peek(client);
        if (!open.ok) return payloadRefusal(res, open.retryAfterSeconds);
        countOnHead(res, (status) => {
          if (status === 401 || status === 423) void loginFailures.take(client);
        });
        return false;
      }
      if (path === '/api/users/forgot-password') {
        const verdict = await forgotPassword.take(client);
        return verdict.ok ? false : payloadRefusal(res, verdict.retryAfterSeconds);
      }
      if (path === refreshLoopPath) {
        const verdict = await refreshLoop.take(client);
        if (verdict.ok) return false;
        const seconds = verdict.retryAfterSeconds;
        return refuse(res, seconds, { code: 429, message: tooManyMessage(seconds) });
      }
      if (path === routes.count) {
        const verdict = await count.take(client);
        return verdict.ok ? false : plainRefusal(res, verdict.retryAfterSeconds);
      }
      if (path === routes.consentRecord) {
        const verdict = await consent.take(client);
        return verdict.ok ? false : plainRefusal(res, verdict.retryAfterSeconds);
      }
      if (!path.startsWith('/api/') && !path.startsWith('/wp-json/')) {
        const verdict = await formPosts.take(client);
        return verdict.ok ? false : refuseForm(req, res, verdict.retryAfterSeconds);
      }
      return false;
    },
  };
}
