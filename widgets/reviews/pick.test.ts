import { describe, expect, it } from 'vitest';
import { aggregateRating, pickReviews } from './pick';
import { review } from './testing';

const all = [review(5), review(4), review(3), review(2), review(1)];

describe('pickReviews', () => {
  it('takes the latest when none are chosen, at most max', () => {
    expect(pickReviews(all, [], 3).map((r) => r.id)).toEqual([5, 4, 3]);
  });

  it('keeps the chosen order, skips ids that are not published, drops repeats, then caps', () => {
    expect(pickReviews(all, [2, 99, 5, 2, 1], 10).map((r) => r.id)).toEqual([2, 5, 1]);
    expect(pickReviews(all, [2, 5, 1], 2).map((r) => r.id)).toEqual([2, 5]);
  });

  it('shows nothing when every chosen review is gone (not the latest in their place)', () => {
    expect(pickReviews(all, [42], 6)).toEqual([]);
  });
});

describe('aggregateRating', () => {
  it('averages to one decimal', () => {
    expect(aggregateRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({ average: 4.3, count: 3 });
  });

  it('is zero over no reviews', () => {
    expect(aggregateRating([])).toEqual({ average: 0, count: 0 });
  });
});
