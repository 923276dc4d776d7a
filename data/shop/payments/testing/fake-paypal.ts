import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readText, sendJson } from './http';

/**
 * A local stand-in for PayPal's Orders v2 API, its webhook verification and its approval page (tests
 * only). Create, capture and refund honour `PayPal-Request-Id` as PayPal does; the approval page lets a
 * test approve (and come back) or cancel; webhooks are "signed" with a transmission signature this fake
 * alone accepts when PayPal's verification API is asked.
 */
export interface FakePayPalOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  value: string;
  currency: string;
  customId: string;
  returnUrl: string;
  cancelUrl: string;
  capture: { id: string; status: 'COMPLETED' | 'DECLINED' } | null;
}

export interface FakePayPal {
  url: string;
  orders: Map<string, FakePayPalOrder>;
  creates: number;
  captures: number;
  refunds: string[];
  /** The next captures are declined by the "bank". */
  declineCaptures: boolean;
  /** Webhooks are sent on approval unless this is false. */
  sendWebhooks: boolean;
  event(type: string, id: string, signature?: 'good' | 'bad' | 'none'): Request;
  stop(): Promise<void>;
}

const goodSignature = 'fake-paypal-signature';

const json = sendJson;

export async function startFakePayPal(options: { webhookUrl: () => string }): Promise<FakePayPal> {
  const orders = new Map<string, FakePayPalOrder>();
  const replies = new Map<string, unknown>();

  const view = (o: FakePayPalOrder) => ({
    id: o.id,
    status: o.status,
    links: [{ rel: 'payer-action', href: `${fake.url}/approve/${o.id}` }],
    purchase_units: [
      {
        custom_id: o.customId,
        amount: { currency_code: o.currency, value: o.value },
        payments: o.capture
          ? {
              captures: [
                {
                  id: o.capture.id,
                  status: o.capture.status,
                  custom_id: o.customId,
                  amount: { currency_code: o.currency, value: o.value },
                },
              ],
            }
          : undefined,
      },
    ],
  });

  function event(type: string, id: string, signature: 'good' | 'bad' | 'none' = 'good'): Request {
    const order = orders.get(id);
    const resource = type.startsWith('PAYMENT.CAPTURE')
      ? { id: order?.capture?.id ?? 'CAP-unknown', supplementary_data: { related_ids: { order_id: id } } }
      : { id };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== 'none')
      Object.assign(headers, {
        'paypal-transmission-id': randomBytes(8).toString('hex'),
        'paypal-transmission-time': new Date().toISOString(),
        'paypal-transmission-sig': signature === 'good' ? goodSignature : 'forged',
        'paypal-cert-url': `${fake.url}/cert`,
        'paypal-auth-algo': 'SHA256withRSA',
      });
    return new Request(options.webhookUrl(), {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: `WH-${randomBytes(6).toString('hex')}`, event_type: type, resource }),
    });
  }

  /** Answers once per request id, as PayPal does: a repeat gets the first answer. */
  const once = (req: IncomingMessage, make: () => unknown): unknown => {
    const key = `${req.url}:${String(req.headers['paypal-request-id'] ?? '')}`;
    if (req.headers['paypal-request-id'] && replies.has(key)) return replies.get(key);
    const reply = make();
    if (req.headers['paypal-request-id']) replies.set(key, reply);
    return reply;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = req.method === 'POST' ? await readText(req) : '';
    const orderPath = /^\/v2\/checkout\/orders\/([\w-]+)(\/capture)?$/.exec(url.pathname);
    const approvePath = /^\/approve\/([\w-]+)$/.exec(url.pathname);
    if (url.pathname === '/v1/oauth2/token') {
      if (!/^Basic /.test(req.headers.authorization ?? '')) return json(res, 401, { error: 'invalid_client' });
      return json(res, 200, { access_token: `A21-${randomBytes(8).toString('hex')}`, expires_in: 3600 });
    }
    if (url.pathname.startsWith('/v') && !/^Bearer A21-/.test(req.headers.authorization ?? ''))
      return json(res, 401, { name: 'AUTHENTICATION_FAILURE' });
    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      return json(
        res,
        201,
        once(req, () => {
          fake.creates += 1;
          const input = JSON.parse(body) as {
            purchase_units: { custom_id: string; amount: { currency_code: string; value: string } }[];
            payment_source: { paypal: { experience_context: { return_url: string; cancel_url: string } } };
          };
          const unit = input.purchase_units[0]!;
          const context = input.payment_source.paypal.experience_context;
          const id = `PP${randomBytes(8).toString('hex').toUpperCase()}`;
          const order: FakePayPalOrder = {
            id,
            status: 'PAYER_ACTION_REQUIRED',
            value: unit.amount.value,
            currency: unit.amount.currency_code,
            customId: unit.custom_id,
            returnUrl: context.return_url,
            cancelUrl: context.cancel_url,
            capture: null,
          };
          orders.set(id, order);
          return view(order);
        }),
      );
    }
    if (orderPath && !orderPath[2] && req.method === 'GET') {
      const order = orders.get(orderPath[1]!);
      return order ? json(res, 200, view(order)) : json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
    }
    if (orderPath?.[2] && req.method === 'POST') {
      const order = orders.get(orderPath[1]!);
      if (!order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      const reply = once(req, () => {
        if (order.status !== 'APPROVED') return { error: 422 };
        fake.captures += 1;
        order.capture = {
          id: `CAP${randomBytes(6).toString('hex')}`,
          status: fake.declineCaptures ? 'DECLINED' : 'COMPLETED',
        };
        order.status = 'COMPLETED';
        return view(order);
      });
      return (reply as { error?: number }).error
        ? json(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] })
        : json(res, 201, reply);
    }
    const refundPath = /^\/v2\/payments\/captures\/([\w-]+)\/refund$/.exec(url.pathname);
    if (refundPath && req.method === 'POST') {
      const capture = refundPath[1]!;
      if (![...orders.values()].some((o) => o.capture?.id === capture))
        return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      once(req, () => fake.refunds.push(capture));
      return json(res, 201, { id: `RF${randomBytes(6).toString('hex')}`, status: 'COMPLETED' });
    }
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const check = JSON.parse(body) as { transmission_sig?: string };
      return json(res, 200, { verification_status: check.transmission_sig === goodSignature ? 'SUCCESS' : 'FAILURE' });
    }
    if (approvePath) {
      const order = orders.get(approvePath[1]!);
      if (!order) return json(res, 404, {});
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>PayPal (בדיקה)</title></head><body><main><h1>אישור תשלום ב-PayPal: ${order.value} ₪</h1><form method="post"><button name="action" value="approve">אישור התשלום</button></form><p><a href="${order.cancelUrl}">ביטול וחזרה לחנות</a></p></main></body></html>`,
        );
      }
      order.status = 'APPROVED';
      // As PayPal does, the webhook goes out on its own, not inside the buyer's request.
      if (fake.sendWebhooks)
        void fetch(event('CHECKOUT.ORDER.APPROVED', order.id), { signal: AbortSignal.timeout(15_000) }).catch(
          () => undefined,
        );
      const back = new URL(order.returnUrl);
      back.searchParams.set('token', order.id);
      back.searchParams.set('PayerID', 'FAKEPAYER');
      res.writeHead(303, { location: back.toString() });
      return res.end();
    }
    json(res, 404, { name: 'NOT_FOUND', message: `${req.method} ${url.pathname}` });
  });
  // Idle connections stay open until the client closes them: with Node's 5 s timeout, a client reusing a
  // connection just as the fake closed it got 'fetch failed' (seen under load in the webhook fuzzer).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakePayPal = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    orders,
    creates: 0,
    captures: 0,
    refunds: [],
    declineCaptures: false,
    sendWebhooks: true,
    event,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
