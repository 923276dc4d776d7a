/**
 * One interface for every payment provider (issue 19): the checkout initiates a payment and sends the
 * buyer to the provider's page; the return from that page and the provider's webhook both ask the
 * provider what happened (never trusting the request that told them), and the settlement acts on that.
 */
export type ProviderName = 'stripe' | 'paypal';

export interface PaymentRequest {
  /** The checkout attempt: the idempotency key of the initiation and the payment's reference to us. */
  attempt: string;
  /** In agorot, VAT included. */
  amount: number;
  currency: 'ILS';
  description: string;
  email: string;
  /** Where the provider sends the buyer after paying, and after giving up. */
  returnUrl: string;
  cancelUrl: string;
}

export interface Initiated {
  /** The provider's record of this payment (a Checkout Session's id). */
  reference: string;
  /** The provider's page where the buyer pays. */
  redirectUrl: string;
}

/** What the provider's record says now. */
export type PaymentState =
  | { state: 'paid'; amount: number; currency: string; attempt: string | null }
  | { state: 'pending' }
  | { state: 'failed' }
  | { state: 'expired' };

/** A webhook, verified: what happened to which payment. */
export type PaymentEvent =
  { kind: 'settle'; reference: string } | { kind: 'failed' | 'expired'; reference: string } | { kind: 'ignored' };

export class WebhookSignatureError extends Error {}

export interface PaymentAdapter {
  readonly provider: ProviderName;
  initiate(request: PaymentRequest): Promise<Initiated>;
  confirm(reference: string): Promise<PaymentState>;
  /** Verifies the signature over the raw body (throws WebhookSignatureError) and reads the event. */
  webhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
  /** Returns the payment (all of it), idempotently per reference. */
  refund(reference: string): Promise<void>;
}
