import { postsPerPage } from '../config/site';
import { getChildCategoryIds } from './get-category';
import { toPostSummary, toPostView } from './map/post';
import { asVisitor, payload } from './payload';
import type { PostPage, PostSummary, PostView } from './types';

/** A category's listing includes its child categories' articles, newest first. */
export async function getPostsInCategory(categoryId: number | string, page: number): Promise<PostPage> {
  const ids = [categoryId, ...(await getChildCategoryIds(categoryId))];
  const p = await payload();
  const result = await p.find({
    collection: 'posts',
    where: { categories: { in: ids } },
    sort: ['-publishedAt', '-id'],
    limit: postsPerPage,
    page,
    depth: 2,
    ...asVisitor,
  });
  return {
    posts: result.docs.map(toPostSummary),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  };
}

export async function getPostBySlug(slug: string): Promise<PostView | null> {
  const p = await payload();
  const { docs } = await p.find({
    collection: 'posts',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 2,
    ...asVisitor,
  });
  const post = docs[0];
  return post ? toPostView(post) : null;
}

/** The articles published just before and just after this one. */
export async function getAdjacentPosts(
  post: Pick<PostView, 'id' | 'publishedAt'>,
): Promise<{ previous: PostSummary | null; next: PostSummary | null }> {
  if (!post.publishedAt) return { previous: null, next: null };
  const p = await payload();
  const [older, newer] = await Promise.all([
    p.find({
      collection: 'posts',
      where: { publishedAt: { less_than: post.publishedAt }, id: { not_equals: post.id } },
      sort: '-publishedAt',
      limit: 1,
      depth: 0,
      ...asVisitor,
    }),
    p.find({
      collection: 'posts',
      where: { publishedAt: { greater_than: post.publishedAt }, id: { not_equals: post.id } },
      sort: 'publishedAt',
      limit: 1,
      depth: 0,
      ...asVisitor,
    }),
  ]);
  const prev = older.docs[0];
  const next = newer.docs[0];
  return { previous: prev ? toPostSummary(prev) : null, next: next ? toPostSummary(next) : null };
}
