import { describe, expect, it } from 'vitest';
import type { ReviewFields } from './review-records';
import { ratingsOf } from './review-records';
import {
  countsInSummary,
  summaryRecordFields,
  summaryState,
  summaryTargetOf,
  touchedTargets,
  userRatingFields,
} from './review-summary-fields';

function review(overrides: Partial<ReviewFields> = {}): ReviewFields {
  return {
    id: 'r1',
    reviewType: 'owner',
    reviewer: 'renter1',
    reviewee: 'owner1',
    listing: 'listing1',
    status: 'active',
    isPublic: true,
    publishedAt: '2026-03-01 10:00:00.000Z',
    overallRating: 4,
    categoryRatings: { communication: 5 },
    title: 'Good',
    content: 'Good work overall.',
    created: '2026-01-05 10:00:00.000Z',
    ...overrides,
  };
}

describe('summaryTargetOf', () => {
  it('is the reviewee for owner and renter reviews, the listing for listing reviews', () => {
    expect(summaryTargetOf(review())).toEqual({ reviewType: 'owner', target: 'owner1' });
    expect(summaryTargetOf(review({ reviewType: 'renter', reviewee: 'renter1' }))).toEqual({
      reviewType: 'renter',
      target: 'renter1',
    });
    expect(summaryTargetOf(review({ reviewType: 'listing' }))).toEqual({ reviewType: 'listing', target: 'listing1' });
  });

  it('is none for a listing review without its listing, or an unknown type', () => {
    expect(summaryTargetOf(review({ reviewType: 'listing', listing: '' }))).toBeNull();
    expect(summaryTargetOf(review({ reviewType: 'service' }))).toBeNull();
  });
});

describe('countsInSummary', () => {
  it('counts active public reviews only', () => {
    expect(countsInSummary(review())).toBe(true);
    expect(countsInSummary(review({ status: 'hidden' }))).toBe(false);
    expect(countsInSummary(review({ isPublic: false }))).toBe(false);
    // A blind review (issue 21) counts once it is published.
    expect(countsInSummary(review({ publishedAt: '' }))).toBe(false);
  });
});

describe('touchedTargets', () => {
  it('is the new target on create and the old one on delete', () => {
    expect(touchedTargets(null, review())).toEqual([{ reviewType: 'owner', target: 'owner1' }]);
    expect(touchedTargets(review(), null)).toEqual([{ reviewType: 'owner', target: 'owner1' }]);
  });

  it('is nothing when only counters or the update time changed', () => {
    expect(touchedTargets(review(), review())).toEqual([]);
  });

  it('is the target when the rating, text, categories or visibility changed', () => {
    for (const change of [
      { overallRating: 2 },
      { title: 'Better' },
      { content: 'Changed my mind about it.' },
      { categoryRatings: { communication: 1 } },
      { status: 'hidden' },
    ]) {
      expect(touchedTargets(review(), review(change))).toEqual([{ reviewType: 'owner', target: 'owner1' }]);
    }
  });

  it('is both targets when a review moved', () => {
    expect(touchedTargets(review(), review({ reviewee: 'owner2' }))).toEqual([
      { reviewType: 'owner', target: 'owner1' },
      { reviewType: 'owner', target: 'owner2' },
    ]);
  });

  it('compares states that tell hidden from shown', () => {
    expect(summaryState(review({ status: 'hidden' }))).not.toBe(summaryState(review()));
    expect(summaryState(null)).toBe('');
  });
});

describe('summaryRecordFields', () => {
  it('stores the domain summary under its key, with compact recent reviews', () => {
    const reviews = [
      review({ id: 'r3', overallRating: 5, created: '2026-01-07 10:00:00.000Z', categoryRatings: {} }),
      review({
        id: 'r2',
        overallRating: 3,
        created: '2026-01-06 10:00:00.000Z',
        categoryRatings: { communication: 3 },
      }),
      review({ id: 'r1', overallRating: 4 }),
    ];

    const fields = summaryRecordFields({ reviewType: 'owner', target: 'owner1' }, reviews, '2026-01-08 00:00:00.000Z');

    expect(fields).toMatchObject({
      key: 'owner_owner1',
      reviewType: 'owner',
      target: 'owner1',
      totalReviews: 3,
      averageRating: 4,
      ratingDistribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 1 },
      categoryAverages: { communication: 4 },
      lastUpdated: '2026-01-08 00:00:00.000Z',
    });
    expect(fields.recentReviews.map((recent) => recent.id)).toEqual(['r3', 'r2', 'r1']);
    expect(fields.recentReviews[0]).toEqual({
      id: 'r3',
      reviewer: 'renter1',
      overallRating: 5,
      title: 'Good',
      content: 'Good work overall.',
      created: '2026-01-07 10:00:00.000Z',
    });
  });

  it('keeps the latest five, and zeroes an empty target', () => {
    const reviews = Array.from({ length: 7 }, (_, index) =>
      review({ id: `r${7 - index}`, created: `2026-01-${String(20 - index).padStart(2, '0')} 10:00:00.000Z` }),
    );
    expect(
      summaryRecordFields({ reviewType: 'owner', target: 'o' }, reviews, '').recentReviews.map((r) => r.id),
    ).toEqual(['r7', 'r6', 'r5', 'r4', 'r3']);
    expect(summaryRecordFields({ reviewType: 'renter', target: 'u' }, [], '')).toMatchObject({
      totalReviews: 0,
      averageRating: 0,
      ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      categoryAverages: {},
      recentReviews: [],
    });
  });
});

describe('userRatingFields', () => {
  const fields = (reviewType: 'owner' | 'renter' | 'listing') =>
    summaryRecordFields({ reviewType, target: 't' }, [review({ overallRating: 3 }), review({ id: 'r2' })], '');

  it('gives owner summaries to the provider fields and renter ones to the client fields', () => {
    expect(userRatingFields(fields('owner'))).toEqual({ ratingAsProvider: 3.5, reviewsAsProvider: 2 });
    expect(userRatingFields(fields('renter'))).toEqual({ ratingAsClient: 3.5, reviewsAsClient: 2 });
    expect(userRatingFields(fields('listing'))).toBeNull();
  });
});

describe('ratingsOf', () => {
  it('reads a JSON object of numbers, and anything else as none', () => {
    expect(ratingsOf('{"communication":4,"value":"x"}')).toEqual({ communication: 4 });
    expect(ratingsOf('')).toEqual({});
    expect(ratingsOf('null')).toEqual({});
    expect(ratingsOf('[1,2]')).toEqual({});
    expect(ratingsOf('{oops')).toEqual({});
  });
});
