import { describe, expect, it } from 'vitest';
import { noticeOfReason, readNotice, withNotice } from './notice';

describe('shop notices in the address', () => {
  it('round-trips a code with and without a product', () => {
    expect(
      readNotice(
        new URL(withNotice('/guides/?a=1', { code: 'added', product: 12 }), 'http://x').searchParams.get('arig-cart'),
      ),
    ).toEqual({
      code: 'added',
      product: 12,
    });
    expect(withNotice('/cart/?arig-cart=added.3', { code: 'updated', product: null })).toBe('/cart/?arig-cart=updated');
  });

  it('ignores anything that is not a notice', () => {
    for (const v of [null, '', 'added.', 'added.0', 'added.x', 'hacked', 'added.12.3', '<script>'])
      expect(readNotice(v)).toBeNull();
  });

  it('maps the cart engine’s refusals to notices', () => {
    expect(noticeOfReason('over-stock')).toBe('over-stock');
    expect(noticeOfReason('unknown-product')).toBe('unknown');
    expect(noticeOfReason('nothing-to-undo')).toBe('nothing');
  });
});
