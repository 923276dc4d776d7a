import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleAside } from './ArticleAside';

const contact = { phone: '03-5550123', email: null, whatsapp: null };
const headings = [
  { id: 'section-1', text: 'מה זה GSM', level: 2 },
  { id: 'section-2', text: 'איך שוקלים', level: 3 },
];

describe("the article's side column", () => {
  it("lists the article's sections first, linked to their headings, when there are two or more", () => {
    const html = renderToStaticMarkup(<ArticleAside headings={headings} related={[]} contact={contact} />);
    expect(html).toMatch(
      /^<aside class="article-aside" aria-label="[^"]+"><nav class="article-aside__card" aria-labelledby="toc-title">/,
    );
    expect(html).toContain('<h2 id="toc-title" class="article-aside__title">במאמר הזה</h2>');
    expect(html).toContain('<li><a href="#section-1">מה זה GSM</a></li>');
    expect(html).toContain('<li class="article-aside__toc-sub"><a href="#section-2">איך שוקלים</a></li>');
    const one = renderToStaticMarkup(<ArticleAside headings={headings.slice(0, 1)} related={[]} contact={contact} />);
    expect(one).not.toContain('toc-title');
  });
});
