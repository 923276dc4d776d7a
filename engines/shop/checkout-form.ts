import { z } from 'zod';
import type { RawSubmission } from '../forms/definition';
import { israeliPhoneDigits } from '../forms/phone';
import { isEmailAddress } from '../mail/address';
import type { ShippingMethod } from './shipping';
import { couponCodePattern, normalizeCouponCode } from './coupon';

export type PaymentMethod = 'card' | 'wallet' | 'bank-transfer' | 'cash-on-delivery';
export const paymentMethods: readonly PaymentMethod[] = ['card', 'wallet', 'bank-transfer', 'cash-on-delivery'];

/** The checkout's fields by name, as the form posts them. */
export const checkoutFields = [
  'name',
  'phone',
  'email',
  'city',
  'street',
  'house',
  'apartment',
  'postcode',
  'shipping',
  'payment',
  'notes',
  'coupon',
  'terms',
  'attempt',
] as const;
export type CheckoutField = (typeof checkoutFields)[number];

export interface ShippingAddress {
  city: string;
  street: string;
  house: string;
  apartment: string;
  postcode: string;
}

/** A checked checkout: every value trimmed, the phone in local digits. */
export interface CheckoutInput {
  name: string;
  phone: string;
  email: string;
  address: ShippingAddress | null;
  shipping: ShippingMethod;
  payment: PaymentMethod;
  notes: string;
  /** The coupon code as typed, normalised ('' without one); its rules are checked against the database. */
  coupon: string;
  /** The idempotency key of this checkout attempt (one per rendered form). */
  attempt: string;
  /** The buyer's site account, when signed in: set by the site from the session, never read from the form. */
  account?: number;
}

/** What the page offers this visitor now: the form's choices are checked against it, never trusted. */
export interface CheckoutOffer {
  shipping: readonly ShippingMethod[];
  payments: readonly PaymentMethod[];
}

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;
export type CheckoutRead =
  | { ok: true; input: CheckoutInput }
  | { ok: false; errors: CheckoutErrors; values: Partial<Record<CheckoutField, string>> };

// Latin examples are isolated (LRI … PDI) so that the full stop stays at the sentence's end in RTL text.
export const checkoutMessages = {
  name: 'נא לכתוב שם מלא (2–80 תווים).',
  phone: 'נא לכתוב מספר טלפון ישראלי, למשל \u2066050-1234567\u2069.',
  email: 'נא לכתוב כתובת דואר אלקטרוני תקינה, למשל \u2066name@example.co.il\u2069.',
  city: 'נא לכתוב את שם היישוב.',
  street: 'נא לכתוב את שם הרחוב.',
  house: 'נא לכתוב מספר בית (עד 6 תווים, למשל 12 או 12א).',
  apartment: 'מספר דירה: עד 6 תווים.',
  postcode: 'מיקוד הוא 7 ספרות (אפשר להשאיר ריק).',
  shipping: 'נא לבחור דרך משלוח.',
  payment: 'נא לבחור אמצעי תשלום.',
  notes: 'הערות להזמנה: עד 1,000 תווים.',
  coupon: 'קוד קופון: 2–40 אותיות לטיניות, ספרות, מקף או קו תחתון.',
  terms: 'יש לאשר שקראת את תנאי השימוש ואת מדיניות הביטול.',
  attempt: 'הטופס פג תוקף. רעננו את הדף ונסו שוב; שום דבר לא חויב.',
} satisfies Record<CheckoutField, string>;

const text = (max: number, min = 0) => z.string().trim().min(min).max(max);
const attemptPattern = /^[A-Za-z0-9_-]{22,64}$/;

const base = z.object({
  name: text(80, 2),
  phone: z.string().transform((v, ctx) => israeliPhoneDigits(v) ?? (ctx.addIssue({ code: 'custom' }), z.NEVER)),
  email: text(254).refine(isEmailAddress),
  shipping: z.enum(['pickup', 'courier', 'none']),
  payment: z.enum(paymentMethods),
  notes: text(1000),
  coupon: z
    .string()
    .transform(normalizeCouponCode)
    .pipe(z.union([z.literal(''), z.string().regex(couponCodePattern)])),
  terms: z.literal('on'),
  attempt: z.string().regex(attemptPattern),
});
export const addressSchema = z.object({
  city: text(60, 2),
  street: text(80, 2),
  house: text(6, 1),
  apartment: text(6),
  postcode: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.union([z.literal(''), z.string().regex(/^\d{7}$/)])),
});

/**
 * Reads a posted checkout: the contact always, the address only when the courier brings the order, the
 * shipping and payment methods only among those offered, the terms ticked. Every error names its field
 * in Hebrew, and the values come back as typed so the page shows them again (nothing is lost).
 */
export function readCheckoutForm(fields: RawSubmission, offer: CheckoutOffer): CheckoutRead {
  const values = Object.fromEntries(
    checkoutFields.map((name) => [name, (fields.get(name)?.[0] ?? '').slice(0, 2000)]),
  ) as Record<CheckoutField, string>;
  const errors: CheckoutErrors = {};
  const contact = base.safeParse(values);
  if (!contact.success)
    for (const issue of contact.error.issues) {
      const field = issue.path[0] as CheckoutField;
      errors[field] ??= checkoutMessages[field];
    }
  if (contact.success && !offer.shipping.includes(contact.data.shipping)) errors.shipping = checkoutMessages.shipping;
  if (contact.success && !offer.payments.includes(contact.data.payment)) errors.payment = checkoutMessages.payment;
  const delivered = values.shipping === 'courier';
  const where = delivered ? addressSchema.safeParse(values) : null;
  if (where && !where.success)
    for (const issue of where.error.issues) {
      const field = issue.path[0] as CheckoutField;
      errors[field] ??= checkoutMessages[field];
    }
  if (!contact.success || Object.keys(errors).length > 0 || (where && !where.success)) {
    const { attempt: _attempt, terms: _terms, ...kept } = values;
    return { ok: false, errors, values: kept };
  }
  return {
    ok: true,
    input: {
      name: contact.data.name,
      phone: contact.data.phone,
      email: contact.data.email,
      address: where?.success ? where.data : null,
      shipping: contact.data.shipping,
      payment: contact.data.payment,
      notes: contact.data.notes,
      coupon: contact.data.coupon,
      attempt: contact.data.attempt,
    },
  };
}
