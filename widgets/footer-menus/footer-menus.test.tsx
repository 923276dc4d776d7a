import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../builder/testing';

const footerMenus = [
  { title: 'האתר', links: [{ label: 'אודות', href: '/about/' }] },
  { title: 'מידע שימושי', links: [{ label: 'הצהרת נגישות', href: '/accessibility-statement/' }] },
];

describe('footer-menus widget', () => {
  it("shows the footer's groups of links in one navigation landmark, each group named by its heading", () => {
    const { html, islands } = renderWidget('footer-menus', {}, { footerMenus });
    expect(html).toMatch(/^<div class="w w-footer-menus"><nav aria-label="[^"]+" class="site-footer__nav">/);
    expect(html).toContain(
      '<section aria-labelledby="w-w1-group-0"><h2 id="w-w1-group-0" class="site-footer__title">האתר</h2>',
    );
    expect(html).toContain('<h2 id="w-w1-group-1" class="site-footer__title">מידע שימושי</h2>');
    expect(html).toContain('<a href="/accessibility-statement/">הצהרת נגישות</a>');
    expect(islands).toEqual([]);
  });

  it('renders no landmark for a site without footer menus, and a sample group in the builder', () => {
    expect(renderWidget('footer-menus', {}, { footerMenus: [] }).html).toBe('<div class="w w-footer-menus"></div>');
    expect(renderWidget('footer-menus').html).toContain('קישור לדוגמה');
  });
});
