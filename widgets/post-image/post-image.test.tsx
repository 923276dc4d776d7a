import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';
import { articleContext } from '../../builder/testing-article';

describe('post-image widget', () => {
  it("renders the article's featured image at high priority, nothing without one", () => {
    const { html } = renderWidget('post-image', {}, articleContext());
    expect(html).toContain('src="/media/gsm.webp"');
    expect(html).toContain('alt="אריג"');
    expect(html).toContain('fetchPriority="high"');
    expect(renderWidget('post-image', {}, articleContext({ image: null })).html).toBe('');
    expect(renderInEditor('post-image')).toContain('התמונה הראשית');
  });
});
