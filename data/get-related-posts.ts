import { getLoopPage } from './get-loop';
import type { PostSummary, PostView } from './types';

export const relatedCount = 3;

/**
 * The article's side column lists the newest others from its most specific category (its children's
 * included), then the newest overall when the category holds fewer. Read from the loop grid's in-memory
 * index (get-loop.ts), so it costs no query of its own.
 */
export async function getRelatedPosts(post: Pick<PostView, 'id' | 'primaryCategory'>): Promise<PostSummary[]> {
  const page = (categories?: string[]) =>
    getLoopPage({
      scope: categories ? { categories } : {},
      filter: {},
      page: 1,
      perPage: relatedCount * 2 + 1,
      order: 'date_desc',
    });
  const related: PostSummary[] = [];
  const add = (posts: PostSummary[]) => {
    for (const p of posts)
      if (related.length < relatedCount && p.id !== post.id && !related.some((r) => r.id === p.id)) related.push(p);
  };
  if (post.primaryCategory) add((await page([post.primaryCategory.slug])).posts);
  if (related.length < relatedCount) add((await page()).posts);
  return related;
}
