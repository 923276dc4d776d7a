import { describe, expect, it } from 'vitest';
import { isChatHidden } from './visibility';

describe('isChatHidden', () => {
  it('hides an exact page with or without its trailing slash', () => {
    expect(isChatHidden('/checkout/', ['/checkout'])).toBe(true);
    expect(isChatHidden('/checkout', ['/checkout/'])).toBe(true);
    expect(isChatHidden('/checkout/step-2/', ['/checkout/'])).toBe(false);
  });

  it('hides a whole section with /*', () => {
    expect(isChatHidden('/shop/', ['/shop/*'])).toBe(true);
    expect(isChatHidden('/shop/towels/', ['/shop/*'])).toBe(true);
    expect(isChatHidden('/shopping/', ['/shop/*'])).toBe(false);
  });

  it('shows everywhere else, including the home page unless listed', () => {
    expect(isChatHidden('/', ['/about/'])).toBe(false);
    expect(isChatHidden('/', ['/'])).toBe(true);
    expect(isChatHidden('/about/', [])).toBe(false);
  });
});
