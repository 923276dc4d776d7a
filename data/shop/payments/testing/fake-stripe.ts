import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readText, sendJson } from './http';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe's API and its hosted Checkout page (tests only): sessions are created,
 * read and refunded through the real `stripe` SDK pointed here (STRIPE_API_BASE), and the page at
 * `/pay/{id}` lets a test pay, decline, or pay and close the tab. Paying sends a webhook signed with the
 * real SDK's signature scheme to the site, unless the test holds webhooks back, and sends it again until
 * the site answers 2xx, as Stripe does.
 */
export interface FakeSession {
  id: string;
  amount: number;
  currency: string;
  attempt: string | null;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  paymentIntent: string | null;
  idempotencyKey: string | null;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  refunds: string[];
  /** Requests to create a session (a double click sends two with one idempotency key). */
  creates: number;
  /** Webhooks are sent when a session is paid unless this is false. */
  sendWebhooks: boolean;
  /** Added to every reported amount (a provider-side mismatch); 0 normally. */
  amountSkew: number;
  /** How long retrieving a session takes, ms (a slow provider). */
  delayMs: number;
  /** Marks a session paid, as the hosted page does. */
  pay(id: string): Promise<void>;
  /** A signed event for a session (a replay, a stale failure); `signature: 'bad'` signs it wrongly. */
  event(type: string, id: string, signature?: 'good' | 'bad' | 'none'): Request;
  /** Sends such an event to the site's webhook. */
  send(type: string, id: string, signature?: 'good' | 'bad' | 'none'): Promise<Response>;
  /** Deliveries of the webhooks a payment sends that failed (refused, 5xx, no answer) and were sent again. */
  webhookRetries: number;
  /** Deliveries still trying (a site that is down), and those that gave up. */
  webhooksPending: number;
  webhooksAbandoned: number;
  /** Resolves once no delivery is still trying. */
  webhooksSettled(): Promise<void>;
  stop(): Promise<void>;
}

const json = sendJson;

export async function startFakeStripe(options: {
  webhookUrl: () => string;
  webhookSecret: string;
}): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byKey = new Map<string, string>();
  const refunds: string[] = [];
  const signer = new Stripe('sk_test_fake0000', { telemetry: false });

  const view = (s: FakeSession) => ({
    id: s.id,
    object: 'checkout.session',
    url: `${fake.url}/pay/${s.id}`,
    amount_total: s.amount + fake.amountSkew,
    currency: s.currency,
    metadata: s.attempt ? { attempt: s.attempt } : {},
    client_reference_id: s.attempt,
    payment_status: s.paymentStatus,
    status: s.status,
    payment_intent: s.paymentIntent,
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
  });

  /** A webhook request for a session's event, signed as Stripe signs (or wrongly, or not at all). */
  function event(type: string, id: string, signature: 'good' | 'bad' | 'none' = 'good'): Request {
    const session = sessions.get(id);
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      data: { object: session ? view(session) : { id, object: 'checkout.session' } },
    });
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: signature === 'bad' ? 'whsec_wrongwrongwrong' : options.webhookSecret,
    });
    return new Request(options.webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === 'none' ? {} : { 'stripe-signature': header }) },
      body: payload,
    });
  }

  const send = (type: string, id: string, signature: 'good' | 'bad' | 'none' = 'good') =>
    fetch(event(type, id, signature), { signal: AbortSignal.timeout(15_000) });

  // As Stripe does, a delivery that gets no 2xx is sent again, later and later (here: up to 2 s apart,
  // for about a minute, not three days), until the site takes it.
  let stopped = false;
  const deliveryGaps = [100, 200, 400, 800, 1600, ...Array<number>(30).fill(2000)];
  async function deliver(type: string, id: string): Promise<void> {
    fake.webhooksPending += 1;
    try {
      for (const gap of [0, ...deliveryGaps]) {
        if (gap) {
          fake.webhookRetries += 1;
          await new Promise((r) => setTimeout(r, gap));
        }
        if (stopped) break;
        const res = await send(type, id).catch(() => null);
        await res?.arrayBuffer().catch(() => undefined);
        if (res?.ok) return;
      }
      fake.webhooksAbandoned += 1;
    } finally {
      fake.webhooksPending -= 1;
    }
  }
  const webhooksSettled = async () => {
    while (fake.webhooksPending > 0) await new Promise((r) => setTimeout(r, 50));
  };

  async function pay(id: string) {
    const s = sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    s.status = 'complete';
    s.paymentStatus = 'paid';
    s.paymentIntent = `pi_${randomBytes(8).toString('hex')}`;
    if (fake.sendWebhooks) await deliver('checkout.session.completed', id);
  }

  const page = (s: FakeSession, message = '') =>
    `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>Stripe (בדיקה)</title></head><body><main><h1>תשלום בבדיקה: ${(s.amount / 100).toFixed(2)} ₪</h1>${message ? `<p role="alert">${message}</p>` : ''}<form method="post"><button name="action" value="pay">תשלום</button> <button name="action" value="decline">כרטיס שנדחה</button> <button name="action" value="pay-and-close">תשלום וסגירת הלשונית</button></form><p><a href="${s.cancelUrl}">חזרה לחנות</a></p></main></body></html>`;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = req.method === 'POST' ? await readText(req) : '';
    const form = new URLSearchParams(body);
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    const payPath = /^\/pay\/([\w-]+)$/.exec(url.pathname);
    if (url.pathname.startsWith('/v1/') && !/^Bearer sk_/.test(req.headers.authorization ?? ''))
      return json(res, 401, { error: { type: 'invalid_request_error', message: 'No API key' } });
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      fake.creates += 1;
      const key = String(req.headers['idempotency-key'] ?? '') || null;
      const known = key ? byKey.get(key) : undefined;
      if (known) return json(res, 200, view(sessions.get(known)!));
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const unit = Number(form.get('line_items[0][price_data][unit_amount]'));
      const quantity = Number(form.get('line_items[0][quantity]') ?? 1);
      sessions.set(id, {
        id,
        amount: unit * quantity,
        currency: form.get('currency') ?? form.get('line_items[0][price_data][currency]') ?? 'usd',
        attempt: form.get('metadata[attempt]'),
        successUrl: form.get('success_url') ?? '',
        cancelUrl: form.get('cancel_url') ?? '',
        status: 'open',
        paymentStatus: 'unpaid',
        paymentIntent: null,
        idempotencyKey: key,
      });
      if (key) byKey.set(key, id);
      return json(res, 200, view(sessions.get(id)!));
    }
    if (req.method === 'GET' && sessionPath) {
      const s = sessions.get(sessionPath[1]!);
      if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
      return s ? json(res, 200, view(s)) : json(res, 404, { error: { type: 'invalid_request_error' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = form.get('payment_intent') ?? '';
      if (![...sessions.values()].some((s) => s.paymentIntent === intent))
        return json(res, 400, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      refunds.push(intent);
      return json(res, 200, { id: `re_${randomBytes(6).toString('hex')}`, object: 'refund', status: 'succeeded' });
    }
    if (payPath) {
      const s = sessions.get(payPath[1]!);
      if (!s) return json(res, 404, {});
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(page(s));
      }
      const action = form.get('action');
      if (action === 'decline') {
        res.writeHead(402, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(page(s, 'הכרטיס נדחה. לא חויבתם.'));
      }
      // As Stripe does, the webhook goes out on its own, not inside the buyer's request.
      const webhooks = fake.sendWebhooks;
      fake.sendWebhooks = false;
      await pay(s.id);
      fake.sendWebhooks = webhooks;
      if (webhooks) void deliver('checkout.session.completed', s.id);
      if (action === 'pay-and-close') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end('<!doctype html><html lang="he"><title>שולם</title><p>שולם.</p></html>');
      }
      res.writeHead(303, { location: s.successUrl.replace('{CHECKOUT_SESSION_ID}', s.id) });
      return res.end();
    }
    json(res, 404, { error: { type: 'invalid_request_error', message: `unknown ${req.method} ${url.pathname}` } });
  });
  // Idle connections stay open until the client closes them: with Node's 5 s timeout, a client reusing a
  // connection just as the fake closed it got 'fetch failed' (seen under load in the webhook fuzzer).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    refunds,
    creates: 0,
    sendWebhooks: true,
    amountSkew: 0,
    delayMs: 0,
    pay,
    event,
    send,
    webhookRetries: 0,
    webhooksPending: 0,
    webhooksAbandoned: 0,
    webhooksSettled,
    stop: () => {
      stopped = true;
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
