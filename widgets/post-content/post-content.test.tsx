import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';
import { articleContext } from '../../builder/testing-article';

describe('post-content widget', () => {
  it("renders the article's body as prose", () => {
    const { html } = renderWidget('post-content', {}, articleContext());
    expect(html).toMatch(/class="[^"]*prose article__body"[^>]*><p>GSM הוא משקל הבד<\/p><\/div>$/);
    expect(renderWidget('post-content').html).toBe('');
    expect(renderInEditor('post-content')).toContain('תוכן המאמר');
  });
});
