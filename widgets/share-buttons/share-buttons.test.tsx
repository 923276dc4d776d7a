import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';
import { validateLayout } from '../../builder/layout';

const page = { url: 'https://arig.example/about/', title: 'אודות אריג', image: '' };

describe('share-buttons', () => {
  it('renders plain share links built from the page, each opening in a new window and saying so', () => {
    const { html } = renderWidget(
      'share-buttons',
      { items: [{ network: 'facebook' }, { network: 'email' }] },
      { page },
    );
    expect(html).toContain(
      `href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url)}" target="_blank" rel="noopener noreferrer"`,
    );
    expect(html).toContain('(נפתח בחלון חדש)');
    expect(html).toContain(
      `href="mailto:?subject=${encodeURIComponent(page.title)}&amp;body=${encodeURIComponent(page.url)}"`,
    );
    expect(html).toMatch(/<ul class="w-share__list" aria-label="שיתוף הדף">/);
    expect(html).not.toMatch(/<script/);
  });

  it('renders copy, share and print as buttons that need JavaScript, with a status for announcements', () => {
    const { html } = renderWidget('share-buttons', { items: [{ network: 'print' }] }, { page });
    for (const action of ['print', 'share', 'copy']) expect(html).toContain(`data-share-action="${action}"`);
    expect(html.match(/class="w-share__js"/g)).toHaveLength(3);
    expect(html).toContain('role="status"');
    expect(html).toContain('data-island="share-buttons"');
  });

  it('needs no island when it has only links', () => {
    const { html } = renderWidget(
      'share-buttons',
      { items: [{ network: 'linkedin' }], copy_link: false, native_share: false },
      { page },
    );
    expect(html).not.toContain('data-island');
  });

  it('keeps the names in icon view for screen readers, and shares a custom address made absolute', () => {
    const { html } = renderWidget(
      'share-buttons',
      { items: [{ network: 'whatsapp' }], view: 'icon', share_url: '/services/' },
      { page },
    );
    expect(html).toContain('<span class="visually-hidden">וואטסאפ</span>');
    expect(html).toContain(encodeURIComponent('https://arig.example/services/'));
    expect(html).toContain('data-share-url="https://arig.example/services/"');
  });

  it("gives the buttons' text its typography group where it shows, and none in icon view", () => {
    const items = [{ network: 'facebook' }, { network: 'print' }];
    const { html } = renderWidget('share-buttons', { items, typo_word_spacing: 2 }, { page });
    const text = (label: string) => `<span class="w-share__text w--tws" style="--w-ws:0.125rem">${label}</span>`;
    for (const label of ['פייסבוק', 'הדפסה', 'שיתוף…', 'העתקת קישור']) expect(html).toContain(text(label));
    expect(html.match(/--w-ws/g)).toHaveLength(4);
    expect(renderWidget('share-buttons', { items }, { page }).html).toContain(
      '<span class="w-share__text">פייסבוק</span>',
    );
    const icons = renderWidget('share-buttons', { items, view: 'icon', typo_word_spacing: 2 }, { page }).html;
    expect(icons).toContain('<span class="visually-hidden">פייסבוק</span>');
    expect(icons).not.toContain('--w-ws');
  });

  it('accepts retired networks from imported layouts and refuses unknown ones', () => {
    const ok = validateLayout({
      version: 1,
      root: { props: {} },
      content: [{ type: 'share-buttons', props: { id: 's1', items: [{ network: 'skype' }] } }],
    });
    expect(ok.ok).toBe(true);
    expect(errorPaths('share-buttons', { items: [{ network: 'myspace' }] })).toEqual([
      'content.0.props.items.0.network',
    ]);
  });
});
