import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';
import { articleContext } from '../../builder/testing-article';

const headings = [
  { id: 'what', text: 'מה זה GSM', level: 2 },
  { id: 'how', text: 'איך שוקלים', level: 2 },
];
const contact = { phone: '03-5550123', email: 'info@arig.example', whatsapp: null };

/** An article with two sections and a related one, on a site with a phone and an e-mail. */
const context = () => {
  const ctx = articleContext({ headings });
  ctx.article = { ...ctx.article!, related: [ctx.article!.next!] };
  return { ...ctx, contact };
};

describe('article-aside widget', () => {
  it("shows the site's own side column: the article's sections, related articles and a card to ask", () => {
    const { html, islands } = renderWidget('article-aside', {}, context());
    expect(html).toMatch(/^<div class="w w-article-aside"><aside class="article-aside" aria-label="[^"]+">/);
    expect(html).toContain('<a href="#what">מה זה GSM</a>');
    expect(html).toContain('<h2 id="related-title" class="article-aside__title">');
    expect(html).toContain('<a href="/a-3/">המאמר שאחרי</a>');
    expect(html).toContain('href="mailto:info@arig.example"');
    expect(islands).toEqual([]);
  });

  it('leaves out each part that is switched off, and the whole column when nothing is left', () => {
    const noToc = renderWidget('article-aside', { show_toc: false }, context()).html;
    expect(noToc).not.toContain('toc-title');
    expect(noToc).toContain('related-title');
    const noRelated = renderWidget('article-aside', { show_related: false }, context()).html;
    expect(noRelated).not.toContain('related-title');
    expect(renderWidget('article-aside', { show_contact: false }, context()).html).not.toContain('ask-title');
    const nothing = { show_toc: false, show_related: false, show_contact: false };
    expect(renderWidget('article-aside', nothing, context()).html).toBe('');
  });

  it('renders nothing where no article is shown, and a labelled placeholder in the builder', () => {
    expect(renderWidget('article-aside').html).toBe('');
    expect(renderInEditor('article-aside')).toContain('עמודת הצד של המאמר');
  });
});
