import { createHmac, createSecretKey, hkdfSync, timingSafeEqual, type KeyObject } from 'node:crypto';
import { payloadSecret } from './env';

/**
 * Signatures for the tokens arig hands out (form render tokens, newsletter links): HMAC-SHA256 with a key
 * derived from the server's secret for each purpose, so a token of one kind never passes for another.
 */
// Kept as key objects: an HMAC made from raw bytes imports them into a new key object each time, which was
// a third of a form token's cost (every page with a form signs one per render).
const keys = new Map<string, KeyObject>();
const keyFor = (purpose: string): KeyObject => {
  let key = keys.get(purpose);
  if (!key) {
    key = createSecretKey(Buffer.from(hkdfSync('sha256', payloadSecret(), 'arig', `arig ${purpose} v1`, 32)));
    keys.set(purpose, key);
  }
  return key;
};

export const signToken = (purpose: string, body: string): string =>
  createHmac('sha256', keyFor(purpose)).update(body).digest('base64url');

export function verifyToken(purpose: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signToken(purpose, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
