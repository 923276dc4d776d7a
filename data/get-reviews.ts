import type { Review } from '../cms/payload-types';
import { memo } from './cache/memo';
import { getImageViews, idOf } from './get-images';
import { asVisitor, payload } from './payload';
import type { ReviewView } from './types';

/** Every published review, newest first, read once per content generation (the widget picks from them). */
export function getReviews(): Promise<ReviewView[]> {
  return memo('reviews:all', async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'reviews',
      depth: 0,
      pagination: false,
      sort: ['-date', '-id'],
      select: {
        author: true,
        role: true,
        company: true,
        text: true,
        rating: true,
        photo: true,
        date: true,
        sourceUrl: true,
      },
      ...asVisitor,
    });
    const reviews = docs as Review[];
    const photos = await getImageViews(
      reviews.map((r) => idOf(r.photo ?? null)).filter((id): id is number => id !== null),
    );
    return reviews.map((r) => {
      const photoId = idOf(r.photo ?? null);
      return {
        id: r.id,
        author: r.author,
        role: r.role || null,
        company: r.company || null,
        text: r.text,
        rating: r.rating,
        photo: photoId === null ? null : (photos.get(photoId) ?? null),
        date: r.date,
        sourceUrl: r.sourceUrl || null,
      };
    });
  });
}
