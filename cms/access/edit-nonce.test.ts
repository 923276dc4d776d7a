import { describe, expect, it } from 'vitest';
import { createEditNonce, sessionTokenOf, verifyEditNonce } from './edit-nonce';

const editor = { collection: 'users', id: 7 };

describe('edit-mode nonce', () => {
  it('verifies for the same secret, user and session only', () => {
    const nonce = createEditNonce('s', editor, 'token-a');
    expect(verifyEditNonce('s', editor, 'token-a', nonce)).toBe(true);
    expect(verifyEditNonce('s', editor, 'token-b', nonce)).toBe(false);
    expect(verifyEditNonce('s', { ...editor, id: 8 }, 'token-a', nonce)).toBe(false);
    expect(verifyEditNonce('other', editor, 'token-a', nonce)).toBe(false);
  });

  it('refuses missing, malformed or session-less nonces', () => {
    const nonce = createEditNonce('s', editor, 'token-a');
    for (const bad of [undefined, null, 1, '', 'x', nonce.slice(1), 'a'.repeat(500)])
      expect(verifyEditNonce('s', editor, 'token-a', bad)).toBe(false);
    expect(verifyEditNonce('s', editor, '', createEditNonce('s', editor, ''))).toBe(false);
  });

  it('reads the session token from the cookie or a JWT header', () => {
    expect(sessionTokenOf(new Headers({ cookie: 'a=1; payload-token=abc.def; b=2' }))).toBe('abc.def');
    expect(sessionTokenOf(new Headers({ authorization: 'JWT xyz' }))).toBe('xyz');
    expect(sessionTokenOf(new Headers())).toBe('');
  });
});
