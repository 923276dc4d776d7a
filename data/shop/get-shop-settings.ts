import { routes } from '../../config/routes';
import type { ShopSetting } from '../../cms/payload-types';
import type { PaymentMethod } from '../../engines/shop/checkout-form';
import { shekelsToAgorot } from '../../engines/shop/money';
import type { ShippingSettings } from '../../engines/shop/shipping';
import { memo } from '../cache/memo';
import { env } from '../../config/env';
import { asVisitor, payload } from '../payload';

/** The shop's delivery and payment settings as the checkout uses them (amounts in agorot). */
export interface ShopSettingsView {
  shipping: ShippingSettings;
  deliveryTime: string;
  payments: PaymentMethod[];
  bankDetails: string | null;
  holdDays: number;
  ordersEmail: string | null;
  termsUrl: string | null;
  /** The owner's thank-you page (with the purchase-summary widget), or null for the order's own page. */
  thankYouUrl: string | null;
}

const agorot = (shekels: number | null | undefined) => (typeof shekels === 'number' ? shekelsToAgorot(shekels) : null);

/** Online payments are offered when the owner set the provider's keys (never stored in the database). */
const cardConfigured = () => Boolean(env().STRIPE_SECRET_KEY && env().STRIPE_WEBHOOK_SECRET);
const walletConfigured = () => Boolean(env().PAYPAL_CLIENT_ID && env().PAYPAL_CLIENT_SECRET && env().PAYPAL_WEBHOOK_ID);

const publishedUrl = (page: ShopSetting['termsPage']): string | null =>
  typeof page === 'object' && page && page._status === 'published' && page.slug ? routes.page(page.slug) : null;

export function toShopSettingsView(s: ShopSetting): ShopSettingsView {
  const payments: PaymentMethod[] = [
    ...(cardConfigured() ? (['card'] as const) : []),
    ...(walletConfigured() ? (['wallet'] as const) : []),
  ];
  if (s.bankTransferEnabled && s.bankDetails?.trim()) payments.push('bank-transfer');
  if (s.cashOnDeliveryEnabled) payments.push('cash-on-delivery');
  return {
    shipping: {
      pickup: { enabled: s.pickupEnabled ?? true, place: s.pickupPlace?.trim() ?? '' },
      courier: {
        enabled: s.courierEnabled ?? true,
        price: agorot(s.courierPrice) ?? 0,
        freeAbove: agorot(s.freeShippingAbove),
      },
    },
    deliveryTime: s.deliveryTime?.trim() || 'עד 5 ימי עסקים',
    payments,
    bankDetails: s.bankDetails?.trim() || null,
    holdDays: s.holdDays ?? 7,
    ordersEmail: s.ordersEmail ?? null,
    thankYouUrl: publishedUrl(s.thankYouPage),
    termsUrl: publishedUrl(s.termsPage),
  };
}

/** Memoised until the next change in the studio, like every other settings read. */
export function getShopSettings(): Promise<ShopSettingsView> {
  return memo('shop-settings', async () => {
    const p = await payload();
    return toShopSettingsView(await p.findGlobal({ slug: 'shop-settings', depth: 1, ...asVisitor }));
  });
}
