import { env } from '../../../config/env';
import {
  WebhookSignatureError,
  type PaymentAdapter,
  type PaymentEvent,
  type PaymentState,
} from '../../../engines/shop/payments/adapter';

/**
 * PayPal Orders v2 through a small fetch client of arig's own: the official server SDK hard-codes
 * PayPal's hosts, and the tests need PAYPAL_API_BASE to point at a local fake. Every create, capture and
 * refund carries a `PayPal-Request-Id`, so a retry never pays or refunds twice.
 */
interface PayPalLink {
  rel: string;
  href: string;
}
interface PayPalCapture {
  id: string;
  status: string;
  amount?: { currency_code: string; value: string };
  custom_id?: string;
}
interface PayPalOrder {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: {
    custom_id?: string;
    amount?: { currency_code: string; value: string };
    payments?: { captures?: PayPalCapture[] };
  }[];
}

const base = () => env().PAYPAL_API_BASE ?? 'https://api-m.paypal.com';
let token: { value: string; until: number } | null = null;

async function accessToken(): Promise<string> {
  if (token && token.until > Date.now()) return token.value;
  const { PAYPAL_CLIENT_ID: id, PAYPAL_CLIENT_SECRET: secret } = env();
  if (!id || !secret) throw new Error('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set');
  const res = await fetch(`${base()}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
    signal: AbortSignal.timeout(20_000),
  });
  if (!res.ok) throw new Error(`PayPal token: ${res.status}`);
  const body = (await res.json()) as { access_token: string; expires_in: number };
  token = { value: body.access_token, until: Date.now() + Math.max(0, body.expires_in - 60) * 1000 };
  return token.value;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<T> {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...(requestId ? { 'paypal-request-id': requestId } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`PayPal ${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

const agorot = (value: string | undefined) =>
  value && /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : -1;
const shekels = (amount: number) => (amount / 100).toFixed(2);

function captured(order: PayPalOrder): PaymentState {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (!capture) return { state: 'pending' };
  if (capture.status === 'COMPLETED')
    return {
      state: 'paid',
      amount: agorot(capture.amount?.value),
      currency: capture.amount?.currency_code ?? '',
      attempt: capture.custom_id ?? unit?.custom_id ?? null,
    };
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') return { state: 'failed' };
  return { state: 'pending' };
}

const orderEvents: Record<string, PaymentEvent['kind']> = {
  'CHECKOUT.ORDER.APPROVED': 'settle',
  'PAYMENT.CAPTURE.COMPLETED': 'settle',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'CHECKOUT.ORDER.VOIDED': 'expired',
};

export const paypalAdapter: PaymentAdapter = {
  provider: 'paypal',

  async initiate(request) {
    const order = await call<PayPalOrder>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.attempt,
            custom_id: request.attempt,
            description: request.description.slice(0, 127),
            amount: { currency_code: request.currency, value: shekels(request.amount) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: request.returnUrl,
              cancel_url: request.cancelUrl,
              user_action: 'PAY_NOW',
              locale: 'he-IL',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      },
      `arig-create-${request.attempt}`,
    );
    const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!approve) throw new Error(`PayPal order ${order.id} has no approval link`);
    return { reference: order.id, redirectUrl: approve.href };
  },

  /** Reads the order; an approved one is captured (once: the request id), and the capture's status decides. */
  async confirm(reference) {
    const order = await call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(reference)}`);
    if (order.status === 'COMPLETED') return captured(order);
    if (order.status === 'APPROVED') {
      const done = await call<PayPalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(reference)}/capture`,
        {},
        `arig-capture-${reference}`,
      );
      return captured(done);
    }
    if (order.status === 'VOIDED') return { state: 'expired' };
    return { state: 'pending' };
  },

  async webhook(rawBody, headers) {
    const webhookId = env().PAYPAL_WEBHOOK_ID;
    const names = ['transmission-id', 'transmission-time', 'transmission-sig', 'cert-url', 'auth-algo'] as const;
    const values = names.map((n) => headers.get(`paypal-${n}`));
    if (!webhookId || values.some((v) => !v)) throw new WebhookSignatureError('no signature');
    let event: {
      event_type?: string;
      resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
    };
    try {
      event = JSON.parse(rawBody) as typeof event;
    } catch {
      throw new WebhookSignatureError('not JSON');
    }
    if (typeof event !== 'object' || event === null || Array.isArray(event))
      throw new WebhookSignatureError('not an event');
    // PayPal verifies its own signature: the event is read only once PayPal says it sent it.
    const verified = await call<{ verification_status: string }>('POST', '/v1/notifications/verify-webhook-signature', {
      transmission_id: values[0],
      transmission_time: values[1],
      transmission_sig: values[2],
      cert_url: values[3],
      auth_algo: values[4],
      webhook_id: webhookId,
      webhook_event: event,
    });
    if (verified.verification_status !== 'SUCCESS') throw new WebhookSignatureError('signature not verified');
    const type = typeof event?.event_type === 'string' ? event.event_type : '';
    const kind = Object.hasOwn(orderEvents, type) ? orderEvents[type] : undefined;
    const resource = (typeof event?.resource === 'object' && event.resource) || {};
    const reference = type.startsWith('PAYMENT.CAPTURE')
      ? resource.supplementary_data?.related_ids?.order_id
      : resource.id;
    if (!kind || typeof reference !== 'string') return { kind: 'ignored' };
    return { kind, reference };
  },

  async refund(reference) {
    const order = await call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(reference)}`);
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) throw new Error(`PayPal order ${reference} has no capture to refund`);
    await call(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
      {},
      `arig-refund-${reference}`,
    );
  },
};
