import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('icon list', () => {
  it('renders a list with decorative icons and optional links', () => {
    const { html } = renderWidget('icon-list', {
      items: [
        { text: 'ייעוץ טכני', icon: 'check', link: '' },
        { text: 'לפרטים', icon: 'arrow-end', link: '/services/' },
      ],
      layout: 'inline',
    });
    expect(html).toMatch(
      /^<ul class="w w-icon-list w-icon-list--inline w-align-start"><li><svg class="w-icon w-icon-list__icon"[^>]*aria-hidden="true"/,
    );
    expect(html).toContain('<span class="w-icon-list__text">ייעוץ טכני</span></li>');
    expect(html).toContain('<li><a href="/services/"><svg');
  });

  it('fills item defaults and rejects bad item values', () => {
    expect(renderWidget('icon-list', { items: [{ text: 'רק טקסט' }] }).html).toContain('רק טקסט');
    expect(errorPaths('icon-list', { items: [{ text: 'x', icon: 'skull' }] })).toEqual([
      'content.0.props.items.0.icon',
    ]);
    expect(errorPaths('icon-list', { items: [{ text: 'x', link: 'data:text/html,x' }] })).toEqual([
      'content.0.props.items.0.link',
    ]);
    expect(errorPaths('icon-list', { items: [{ text: 'x', extra: 1 }] })).toEqual(['content.0.props.items.0']);
  });
});
