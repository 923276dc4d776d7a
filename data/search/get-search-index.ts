import { routes } from '../../config/routes';
import { validateLayout } from '../../builder/layout';
import { layoutWords } from '../../builder/layout-words';
import { buildSearchIndexAsync, type SearchDoc, type SearchIndex } from '../../engines/search/search-index';
import { memo } from '../cache/memo';
import { richTextWords } from '../map/rich-text-words';
import { asVisitor, payload } from '../payload';
import { getSiteSettings } from '../get-settings';

const lines = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join('\n');

async function readDocs(): Promise<SearchDoc[]> {
  const p = await payload();
  const [posts, pages, projects, settings] = await Promise.all([
    p.find({
      collection: 'posts',
      depth: 0,
      pagination: false,
      select: { title: true, slug: true, excerpt: true, content: true, publishedAt: true, updatedAt: true },
      ...asVisitor,
    }),
    p.find({
      collection: 'pages',
      depth: 0,
      pagination: false,
      select: { title: true, slug: true, content: true, layout: true, updatedAt: true, seo: true },
      ...asVisitor,
    }),
    p.find({
      collection: 'projects',
      depth: 0,
      pagination: false,
      select: { title: true, slug: true, field: true, client: true, summary: true, content: true, updatedAt: true },
      ...asVisitor,
    }),
    getSiteSettings(),
  ]);
  const docs: SearchDoc[] = posts.docs.map((post) => {
    const text = richTextWords(post.content);
    return {
      id: `post:${post.id}`,
      kind: 'post',
      title: post.title,
      headings: lines(text.headings),
      body: lines([post.excerpt, ...text.body]),
      url: routes.post(post.slug),
      date: post.publishedAt ?? post.updatedAt,
    };
  });
  for (const page of pages.docs) {
    // A page kept out of search engines is kept out of the site's search too.
    if (page.seo?.noindex) continue;
    const text = richTextWords(page.content);
    const parsed = page.layout ? validateLayout(page.layout) : null;
    const built = parsed?.ok ? layoutWords(parsed.layout) : { headings: [], body: [] };
    docs.push({
      id: `page:${page.id}`,
      kind: 'page',
      title: page.title,
      headings: lines([...built.headings, ...text.headings]),
      body: lines([...built.body, ...text.body]),
      url: page.id === settings.homePageId ? routes.home : routes.page(page.slug),
      date: page.updatedAt,
    });
  }
  for (const project of projects.docs) {
    const text = richTextWords(project.content);
    docs.push({
      id: `project:${project.id}`,
      kind: 'project',
      title: project.title,
      headings: lines([project.field, ...text.headings]),
      body: lines([project.summary, project.client, ...text.body]),
      url: routes.project(project.slug),
      date: project.updatedAt,
    });
  }
  return docs;
}

/**
 * The site search's index of everything a visitor may read, built on the first search after a change
 * (the memo lives until the next publish purges it) and shared by every search until then. The build
 * yields between slices, so on a large site the other requests of that moment are not held up by it.
 */
export function getSearchIndex(): Promise<SearchIndex> {
  return memo('search:index', async () => buildSearchIndexAsync(await readDocs()));
}
