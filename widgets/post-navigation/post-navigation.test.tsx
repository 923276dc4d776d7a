import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';
import { articleContext } from '../../builder/testing-article';

describe('post-navigation widget', () => {
  it('links the articles before and after, and renders nothing without neighbours', () => {
    const { html } = renderWidget('post-navigation', {}, articleContext());
    expect(html).toContain('<a href="/a-1/" rel="prev">המאמר שלפני</a>');
    expect(html).toContain('<a href="/a-3/" rel="next">המאמר שאחרי</a>');
    expect(html).toContain('aria-label="מאמרים סמוכים"');
    const alone = articleContext();
    alone.article = { ...alone.article!, previous: null, next: null };
    expect(renderWidget('post-navigation', {}, alone).html).toBe('');
    expect(renderInEditor('post-navigation')).toContain('למאמר הקודם');
  });

  it("gives the neighbours' titles and their labels each their own typography group", () => {
    const { html } = renderWidget(
      'post-navigation',
      { typo_title_weight: '700', typo_label_size_mobile: 14 },
      articleContext(),
    );
    expect(html).toContain('<a class="w--tw" style="--w-fw:700" href="/a-1/" rel="prev">המאמר שלפני</a>');
    expect(html).toContain('<a class="w--tw" style="--w-fw:700" href="/a-3/" rel="next">המאמר שאחרי</a>');
    expect(html).toContain('<span class="w--ts-m" style="--w-fs-m:0.875rem">המאמר הקודם: </span>');
    expect(html).toContain('<span class="w--ts-m" style="--w-fs-m:0.875rem">המאמר הבא: </span>');
  });
});
