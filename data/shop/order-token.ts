import { createHash, createHmac } from 'node:crypto';
import { payloadSecret } from '../../config/env';

/**
 * The order's access token: derived from the checkout attempt with the server's secret, so the same
 * attempt posted twice (a double click, a retry after a lost answer) leads to the same order page, and
 * no one can make it up. Only its hash is stored.
 */
export const orderToken = (attempt: string): string =>
  createHmac('sha256', payloadSecret()).update(`order:${attempt}`).digest('base64url').slice(0, 32);

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const isOrderToken = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value);
