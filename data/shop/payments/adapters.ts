import type { Order } from '../../../cms/payload-types';
import { env } from '../../../config/env';
import type { PaymentAdapter, ProviderName } from '../../../engines/shop/payments/adapter';
import { paypalAdapter } from './paypal';
import { stripeAdapter, stripePageOrigin } from './stripe';

type OnlineMethod = Extract<Order['paymentMethod'], 'card' | 'wallet'>;

/** The online payment methods whose keys the owner set in the environment, with their adapters. */
export function configuredAdapters(): Partial<Record<OnlineMethod, PaymentAdapter>> {
  const e = env();
  return {
    ...(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { card: stripeAdapter } : {}),
    ...(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID ? { wallet: paypalAdapter } : {}),
  };
}

export const adapterOf = (provider: ProviderName): PaymentAdapter | undefined =>
  Object.values(configuredAdapters()).find((a) => a.provider === provider);

/** What an order paid through this provider records as its payment method. */
export const methodOf = (provider: ProviderName): OnlineMethod => (provider === 'stripe' ? 'card' : 'wallet');

/** Where the configured providers' payment pages are: the checkout's form may lead there (form-action). */
export function providerPageOrigins(): string[] {
  const adapters = configuredAdapters();
  const base = env().PAYPAL_API_BASE;
  return [
    ...(adapters.card ? [stripePageOrigin()] : []),
    ...(adapters.wallet ? [base ? new URL(base).origin : 'https://www.paypal.com'] : []),
  ];
}
