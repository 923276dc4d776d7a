import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { startFakeStripe, type FakeStripe } from '../data/shop/payments/testing/fake-stripe';
import { copySeedTemplate, seedTemplateVariable } from '../scripts/lib/seed-template';
import { freePort, startServer, type RunningServer } from '../scripts/lib/server';
import { signIn } from './sign-in';

/**
 * Issue 19's crash test: card checkouts over plain HTTP (the real checkout form, paid on a local fake of
 * Stripe's page) while the server's process group is killed with SIGKILL at random moments and started
 * again on the same SQLite file. Buyers resend what got no answer, as a browser's reload does; the fake
 * sends its webhooks again until the site takes them, as Stripe does. Afterwards: every paid payment
 * has exactly one order, no order lacks a paid payment, no order number is doubled, and a counted
 * product's stock is its start minus what the orders sold. ARIG_CRASH_SEED repeats a run's choices;
 * ARIG_CRASH_CHECKOUTS and ARIG_CRASH_KILLS change the figures.
 */
// The run is 500 checkouts and 25 kills (about 3 minutes here). npm test runs 200 and 6, a new random
// plan each time, to stay within its time budget (this file was 94–119 s of it at 500 and 10, 70 s at 300 and
// 6); `ARIG_CRASH_CHECKOUTS=500 ARIG_CRASH_KILLS=25` runs the full one (docs/shop.md quotes its figures).
const checkouts = Number(process.env.ARIG_CRASH_CHECKOUTS) || 200;
const kills = Number(process.env.ARIG_CRASH_KILLS ?? 6);
const buyersAtOnce = 8;
const initialStock = 5000;
const seed = Number(process.env.ARIG_CRASH_SEED) || Math.floor(Math.random() * 2 ** 31);
const webhookSecret = 'whsec_crash0000000000000';

/** mulberry32: a small seeded generator, so a failing run's choices can be repeated. */
function random(s: number): () => number {
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const rand = random(seed);
const pick = (n: number) => Math.floor(rand() * n);

/** Most buyers pay and come back; some close the tab after paying (the webhook alone orders); a few never pay. */
const actions = ['pay', 'pay', 'pay', 'pay', 'pay', 'pay', 'pay-and-close', 'pay-and-close', 'abandon'] as const;
const plan = Array.from({ length: checkouts }, () => ({
  quantity: 1 + pick(3),
  action: actions[pick(actions.length)]!,
}));
/** After how many finished checkouts each kill comes, and how long after that. */
const killPlan = Array.from({ length: kills }, () => ({
  after: pick(checkouts - 2 * buyersAtOnce),
  delayMs: pick(400),
})).sort((a, b) => a.after - b.after);

let dir: string;
let databaseUrl: string;
let serverEnv: Record<string, string>;
let port: number;
let site: string;
let server: RunningServer;
let stripe: FakeStripe;
let productId: number;
let finished = 0;
const errorLines: string[] = [];
let downMs = 0;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The site as a buyer sees it: what got no answer, or a 5xx from a dying server, is sent again. */
async function hit(
  pathOrUrl: string,
  ip: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const until = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(new URL(pathOrUrl, site), {
        ...init,
        redirect: 'manual',
        headers: { 'x-forwarded-for': ip, ...init.headers },
        signal: AbortSignal.timeout(30_000),
      });
      if (res.status < 500) return res;
      await res.arrayBuffer();
    } catch {
      // killed, or starting again
    }
    if (Date.now() > until) throw new Error(`no answer from ${pathOrUrl} for 90 s`);
    await sleep(150);
  }
}

const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
const paidLocation = /order-received\/\d+\/|[?&]order=\d+/;

/** One buyer: the product in a new cart, the checkout posted for a card, paid (or not) at the fake's page. */
async function checkout(n: number, outcomes: Map<string, number>) {
  const { quantity, action } = plan[n]!;
  const ip = `10.${(n >> 8) & 255}.${n & 255}.9`;
  const added = await hit(`/?add-to-cart=${productId}&quantity=${quantity}`, ip);
  const secret = added.headers
    .getSetCookie()
    .map((c) => /^arig_cart=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (added.status !== 303 || !secret) throw new Error(`checkout ${n}: adding gave ${added.status}`);
  const cookie = `arig_cart=${secret}`;
  const page = await (await hit('/checkout/', ip, { headers: { cookie } })).text();
  const attempt = field(page, 'attempt');
  const seen = field(page, 'seen-pickup');
  if (!attempt || !seen) throw new Error(`checkout ${n}: no form`);
  const form = new URLSearchParams({
    attempt,
    'seen-pickup': seen,
    name: 'נועה כהן',
    phone: '050-1234567',
    email: `buyer${n}@example.co.il`,
    shipping: 'pickup',
    payment: 'card',
    notes: '',
    terms: 'on',
  });
  const posted = await hit('/checkout/', ip, {
    method: 'POST',
    headers: { cookie, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const payUrl = posted.headers.get('location') ?? '';
  if (posted.status !== 303 || !payUrl.startsWith(stripe.url))
    throw new Error(`checkout ${n}: posting gave ${posted.status}`);
  const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
  if (action === 'abandon') return count('abandoned');
  const paid = await fetch(payUrl, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
  await paid.arrayBuffer();
  if (action === 'pay-and-close') return count('closed the tab');
  const back = paid.headers.get('location') ?? '';
  // "Being confirmed" while the server is not sure: the buyer checks again for a while, then leaves.
  for (let tries = 0; tries < 20; tries++) {
    const res = await hit(back, ip, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status === 303 && paidLocation.test(res.headers.get('location') ?? '')) return count('saw the order');
    if (res.status !== 200) return count(`return answered ${res.status}`);
    await sleep(250);
  }
  count('left while confirming');
}

/** What the server logged about payments it could not settle (its log goes with it when it stops). */
async function keepPaymentErrors() {
  const log = await readFile(server.logFile, 'utf8').catch(() => '');
  errorLines.push(...log.split('\n').filter((l) => l.includes('payments:')));
}

async function restart() {
  const killed = Date.now();
  process.kill(-server.pid, 'SIGKILL');
  await server.exited;
  await keepPaymentErrors();
  await server.stop();
  server = await startServer({ port, databaseUrl, env: serverEnv });
  downMs += Date.now() - killed;
}

const asAdmin = async <T>(apiPath: string): Promise<T> => {
  const token = await signIn(site, demoUsers.admin);
  const res = await fetch(`${site}${apiPath}`, { headers: { authorization: `JWT ${token}` } });
  if (!res.ok) throw new Error(`${apiPath}: ${res.status}`);
  return (await res.json()) as T;
};

beforeAll(async () => {
  console.log(`checkout-crash: seed ${seed} (ARIG_CRASH_SEED=${seed} repeats this run's choices)`);
  dir = await mkdtemp(path.join(os.tmpdir(), 'arig-crash-'));
  const template = process.env[seedTemplateVariable];
  if (template) await copySeedTemplate(template, dir);
  databaseUrl = `file:${path.join(dir, 'arig.db')}`;
  port = await freePort();
  site = `http://localhost:${port}`;
  stripe = await startFakeStripe({ webhookUrl: () => `${site}/wp-json/arig/v1/payments/stripe`, webhookSecret });
  serverEnv = {
    STRIPE_SECRET_KEY: 'sk_test_crash0000',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
    MEDIA_DIR: path.join(dir, 'media'),
    // Each buyer has an address of their own behind the proxy, so 500 of them are not one visitor's form posts.
    ARIG_TRUST_PROXY: 'on',
  };
  server = await startServer({ port, databaseUrl, env: serverEnv });
  const token = await signIn(site, demoUsers.admin);
  const created = await fetch(`${site}/api/products`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'גליל בד לבדיקת קריסה',
      slug: 'crash-test-bolt',
      price: 25,
      kind: 'physical',
      stockMode: 'count',
      stockCount: initialStock,
      _status: 'published',
    }),
  });
  if (!created.ok) throw new Error(`creating the product: ${created.status} ${await created.text()}`);
  productId = ((await created.json()) as { doc: { id: number } }).doc.id;
});

afterAll(async () => {
  await server?.stop();
  await stripe?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface AttemptDoc {
  reference?: string | null;
  status: string;
}
interface OrderDoc {
  number: number;
  status: string;
  paymentMethod: string;
  paymentReference?: string | null;
  lines?: { product?: number | null; quantity: number }[];
}

describe('checkouts while the server is killed', () => {
  it(`${checkouts} card checkouts, ${kills} kill -9 and restarts: one order per paid payment, stock exact`, async () => {
    const started = Date.now();
    const outcomes = new Map<string, number>();
    let next = 0;
    const failures: string[] = [];
    const buyer = async () => {
      while (next < checkouts) {
        const n = next++;
        await checkout(n, outcomes).catch((err: Error) => failures.push(err.message));
        finished += 1;
      }
    };
    const killer = async () => {
      for (const { after, delayMs } of killPlan) {
        while (finished < after) await sleep(20);
        await sleep(delayMs);
        await restart();
      }
    };
    await Promise.all([killer(), ...Array.from({ length: buyersAtOnce }, buyer)]);
    // Stripe keeps sending what the site did not take; give the last deliveries their time.
    await Promise.race([stripe.webhooksSettled(), sleep(15_000)]);

    await keepPaymentErrors();
    const orders = (await asAdmin<{ docs: OrderDoc[] }>('/api/orders?pagination=false&depth=0')).docs;
    const product = await asAdmin<{ stockCount: number }>(`/api/products/${productId}?depth=0`);
    const paid = [...stripe.sessions.values()].filter((s) => s.paymentStatus === 'paid');
    const attempts = (await asAdmin<{ docs: AttemptDoc[] }>('/api/payment-attempts?pagination=false&depth=0')).docs;
    const settled = new Set(attempts.filter((a) => a.status === 'settled').map((a) => a.reference));
    const sold = orders
      .flatMap((o) => o.lines ?? [])
      .filter((l) => l.product === productId)
      .reduce((units, l) => units + l.quantity, 0);
    const figures = {
      seed,
      checkouts,
      kills,
      buyers: Object.fromEntries(outcomes),
      'paid payments': paid.length,
      orders: orders.length,
      'units sold': sold,
      stock: `${initialStock} → ${product.stockCount}`,
      'paid payments whose attempt is not settled': paid.filter((s) => !settled.has(s.id)).length,
      'webhook deliveries retried': stripe.webhookRetries,
      'webhook deliveries still failing': stripe.webhooksPending + stripe.webhooksAbandoned,
      'payment errors logged': errorLines.length,
      'seconds down': Math.round(downMs / 1000),
      seconds: Math.round((Date.now() - started) / 1000),
    };
    console.log('checkout-crash figures', figures);
    if (errorLines.length) console.log(errorLines.slice(0, 10).join('\n'));

    expect(failures).toEqual([]);
    const byReference = new Map<string, OrderDoc[]>();
    for (const o of orders)
      byReference.set(o.paymentReference ?? '', [...(byReference.get(o.paymentReference ?? '') ?? []), o]);
    expect(paid.filter((s) => byReference.get(s.id)?.length !== 1).map((s) => s.id)).toEqual([]);
    const paidIds = new Set(paid.map((s) => s.id));
    expect(orders.filter((o) => !paidIds.has(o.paymentReference ?? '') || o.paymentMethod !== 'card')).toEqual([]);
    expect(new Set(orders.map((o) => o.number)).size).toBe(orders.length);
    expect(product.stockCount, 'stock: the start minus the units in orders').toBe(initialStock - sold);
    expect(stripe.refunds).toEqual([]);
    expect(stripe.webhooksPending + stripe.webhooksAbandoned, 'webhooks the site never took').toBe(0);
    expect(paid.length).toBe(checkouts - (outcomes.get('abandoned') ?? 0));
  }, 600_000);
});
