import type { ReviewView } from '../../data/types';

/**
 * The reviews a widget shows: the chosen ones in the order chosen (a chosen review that is gone or not
 * published is skipped, never an error), or else the latest; at most `max`.
 */
export function pickReviews(all: readonly ReviewView[], chosenIds: readonly number[], max: number): ReviewView[] {
  if (chosenIds.length === 0) return all.slice(0, max);
  const byId = new Map(all.map((r) => [r.id, r]));
  const picked = [...new Set(chosenIds)].map((id) => byId.get(id)).filter((r): r is ReviewView => Boolean(r));
  return picked.slice(0, max);
}

/** The average rating to one decimal, and how many reviews it averages. */
export function aggregateRating(reviews: readonly Pick<ReviewView, 'rating'>[]): { average: number; count: number } {
  if (reviews.length === 0) return { average: 0, count: 0 };
  const sum = reviews.reduce((total, r) => total + r.rating, 0);
  return { average: Math.round((sum / reviews.length) * 10) / 10, count: reviews.length };
}
