import { randomBytes } from 'node:crypto';
import { signToken, verifyToken } from '../../../config/signing';

/**
 * The token a rendered form carries: which form, when it was rendered, and a random nonce, signed with
 * a key derived from the server's secret. It proves the form came from this site and how long ago; the
 * nonce is one ingredient of the submission's idempotency key.
 */
const purpose = 'form token';

export function issueFormToken(formId: number | string, now = Date.now()): string {
  const body = `${formId}.${now.toString(36)}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${signToken(purpose, body)}`;
}

export interface FormToken {
  issuedAt: number;
  nonce: string;
}

/** The token's time and nonce when it is this site's own and for this form; null otherwise. */
export function readFormToken(token: string, formId: number | string): FormToken | null {
  if (token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [id, time, nonce, signature] = parts as [string, string, string, string];
  if (!verifyToken(purpose, `${id}.${time}.${nonce}`, signature)) return null;
  if (id !== String(formId) || !/^[0-9a-z]{1,12}$/.test(time)) return null;
  return { issuedAt: parseInt(time, 36), nonce };
}
