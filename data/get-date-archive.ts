import { postsPerPage } from '../config/site';
import { inPeriod, type DatePeriod } from '../engines/date-archive';
import { getPublishedCards } from './get-loop';
import type { PostPage } from './types';

/** A date archive's page of articles, newest first, from the memoised index of published cards. */
export async function getPostsInPeriod(period: DatePeriod, page: number): Promise<PostPage> {
  const cards = (await getPublishedCards()).filter((card) => inPeriod(card.publishedAt, period));
  return {
    posts: cards.slice((page - 1) * postsPerPage, page * postsPerPage),
    page,
    totalPages: Math.max(1, Math.ceil(cards.length / postsPerPage)),
    totalDocs: cards.length,
  };
}
