import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../builder/testing';

describe('menu-account widget', () => {
  it("renders the header's account link, named for screen readers and marked current in the account", () => {
    const { html, islands } = renderWidget('menu-account', { align: 'end' });
    expect(html).toMatch(
      /^<div class="w w-menu-account" style="text-align:end"><a class="menu-account" href="\/my-account\/">/,
    );
    expect(html).toContain('<span class="visually-hidden">החשבון שלי</span>');
    expect(html).not.toContain('aria-current');
    expect(islands).toEqual([]);
    expect(renderWidget('menu-account', {}, { currentPath: '/my-account/orders/' }).html).toContain(
      'aria-current="page"',
    );
  });

  it('shows nothing while the shop has nothing for sale, as the site header does', () => {
    expect(renderWidget('menu-account', {}, { shopOpen: false }).html).toBe('');
    expect(renderWidget('menu-account', {}, { shopOpen: true }).html).toContain('menu-account');
  });
});
