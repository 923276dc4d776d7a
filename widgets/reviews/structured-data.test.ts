import { describe, expect, it } from 'vitest';
import { reviewsStructuredData } from './structured-data';
import { review } from './testing';

const shown = [review(1, { rating: 5, author: 'דנה לוי' }), review(2, { rating: 4 })];

describe('reviewsStructuredData', () => {
  it('describes a named product with each review and their aggregate', () => {
    const data = reviewsStructuredData(shown, { type: 'Product', name: ' בד מגן UV ', description: '' });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'בד מגן UV',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
    });
    expect(data).not.toHaveProperty('description');
    const reviews = (data as { review: Record<string, unknown>[] }).review;
    expect(reviews[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'דנה לוי' },
      datePublished: '2026-01-15',
      reviewBody: 'המלצה מספר 1',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });

  it('is absent without an item, without a name, or without reviews (no self-serving business stars)', () => {
    expect(reviewsStructuredData(shown, { type: 'none', name: 'אריג', description: '' })).toBeNull();
    expect(reviewsStructuredData(shown, { type: 'Course', name: '  ', description: '' })).toBeNull();
    expect(reviewsStructuredData([], { type: 'Course', name: 'סדנה', description: '' })).toBeNull();
  });

  it('carries a course description when given', () => {
    const data = reviewsStructuredData(shown, { type: 'Course', name: 'סדנת בדים', description: 'יום עיון' });
    expect(data).toMatchObject({ '@type': 'Course', description: 'יום עיון' });
  });
});
