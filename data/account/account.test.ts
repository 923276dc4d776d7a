import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../cms/testing/temp-payload';
import type { CheckoutInput } from '../../engines/shop/checkout-form';
import { registerSystemMailQueue } from '../../mail/payload-adapter';
import { queueSystemMail } from '../../mail/system-mail';

/**
 * The customer's account (issue 19) against a real Payload: registration makes a customer (even on an
 * install with no account yet), the site's session is Payload's and ends for good on sign-out, each
 * account sees its own orders only, a new password ends the other sessions, and a reset key works once.
 */
let payload: Payload;
let cleanup: () => Promise<void>;
let manager: TypedUser;
let scarf: number;
const system = { overrideAccess: true } as const;

const session = () => import('./session');
const account = () => import('./account-store');
const orders = () => import('./customer-orders');

/** A request carrying the session a Set-Cookie value holds, as the browser would send it back. */
const requestWith = (setCookie: string) =>
  new Request('http://localhost/my-account/', {
    headers: { cookie: setCookie.split(';')[0]!, 'Sec-Fetch-Site': 'same-origin' },
  });

async function register(name: string, email: string) {
  const { registerCustomer } = await import('./register');
  const result = await registerCustomer({ name, email, password: 'ארוג-בד-2026' });
  if (!result.ok) throw new Error(`not registered: ${result.reason}`);
  return result;
}

let attempts = 0;
async function placeFor(accountId: number | undefined) {
  const { changeCart } = await import('../shop/cart-store');
  const { placeOrder } = await import('../shop/place-order');
  const cart = await changeCart(null, { kind: 'add', product: scarf, variant: null, quantity: 1 });
  const input: CheckoutInput = {
    name: 'נועה כהן',
    phone: '0501234567',
    email: 'noa@example.co.il',
    address: null,
    shipping: 'pickup',
    payment: 'bank-transfer',
    notes: '',
    coupon: '',
    attempt: `account-attempt-${String((attempts += 1)).padStart(4, '0')}-abcdefgh`,
    account: accountId,
  };
  const placed = await placeOrder(cart.secret as string, input, 20_00);
  if (!placed.ok) throw new Error(`not placed: ${JSON.stringify(placed)}`);
  return placed.number;
}

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  // Payload's own mail goes to the outbox, as the start script wires it.
  registerSystemMailQueue(queueSystemMail);
  await payload.updateGlobal({ slug: 'shop-settings', data: { bankDetails: 'בנק 10, סניף 800, חשבון 1' }, ...system });
  scarf = (
    await payload.create({
      collection: 'products',
      data: { _status: 'published', kind: 'physical', title: 'צעיף', slug: 's', price: 20, stockMode: 'unlimited' },
      ...system,
    })
  ).id;
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

describe('registering and signing in', () => {
  it('makes a customer, never an admin, even as the first account of an install', async () => {
    expect(await payload.count({ collection: 'users', ...system })).toMatchObject({ totalDocs: 0 });
    const { user, cookie } = await register('דנה לוי', 'dana@example.co.il');
    expect(user.roles).toEqual(['customer']);
    expect(cookie).toMatch(/^payload-token=[^;]+; Expires=.*; Path=\/; HttpOnly.*; SameSite=Lax/);
    manager = await payload.create({
      collection: 'users',
      data: { name: 'מנהלת', email: 'shop@arig.example', password: 'shop-pass-2026', roles: ['shop_manager'] },
      ...system,
    });
  });

  it('refuses a second account for the same e-mail and keeps the first', async () => {
    const { registerCustomer } = await import('./register');
    const again = await registerCustomer({ name: 'מישהו אחר', email: 'dana@example.co.il', password: 'סיסמה-אחרת-1' });
    expect(again).toEqual({ ok: false, reason: 'taken' });
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'dana@example.co.il' } },
      ...system,
    });
    expect(docs.map((d) => d.name)).toEqual(['דנה לוי']);
  });

  it('signs in with the right password only, and reads the session back from the cookie', async () => {
    const { signIn, signedInUser } = await session();
    expect(await signIn('dana@example.co.il', 'wrong-password')).toEqual({ ok: false, reason: 'wrong' });
    expect(await signIn('nobody@example.co.il', 'ארוג-בד-2026')).toEqual({ ok: false, reason: 'wrong' });
    const ok = await signIn('dana@example.co.il', 'ארוג-בד-2026');
    if (!ok.ok) throw new Error('not signed in');
    expect((await signedInUser(requestWith(ok.cookie)))?.email).toBe('dana@example.co.il');
    expect(await signedInUser(new Request('http://localhost/'))).toBeNull();
    expect(await signedInUser(requestWith('payload-token=forged.jwt.value'))).toBeNull();
  });

  it('ends the session on the server at sign-out: the same cookie replayed is refused', async () => {
    const { signIn, signOut, signedInUser } = await session();
    const ok = await signIn('dana@example.co.il', 'ארוג-בד-2026');
    if (!ok.ok) throw new Error('not signed in');
    const cleared = await signOut(requestWith(ok.cookie));
    expect(cleared).toMatch(/^payload-token=; Expires=/);
    expect(await signedInUser(requestWith(ok.cookie))).toBeNull();
  });
});

describe("the account's own orders", () => {
  it('lists the orders placed while signed in, and no one else sees them', async () => {
    const dana = (await register('רוני', 'roni@example.co.il')).user;
    const other = (await register('גל', 'gal@example.co.il')).user;
    const mine = await placeFor(dana.id);
    await placeFor(undefined);
    const { ordersOf, orderOfAccount } = await orders();
    expect((await ordersOf(dana)).orders.map((o) => o.number)).toEqual([mine]);
    expect((await ordersOf(other)).orders).toEqual([]);
    expect(await orderOfAccount(dana, mine)).toMatchObject({ number: mine, customer: { name: 'נועה כהן' } });
    expect(await orderOfAccount(other, mine)).toBeNull();
    // Through the collection's own rules (what REST answers): the other customer reads nothing at all.
    const asOther = await payload.find({ collection: 'orders', user: other, overrideAccess: false });
    expect(asOther.totalDocs).toBe(0);
    const asManager = await payload.find({ collection: 'orders', user: manager, overrideAccess: false });
    expect(asManager.totalDocs).toBe(2);
  });

  it("shows the buyer their order without the shop's internal note", async () => {
    const buyer = (await register('שירה', 'shira@example.co.il')).user;
    const number = await placeFor(buyer.id);
    const { docs } = await payload.find({ collection: 'orders', where: { number: { equals: number } }, ...system });
    await payload.update({
      collection: 'orders',
      id: docs[0]!.id,
      data: { staffNote: 'לקוחה קשה' },
      user: manager,
      overrideAccess: false,
    });
    const seen = await payload.findByID({ collection: 'orders', id: docs[0]!.id, user: buyer, overrideAccess: false });
    expect(seen.number).toBe(number);
    expect(seen.staffNote).toBeUndefined();
    expect(seen).not.toHaveProperty('accessTokenHash');
  });

  it('will not let a customer write an order or move it to another account', async () => {
    const buyer = (await register('יעל', 'yael@example.co.il')).user;
    const number = await placeFor(buyer.id);
    const { docs } = await payload.find({ collection: 'orders', where: { number: { equals: number } }, ...system });
    await expect(
      payload.update({
        collection: 'orders',
        id: docs[0]!.id,
        data: { status: 'completed' },
        user: buyer,
        overrideAccess: false,
      }),
    ).rejects.toThrow();
    const kept = await payload.findByID({ collection: 'orders', id: docs[0]!.id, ...system });
    expect(kept.status).toBe('on-hold');
  });
});

describe("the account's details", () => {
  it('keeps the address and phone the next checkout starts from', async () => {
    const { user } = await register('עדי', 'adi@example.co.il');
    const { saveAddress, accountOf } = await account();
    await saveAddress(user, {
      phone: '0521234567',
      city: 'חיפה',
      street: 'הנמל',
      house: '12',
      apartment: '3',
      postcode: '3303112',
    });
    expect(await accountOf(user)).toMatchObject({
      name: 'עדי',
      phone: '0521234567',
      address: { city: 'חיפה', street: 'הנמל', house: '12', apartment: '3', postcode: '3303112' },
    });
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const first = await register('טל', 'tal@example.co.il');
    const { saveDetails } = await account();
    const { signedInUser, signIn } = await session();
    const details = {
      name: 'טל',
      email: 'tal@example.co.il',
      currentPassword: 'not-it-2026',
      newPassword: 'חוט-ומחט-77',
    };
    expect(await saveDetails(first.user, details)).toEqual({ ok: false, field: 'currentPassword' });
    const changed = await saveDetails(first.user, { ...details, currentPassword: 'ארוג-בד-2026' });
    if (!changed.ok || !changed.cookie) throw new Error('not changed');
    expect(await signedInUser(requestWith(first.cookie))).toBeNull();
    expect((await signedInUser(requestWith(changed.cookie)))?.id).toBe(first.user.id);
    expect((await signIn('tal@example.co.il', 'חוט-ומחט-77')).ok).toBe(true);
    expect((await signIn('tal@example.co.il', 'ארוג-בד-2026')).ok).toBe(false);
  });

  it("refuses another account's e-mail and renames without a password", async () => {
    const { user } = await register('נוי', 'noy@example.co.il');
    const { saveDetails, accountOf } = await account();
    const taken = { name: 'נוי', email: 'dana@example.co.il', currentPassword: 'ארוג-בד-2026', newPassword: '' };
    expect(await saveDetails(user, taken)).toEqual({ ok: false, field: 'email' });
    expect(
      await saveDetails(user, { name: 'נוי כהן', email: 'noy@example.co.il', currentPassword: '', newPassword: '' }),
    ).toEqual({
      ok: true,
      cookie: null,
    });
    expect(await accountOf(user)).toMatchObject({ name: 'נוי כהן', email: 'noy@example.co.il' });
  });
});

describe('the cart on signing in', () => {
  it("merges the account's saved cart into the visitor's, and follows the account to another browser", async () => {
    const { user } = await register('הדר', 'hadar@example.co.il');
    const { changeCart, readCart } = await import('../shop/cart-store');
    const { adoptCart } = await import('./cart-on-sign-in');
    const guide = await payload.create({
      collection: 'products',
      data: { _status: 'published', kind: 'digital', title: 'מדריך', slug: 'g', price: 10, stockMode: 'unlimited' },
      ...system,
    });
    const laptop = (await changeCart(null, { kind: 'add', product: scarf, variant: null, quantity: 2 })).secret!;
    expect(await adoptCart(user, laptop)).toEqual({ secret: null, count: 2 });

    const phone = (await changeCart(null, { kind: 'add', product: guide.id, variant: null, quantity: 1 })).secret!;
    expect(await adoptCart(user, phone)).toEqual({ secret: null, count: 3 });
    expect((await readCart(phone)).lines).toEqual([
      { product: guide.id, variant: null, quantity: 1 },
      { product: scarf, variant: null, quantity: 2 },
    ]);
    expect((await readCart(laptop)).lines).toEqual([]);

    const tablet = await adoptCart(user, null);
    expect(tablet).toMatchObject({ count: 3 });
    expect((await readCart(tablet.secret)).lines).toHaveLength(2);
    expect((await readCart(phone)).lines).toEqual([]);
    // Signing in again where the account's cart already is changes nothing.
    expect(await adoptCart(user, tablet.secret)).toEqual({ secret: null, count: 3 });
  });

  it("never reaches another account's cart", async () => {
    const { user: mine } = await register('אלון', 'alon@example.co.il');
    const { user: theirs } = await register('אלה', 'ella@example.co.il');
    const { changeCart, readCart } = await import('../shop/cart-store');
    const { adoptCart } = await import('./cart-on-sign-in');
    const their = (await changeCart(null, { kind: 'add', product: scarf, variant: null, quantity: 1 })).secret!;
    await adoptCart(theirs, their);
    expect(await adoptCart(mine, null)).toEqual({ secret: null, count: 0 });
    expect((await readCart(their)).lines).toHaveLength(1);
    // Without the site's task (as REST asks), a customer reaches no cart at all, not even their own.
    await expect(payload.find({ collection: 'carts', user: mine, overrideAccess: false })).rejects.toThrow();
  });
});

describe('a forgotten password', () => {
  it("mails a customer a link to the site's reset page, which works once", async () => {
    await register('אור', 'or@example.co.il');
    const { requestPasswordReset, resetPassword } = await import('./password-reset');
    await requestPasswordReset('or@example.co.il');
    await requestPasswordReset('nobody@example.co.il');
    const { docs } = await payload.find({
      collection: 'mail-outbox',
      where: { to: { contains: 'or@example.co.il' } },
      ...system,
    });
    expect(docs).toHaveLength(1);
    const key = /\/my-account\/lost-password\/\?key=([0-9a-f]+)/.exec(docs[0]!.text)?.[1];
    expect(key).toBeTruthy();
    const reset = await resetPassword(key!, 'נול-ואריג-55');
    expect(reset.ok).toBe(true);
    expect(await resetPassword(key!, 'עוד-סיסמה-66')).toEqual({ ok: false });
    const { signIn } = await session();
    expect((await signIn('or@example.co.il', 'נול-ואריג-55')).ok).toBe(true);
  });

  it('sends staff to the studio to reset theirs', async () => {
    const { requestPasswordReset } = await import('./password-reset');
    await requestPasswordReset('shop@arig.example');
    const { docs } = await payload.find({
      collection: 'mail-outbox',
      where: { to: { contains: 'shop@arig.example' } },
      ...system,
    });
    expect(docs[0]!.text).toMatch(/\/admin\/reset\/[0-9a-f]{20,}/);
  });
});
