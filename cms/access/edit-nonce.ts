import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The nonce an editor's builder sends with edit-mode loop refreshes (security bar §1.2 test 3): an HMAC
 * of the user and of their session token under the Payload secret. A nonce from another session, another
 * user or another secret does not verify, and a cookie alone (a forged cross-site call) has no nonce.
 */
export { editNonceHeader } from '../../engines/loop-filter/request';

export interface NonceUser {
  collection: string;
  id: number | string;
}

function digest(secret: string, user: NonceUser, sessionToken: string): Buffer {
  const session = createHash('sha256').update(sessionToken).digest('hex');
  return createHmac('sha256', secret).update(`arig-refresh-loop|${user.collection}|${user.id}|${session}`).digest();
}

export function createEditNonce(secret: string, user: NonceUser, sessionToken: string): string {
  return digest(secret, user, sessionToken).toString('base64url');
}

export function verifyEditNonce(secret: string, user: NonceUser, sessionToken: string, nonce: unknown): boolean {
  if (typeof nonce !== 'string' || nonce.length > 100 || sessionToken === '') return false;
  const expected = digest(secret, user, sessionToken);
  const given = Buffer.from(nonce, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The session token a request authenticates with: Payload's cookie, or an `Authorization: JWT …` header. */
export function sessionTokenOf(headers: Headers): string {
  const auth = headers.get('authorization') ?? '';
  if (/^JWT \S+$/.test(auth)) return auth.slice(4);
  const cookie = headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)payload-token=([^;]+)/.exec(cookie);
  return match?.[1] ?? '';
}
