import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';
import { articleContext } from '../../builder/testing-article';

describe('post-title widget', () => {
  it("renders the template's article title as a heading, and a placeholder only in the editor", () => {
    const { html } = renderWidget('post-title', { align: 'center' }, articleContext());
    expect(html).toMatch(/^<h1 [^>]*style="text-align:center">GSM: מה באמת אומר משקל הבד<\/h1>$/);
    expect(renderWidget('post-title', { tag: 'h2' }, articleContext()).html).toContain('<h2');
    expect(renderWidget('post-title').html).toBe('');
    expect(renderInEditor('post-title')).toContain('כותרת המאמר');
  });

  it('carries its typography beside its alignment', () => {
    const { html } = renderWidget('post-title', { align: 'center', typo_size_desktop: 40 }, articleContext());
    expect(html).toMatch(/^<h1 class="[^"]*w--ts-d w--ts-t w--ts-m" [^>]*style="text-align:center;--w-fs-d:2\.5rem">/);
  });
});
