import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { payloadSecret } from './env';

/**
 * Signatures for the tokens arig hands out (form render tokens, newsletter links): HMAC-SHA256 with a key
 * derived from the server's secret for each purpose, so a token of one kind never passes for another.
 */
const keys = new Map<string, Buffer>();
const keyFor = (purpose: string): Buffer => {
  let key = keys.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', payloadSecret(), 'arig', `arig ${purpose} v1`, 32));
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
