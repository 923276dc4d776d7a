import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';

describe('notices widget', () => {
  it("shows the shop's message where it is placed: a success politely, a refusal at once", () => {
    const added = renderWidget('notices', {}, { shopNotice: { tone: 'success', text: 'נוסף לסל', cartLink: true } });
    expect(added.islands).toEqual([]);
    expect(added.html).toBe(
      '<div class="w w-notices" data-shop-notices=""><p class="shop-notice shop-notice--success" role="status"><span>נוסף לסל</span><a class="shop-notice__link" href="/cart/">לצפייה בסל</a></p></div>',
    );
    const refused = renderWidget('notices', {}, { shopNotice: { tone: 'error', text: 'אזל', cartLink: false } });
    expect(refused.html).toContain('role="alert"');
    expect(refused.html).not.toContain('shop-notice__link');
  });

  it("gives the notice's text its typography group on the widget, and none when it is global", () => {
    const shopNotice = { tone: 'success' as const, text: 'נוסף לסל', cartLink: true };
    const { html } = renderWidget('notices', { typo_size_mobile: 18 }, { shopNotice });
    expect(html).toMatch(
      /^<div class="w w-notices w--ts-m" style="--w-fs-m:1.125rem" data-shop-notices=""><p class="shop-notice shop-notice--success"/,
    );
    expect(renderWidget('notices', {}, { shopNotice }).html).toMatch(/^<div class="w w-notices" data-shop-notices="">/);
  });

  it('renders nothing without a message, and says what it is for in the editor', () => {
    expect(renderWidget('notices', {}, { shopNotice: null }).html).toBe('');
    expect(renderWidget('notices').html).toBe('');
    expect(renderInEditor('notices')).toContain('הודעות החנות');
  });
});
