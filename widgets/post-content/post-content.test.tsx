import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';
import { articleContext } from '../../builder/testing-article';
import type { RenderContext } from '../../builder/context';

describe('post-content widget', () => {
  it("renders the article's body as prose", () => {
    const { html } = renderWidget('post-content', {}, articleContext());
    expect(html).toMatch(/class="[^"]*prose article__body"[^>]*><p>GSM הוא משקל הבד<\/p><\/div>$/);
    expect(renderWidget('post-content').html).toBe('');
    expect(renderInEditor('post-content')).toContain('תוכן המאמר');
  });

  it("renders a page's text, and its title and image, in a page template", () => {
    const image = { src: '/media/policy.webp', alt: 'מסמך', width: 1200, height: 675, title: null, description: null };
    const ctx: RenderContext = {
      textPage: { title: 'מדיניות פרטיות', contentHtml: '<p>מה נשמר ולמה</p>', image: { ...image, srcset: '' } },
    };
    expect(renderWidget('post-content', {}, ctx).html).toContain('<p>מה נשמר ולמה</p>');
    expect(renderWidget('post-title', { tag: 'h1' }, ctx).html).toMatch(/<h1[^>]*>מדיניות פרטיות<\/h1>/);
    expect(renderWidget('post-image', {}, ctx).html).toContain('alt="מסמך"');
    // The article's other widgets have nothing to show on a page.
    expect(renderWidget('post-meta', {}, ctx).html).toBe('');
    expect(renderWidget('post-navigation', {}, ctx).html).toBe('');
  });
});
