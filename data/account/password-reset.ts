import { APIError } from 'payload';
import { payload } from '../payload';
import { sessionCookie, userOfToken, type SignedIn } from './session';

/**
 * Sends the reset link to an account's e-mail, if there is such an account; the answer is the same
 * either way, so the form tells nobody who has an account. The link leads back to the site for customers
 * and to the studio for its staff (cms/collections/users/reset-mail.ts); it works once, for an hour.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const p = await payload();
  await p.forgotPassword({ collection: 'users', data: { email }, disableEmail: false });
}

export type ResetResult = { ok: true; cookie: string; user: SignedIn } | { ok: false };

/** Sets the new password with the mailed key; every other session of the account ends, this one begins. */
export async function resetPassword(key: string, password: string): Promise<ResetResult> {
  const p = await payload();
  try {
    const { token } = await p.resetPassword({
      collection: 'users',
      data: { token: key, password },
      overrideAccess: false,
    });
    const user = token ? await userOfToken(token) : null;
    return token && user ? { ok: true, cookie: await sessionCookie(token), user } : { ok: false };
  } catch (error) {
    if (error instanceof APIError && error.status === 403) return { ok: false };
    throw error;
  }
}
