import { adapterOf } from '../../../data/shop/payments/adapters';
import type { ProviderName } from '../../../engines/shop/payments/adapter';
import { settlePayment } from '../../../data/shop/payments/settle-payment';
import { WebhookSignatureError } from '../../../engines/shop/payments/adapter';
import { readBoundedBody } from '../../../engines/loop-filter/bounded-body';

const answer = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** Providers' events are small; anything larger is not one. */
const maxWebhookBytes = 256 * 1024;

/**
 * `POST /wp-json/arig/v1/payments/{stripe|paypal}`: the provider's webhook. The signature over the raw body is
 * checked (Stripe's SDK; PayPal's verification API) before the event is acted on (400 without a valid one); then the payment is
 * settled from what the provider's API says, exactly as the buyer's return does (settle-payment.ts), so
 * a replayed event, or one arriving with the buyer, makes no second order. A provider that cannot be
 * reached meanwhile gets 503, and sends the event again later.
 */
export async function answerPaymentWebhook(provider: ProviderName, request: Request): Promise<Response> {
  const adapter = adapterOf(provider);
  if (!adapter) return answer(404, { message: 'אמצעי התשלום הזה לא מוגדר באתר.' });
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxWebhookBytes) return answer(413, { message: 'גוף הבקשה גדול מדי.' });
  const body = request.body ? await readBoundedBody(request.body, maxWebhookBytes, 10_000) : new Uint8Array();
  if (body === 'large') return answer(413, { message: 'גוף הבקשה גדול מדי.' });
  if (body === 'slow') return answer(408, { message: 'גוף הבקשה הגיע לאט מדי.' });
  let event;
  try {
    event = await adapter.webhook(new TextDecoder().decode(body), request.headers);
  } catch (err) {
    if (err instanceof WebhookSignatureError) return answer(400, { message: 'חתימה חסרה או שגויה.' });
    // The provider's own verification could not be reached (PayPal checks its signatures on its API).
    console.error('payments: checking a webhook failed', (err as Error).message);
    return answer(503, { message: 'לא הצלחנו לאמת את ההודעה מול הספק; נסו שוב.' });
  }
  if (event.kind === 'ignored') return answer(200, { received: true });
  try {
    const result = await settlePayment(
      adapter,
      { reference: event.reference },
      event.kind === 'settle' ? undefined : event.kind,
    );
    return answer(200, { received: true, state: result.state });
  } catch (err) {
    console.error('payments: settling from a webhook failed', (err as Error).message);
    return answer(503, { message: 'לא הצלחנו לאמת את התשלום מול הספק; נסו שוב.' });
  }
}
