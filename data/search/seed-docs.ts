import { articles } from '../../cms/seed/content/articles';
import { pages } from '../../cms/seed/content/pages';
import { toLexical } from '../../cms/seed/lexical';
import type { SearchDoc } from '../../engines/search/search-index';
import { routes } from '../../config/routes';
import { richTextWords } from '../map/rich-text-words';

/** The demo content as the search reads it (through the same rich-text reader), for tests and the bench. */
export function seedSearchDocs(): SearchDoc[] {
  const articleDocs: SearchDoc[] = articles.map((a, i) => {
    const text = richTextWords(toLexical(a.body));
    return {
      id: `post:${i + 1}`,
      kind: 'post',
      title: a.title,
      headings: text.headings.join('\n'),
      body: [a.excerpt, ...text.body].join('\n'),
      url: routes.post(a.slug),
      date: a.publishedAt,
    };
  });
  const pageDocs: SearchDoc[] = pages.map((page, i) => {
    const text = richTextWords(toLexical(page.body));
    return {
      id: `page:${i + 1}`,
      kind: 'page',
      title: page.title,
      headings: text.headings.join('\n'),
      body: text.body.join('\n'),
      url: page.slug === 'home' ? routes.home : routes.page(page.slug),
      date: '2024-01-01T00:00:00.000Z',
    };
  });
  return [...articleDocs, ...pageDocs];
}
