import Stripe from 'stripe';
import { env } from '../../../config/env';
import {
  WebhookSignatureError,
  type PaymentAdapter,
  type PaymentEvent,
  type PaymentState,
} from '../../../engines/shop/payments/adapter';

/** Stripe's API through its SDK; STRIPE_API_BASE points it elsewhere (the tests' local fake). */
function client(): Stripe {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set');
  const url = base ? new URL(base) : null;
  return new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

const sessionEvents: Record<string, PaymentEvent['kind']> = {
  'checkout.session.completed': 'settle',
  'checkout.session.async_payment_succeeded': 'settle',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

/**
 * Card payments with Stripe Checkout (Stripe's hosted page): one line for the whole order, in shekels,
 * the attempt as the session's reference and its idempotency key, so a double click opens one session.
 */
export const stripeAdapter: PaymentAdapter = {
  provider: 'stripe',

  async initiate(request) {
    const session = await client().checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'ils',
        locale: 'auto',
        customer_email: request.email,
        client_reference_id: request.attempt,
        metadata: { attempt: request.attempt },
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'ils', unit_amount: request.amount, product_data: { name: request.description } },
          },
        ],
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: `arig-checkout-${request.attempt}` },
    );
    if (!session.url) throw new Error(`Stripe session ${session.id} has no URL`);
    return { reference: session.id, redirectUrl: session.url };
  },

  async confirm(reference): Promise<PaymentState> {
    const session = await client().checkout.sessions.retrieve(reference);
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
      return {
        state: 'paid',
        amount: session.amount_total ?? -1,
        currency: (session.currency ?? '').toUpperCase(),
        attempt: session.metadata?.attempt ?? session.client_reference_id ?? null,
      };
    if (session.status === 'expired') return { state: 'expired' };
    return { state: 'pending' };
  },

  async webhook(rawBody, headers) {
    const secret = env().STRIPE_WEBHOOK_SECRET;
    const signature = headers.get('stripe-signature');
    if (!secret || !signature) throw new WebhookSignatureError('no signature');
    let event: Stripe.Event;
    try {
      event = client().webhooks.constructEvent(rawBody, signature, secret);
    } catch (err) {
      throw new WebhookSignatureError((err as Error).message);
    }
    // Signed, but of any shape: only an own-property event type and a session object are read.
    const kind = Object.hasOwn(sessionEvents, event?.type ?? '') ? sessionEvents[event.type] : undefined;
    const object = (event?.data?.object ?? {}) as { id?: unknown; object?: unknown };
    if (!kind || object.object !== 'checkout.session' || typeof object.id !== 'string') return { kind: 'ignored' };
    return { kind, reference: object.id };
  },

  async refund(reference) {
    const stripe = client();
    const session = await stripe.checkout.sessions.retrieve(reference);
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) throw new Error(`Stripe session ${reference} has no payment to refund`);
    await stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `arig-refund-${reference}` });
  },
};

/** Where Stripe's hosted page is: the checkout's form may lead there (its page's form-action). */
export const stripePageOrigin = (): string => {
  const base = env().STRIPE_API_BASE;
  return base ? new URL(base).origin : 'https://checkout.stripe.com';
};
