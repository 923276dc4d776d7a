import { createLocalReq, logoutOperation, ValidationError } from 'payload';
import type { AccountData } from '../../engines/account/account-forms';
import { payload } from '../payload';
import { sessionCookie, signIn, type SignedIn } from './session';

/** What the account pages show and the checkout fills in: the customer's own account, read with their access. */
export interface AccountView {
  id: number;
  name: string;
  email: string;
  phone: string;
  address: { city: string; street: string; house: string; apartment: string; postcode: string };
}

export async function accountOf(user: SignedIn): Promise<AccountView> {
  const p = await payload();
  const doc = await p.findByID({ collection: 'users', id: user.id, user, overrideAccess: false, depth: 0 });
  const a = doc.address ?? {};
  return {
    id: doc.id,
    name: doc.name,
    email: doc.email,
    phone: doc.phone ?? '',
    address: {
      city: a.city ?? '',
      street: a.street ?? '',
      house: a.house ?? '',
      apartment: a.apartment ?? '',
      postcode: a.postcode ?? '',
    },
  };
}

/** Saves the shipping address and phone the next checkout starts from. */
export async function saveAddress(user: SignedIn, data: AccountData<'address'>): Promise<void> {
  const p = await payload();
  const { phone, ...address } = data;
  await p.update({ collection: 'users', id: user.id, data: { phone, address }, user, overrideAccess: false });
}

export type DetailsResult = { ok: true; cookie: string | null } | { ok: false; field: 'email' | 'currentPassword' };

/**
 * Renames the account, and changes its e-mail or password when the current password is given. A new
 * password ends every other session of the account (ASVS 7.4.3) and opens a fresh one here.
 */
export async function saveDetails(user: SignedIn, data: AccountData<'details'>): Promise<DetailsResult> {
  const p = await payload();
  const changesEmail = data.email.toLowerCase() !== user.email.toLowerCase();
  const changesPassword = data.newPassword !== '';
  if (changesEmail || changesPassword) {
    const check = await signIn(user.email, data.currentPassword);
    if (!check.ok) return { ok: false, field: 'currentPassword' };
  }
  try {
    await p.update({
      collection: 'users',
      id: user.id,
      data: { name: data.name, email: data.email, ...(changesPassword ? { password: data.newPassword } : {}) },
      user,
      overrideAccess: false,
    });
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email'))
      return { ok: false, field: 'email' };
    throw error;
  }
  if (!changesEmail && !changesPassword) return { ok: true, cookie: null };
  await logoutOperation({
    collection: p.collections.users,
    req: await createLocalReq({ user }, p),
    allSessions: true,
  });
  const fresh = await p.login({
    collection: 'users',
    data: { email: data.email, password: changesPassword ? data.newPassword : data.currentPassword },
  });
  return { ok: true, cookie: fresh.token ? await sessionCookie(fresh.token) : null };
}
