import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';
import { articleContext } from '../../builder/testing-article';

describe('post-meta widget', () => {
  it("shows the article's date, author and categories, and its tags when asked", () => {
    const { html } = renderWidget('post-meta', {}, articleContext());
    expect(html).toContain('<time dateTime="2026-01-02T10:00:00.000Z">');
    expect(html).toContain('<a href="/author/itai/">איתי שמיר</a>');
    expect(html).toContain('<a href="/articles/fabrics/">בדים</a>');
    expect(html).not.toContain('/tag/guide/');
    const tagsOnly = renderWidget(
      'post-meta',
      { show_date: false, show_author: false, show_categories: false, show_tags: true },
      articleContext(),
    ).html;
    expect(tagsOnly).toContain('<a href="/tag/guide/" rel="tag">מדריך</a>');
    expect(tagsOnly).not.toContain('article__meta');
    expect(renderWidget('post-meta').html).toBe('');
    expect(renderInEditor('post-meta')).toContain('פרטי המאמר');
  });

  it('gives its lines their typography group on the widget, and none when it is global', () => {
    const { html } = renderWidget('post-meta', { show_tags: true, typo_line_height: 1.8 }, articleContext());
    expect(html).toMatch(/^<div class="w w-post-meta w--tl" style="--w-lh:1.8"><p class="article__meta">/);
    expect(renderWidget('post-meta', {}, articleContext()).html).toMatch(
      /^<div class="w w-post-meta"><p class="article__meta">/,
    );
  });
});
