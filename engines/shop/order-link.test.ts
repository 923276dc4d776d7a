import { describe, expect, it } from 'vitest';
import { isOrderLink, orderLinkSearch, readOrderLink } from './order-link';

describe('order links', () => {
  it('reads what it writes, and nothing half-given or malformed', () => {
    const params = new URLSearchParams(orderLinkSearch(1001, 'abc_DEF-123'));
    expect(isOrderLink(params)).toBe(true);
    expect(readOrderLink(params)).toEqual({ number: 1001, key: 'abc_DEF-123' });
    expect(isOrderLink(new URLSearchParams('order=1001'))).toBe(false);
    expect(readOrderLink(new URLSearchParams('order=x&key=k'))).toBe(null);
    expect(readOrderLink(new URLSearchParams('order=-3&key=k'))).toBe(null);
    expect(readOrderLink(new URLSearchParams(`order=1&key=${'a'.repeat(65)}`))).toBe(null);
  });
});
