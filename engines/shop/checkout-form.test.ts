import { describe, expect, it } from 'vitest';
import { checkoutMessages, readCheckoutForm, type CheckoutOffer } from './checkout-form';

const offer: CheckoutOffer = { shipping: ['pickup', 'courier'], payments: ['bank-transfer', 'cash-on-delivery'] };
const attempt = 'A1b2C3d4E5f6G7h8I9j0Kk';
const good = {
  name: ' נועה כהן ',
  phone: '050-123 4567',
  email: 'noa@example.co.il',
  shipping: 'courier',
  city: 'חיפה',
  street: 'הנמל',
  house: '12א',
  apartment: '',
  postcode: '3303110',
  payment: 'bank-transfer',
  notes: '',
  terms: 'on',
  attempt,
};
const post = (over: Record<string, string | undefined> = {}) =>
  new Map(
    Object.entries({ ...good, ...over }).flatMap(([k, v]) => (v === undefined ? [] : [[k, [v]] as [string, string[]]])),
  );

describe('readCheckoutForm', () => {
  it('reads a complete checkout, trimmed, with the phone in local digits', () => {
    const read = readCheckoutForm(post(), offer);
    expect(read).toEqual({
      ok: true,
      input: {
        name: 'נועה כהן',
        phone: '0501234567',
        email: 'noa@example.co.il',
        address: { city: 'חיפה', street: 'הנמל', house: '12א', apartment: '', postcode: '3303110' },
        shipping: 'courier',
        payment: 'bank-transfer',
        notes: '',
        coupon: '',
        attempt,
      },
    });
  });

  it('asks for no address when the order is picked up', () => {
    const read = readCheckoutForm(post({ shipping: 'pickup', city: '', street: '', house: '' }), offer);
    expect(read.ok && read.input.address).toBe(null);
  });

  it('names every wrong field in Hebrew and gives the typed values back', () => {
    const read = readCheckoutForm(
      post({ name: 'a', phone: '12345', email: 'noa@', house: '', postcode: '12345', terms: undefined }),
      offer,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual({
      name: checkoutMessages.name,
      phone: checkoutMessages.phone,
      email: checkoutMessages.email,
      terms: checkoutMessages.terms,
      house: checkoutMessages.house,
      postcode: checkoutMessages.postcode,
    });
    expect(read.values.email).toBe('noa@');
    expect(read.values.city).toBe('חיפה');
  });

  it('refuses a method the page did not offer, and a missing or forged attempt key', () => {
    const pickupOnly = { shipping: ['pickup'], payments: ['bank-transfer'] } as const;
    const read = readCheckoutForm(post({ payment: 'cash-on-delivery' }), pickupOnly);
    expect(!read.ok && read.errors).toEqual({ shipping: checkoutMessages.shipping, payment: checkoutMessages.payment });
    for (const bad of ['', 'short', 'a'.repeat(65), `${attempt}<script>`]) {
      const r = readCheckoutForm(post({ attempt: bad }), offer);
      expect(!r.ok && r.errors.attempt).toBe(checkoutMessages.attempt);
    }
  });

  it('accepts a postcode typed with a space, and no postcode at all', () => {
    const spaced = readCheckoutForm(post({ postcode: '330 3110' }), offer);
    expect(spaced.ok && spaced.input.address?.postcode).toBe('3303110');
    const none = readCheckoutForm(post({ postcode: '' }), offer);
    expect(none.ok && none.input.address?.postcode).toBe('');
  });
});
