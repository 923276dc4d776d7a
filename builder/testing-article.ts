import type { RenderContext } from './context';
import type { PostSummary, PostView } from '../data/types';

/** Test helper: an article as a single-article template receives it (RenderContext.article). */
export function articleContext(overrides: Partial<PostView> = {}): RenderContext {
  const summary = (id: number, title: string): PostSummary => ({
    id,
    slug: `a-${id}`,
    url: `/a-${id}/`,
    title,
    excerpt: null,
    publishedAt: '2026-01-0' + id + 'T10:00:00.000Z',
    updatedAt: '2026-01-0' + id + 'T10:00:00.000Z',
    image: null,
    categories: [],
    author: null,
  });
  const post: PostView = {
    ...summary(2, 'GSM: מה באמת אומר משקל הבד'),
    author: { name: 'איתי שמיר', url: '/author/itai/' },
    authorProfile: { name: 'איתי שמיר', url: '/author/itai/', bio: null, avatar: null },
    categories: [{ title: 'בדים', url: '/articles/fabrics/' }],
    image: {
      src: '/media/gsm.webp',
      alt: 'אריג',
      width: 1200,
      height: 675,
      title: null,
      description: null,
      srcset: '',
    },
    contentHtml: '<p>GSM הוא משקל הבד</p>',
    headings: [],
    tags: [{ title: 'מדריך', url: '/tag/guide/' }],
    seo: { title: null, description: null, image: null, noindex: false },
    primaryCategory: null,
    categoryIds: [3],
    ...overrides,
  };
  return { article: { post, previous: summary(1, 'המאמר שלפני'), next: summary(3, 'המאמר שאחרי') } };
}
