import { ValidationError } from 'payload';
import { systemTaskContext } from '../../cms/access/system-task';
import type { AccountData } from '../../engines/account/account-forms';
import { payload } from '../payload';
import { signIn, type SignInResult } from './session';

export type RegisterResult = SignInResult | { ok: false; reason: 'taken' };

/**
 * A visitor opens an account: a customer (the roles field is the admin's alone, so it keeps its default),
 * signed in at once. An e-mail already registered is refused, its account untouched.
 */
export async function registerCustomer(data: AccountData<'register'>): Promise<RegisterResult> {
  const p = await payload();
  try {
    await p.create({
      collection: 'users',
      data: { name: data.name, email: data.email, password: data.password, roles: ['customer'] },
      context: systemTaskContext('register'),
      overrideAccess: false,
    });
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email'))
      return { ok: false, reason: 'taken' };
    throw error;
  }
  return signIn(data.email, data.password);
}
