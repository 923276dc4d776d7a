import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';

describe('breadcrumbs widget', () => {
  it('links every step home to here, and marks the last as the current page', () => {
    const trail = [
      { label: 'דף הבית', url: '/' },
      { label: 'מאמרים', url: '/articles/' },
      { label: 'בדים', url: '/articles/fabrics/' },
    ];
    const { html } = renderWidget('breadcrumbs', {}, { trail });
    expect(html).toContain('<nav class="breadcrumbs" aria-label="פירורי לחם">');
    expect(html).toContain('<a href="/articles/">מאמרים</a>');
    expect(html).toContain('<span aria-current="page">בדים</span>');
    expect(html).not.toContain('href="/articles/fabrics/"');
  });

  it('renders nothing without a trail, and a placeholder in the editor', () => {
    expect(renderWidget('breadcrumbs').html).toBe('');
    expect(renderInEditor('breadcrumbs')).toContain('פירורי לחם');
  });

  it('gives the trail its typography group on its list, and none when it is global', () => {
    const trail = [
      { label: 'דף הבית', url: '/' },
      { label: 'בדים', url: '/articles/fabrics/' },
    ];
    const { html } = renderWidget('breadcrumbs', { typo_size_desktop: 14 }, { trail });
    expect(html).toContain(
      '<nav class="breadcrumbs" aria-label="פירורי לחם"><ol class="w--ts-d w--ts-t w--ts-m" style="--w-fs-d:0.875rem"><li>',
    );
    expect(renderWidget('breadcrumbs', {}, { trail }).html).toContain(
      '<nav class="breadcrumbs" aria-label="פירורי לחם"><ol><li>',
    );
  });
});
