import { describe, expect, it } from 'vitest';
import { issueFormToken, readFormToken } from './token';

describe('form tokens', () => {
  it('carry their form and time back to this server', () => {
    const token = issueFormToken(7, 1_800_000_000_000);
    expect(readFormToken(token, 7)).toMatchObject({ issuedAt: 1_800_000_000_000 });
    expect(readFormToken(token, 7)!.nonce).toMatch(/^[\w-]{12}$/);
  });

  it('differ on every render', () => {
    expect(issueFormToken(7, 1)).not.toBe(issueFormToken(7, 1));
  });

  it('are refused for another form, altered, truncated or made up', () => {
    const token = issueFormToken(7, 1_800_000_000_000);
    const [id, time, nonce, sig] = token.split('.');
    expect(readFormToken(token, 8)).toBeNull();
    expect(readFormToken(`${id}.${(Number.parseInt(time!, 36) - 60_000).toString(36)}.${nonce}.${sig}`, 7)).toBeNull();
    expect(readFormToken(`8.${time}.${nonce}.${sig}`, 8)).toBeNull();
    expect(readFormToken(token.slice(0, -2), 7)).toBeNull();
    expect(readFormToken('', 7)).toBeNull();
    expect(readFormToken('a.b.c.d', 7)).toBeNull();
    expect(readFormToken('x'.repeat(500), 7)).toBeNull();
  });
});
