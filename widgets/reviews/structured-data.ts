import type { ReviewView } from '../../data/types';
import { aggregateRating } from './pick';

type Thing = Record<string, unknown>;

/**
 * schema.org data for the reviews shown, about the product or course named in the widget: each `Review`
 * and their `AggregateRating`. Null when the widget names no item (reviews about the business itself
 * are self-serving in Google's rules and earn no stars, so arig never marks them up).
 */
export function reviewsStructuredData(
  reviews: readonly ReviewView[],
  item: { type: 'none' | 'Product' | 'Course'; name: string; description: string },
): Thing | null {
  const name = item.name.trim();
  if (item.type === 'none' || name === '' || reviews.length === 0) return null;
  const { average, count } = aggregateRating(reviews);
  return {
    '@context': 'https://schema.org',
    '@type': item.type,
    name,
    ...(item.description.trim() ? { description: item.description.trim() } : {}),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: average,
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.date.slice(0, 10),
      reviewBody: r.text,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
