// POST /api/market/reviews and GET /api/market/reviews/eligibility (spec 001 §4, §5): who may
// review which booking with which type, every eligibility reason answered by the eligibility
// route and refused by the create route with its status, the form's rules with the spec's texts,
// a reviewee the server derives, one review per (booking, reviewer, type), and the summary and
// profile fields written with the review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import {
  bookingParties,
  daysFromToday,
  expectRefusal,
  listingOf,
  moveBooking,
  requestBooking,
} from './bookings-support';
import {
  ELIGIBILITY_ROUTE,
  REVIEWS_ROUTE,
  bookingIn,
  eligibility,
  reviewBody,
  storedSummary,
  submitReview,
  type BookingState,
} from './reviews-support';

let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let stranger: TestUser;
let listingId: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimitExempt: true });
  admin = await superuserApi(server);
  ({ owner, renter, stranger } = await bookingParties(admin));
  listingId = await listingOf(owner, { title: 'Garden help' });
});

afterAll(() => server?.stop());

function booking(state: Partial<BookingState> = {}): Promise<string> {
  return bookingIn(admin, { owner, renter, listing: listingId, ...state });
}

async function reviewsOf(bookingId: string): Promise<{ id: string; reviewee: string }[]> {
  return (await admin.get(records('reviews'), { filter: `booking = "${bookingId}"` })).body.items;
}

describe('a completed booking', () => {
  it('is reviewed by both parties, and the listing by the renter, with summaries and profiles following', async () => {
    // Today: a booking can be completed from its first day on (issue 17).
    const requested = await requestBooking(renter, listingId, daysFromToday(0, 1));
    await moveBooking(owner, requested.id, 'approved');
    await moveBooking(owner, requested.id, 'completed');
    for (const [who, type] of [
      [renter, 'owner'],
      [renter, 'listing'],
      [owner, 'renter'],
    ] as const) {
      expect((await eligibility(who, requested.id, type)).body).toEqual({ canReview: true, reason: null });
    }

    const ofOwner = await submitReview(
      renter,
      reviewBody(requested.id, 'owner', {
        overallRating: 5,
        title: '  Superb  ',
        content: '  Careful, quick and friendly.  ',
        categoryRatings: { communication: 5, reliability: 4, cleanliness: 0 },
      }),
    );
    const ofListing = await submitReview(
      renter,
      reviewBody(requested.id, 'listing', { overallRating: 4, categoryRatings: { condition: 3, value: 5 } }),
    );
    const ofRenter = await submitReview(owner, reviewBody(requested.id, 'renter', { overallRating: 3 }));

    expect(ofOwner).toMatchObject({
      booking: requested.id,
      listing: listingId,
      reviewer: renter.id,
      reviewee: owner.id,
      reviewType: 'owner',
      overallRating: 5,
      categoryRatings: { communication: 5, reliability: 4, cleanliness: 0 },
      title: 'Superb',
      content: 'Careful, quick and friendly.',
      photos: [],
      status: 'active',
      isPublic: true,
      isVerified: true,
      helpfulCount: 0,
      reportCount: 0,
    });
    expect(ofListing).toMatchObject({ reviewee: owner.id, reviewer: renter.id, listing: listingId });
    expect(ofRenter).toMatchObject({ reviewee: renter.id, reviewer: owner.id, reviewType: 'renter' });

    expect(await storedSummary(admin, 'owner', owner.id)).toMatchObject({
      key: `owner_${owner.id}`,
      target: owner.id,
      totalReviews: 1,
      averageRating: 5,
      ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 },
      categoryAverages: { communication: 5, reliability: 4 },
      recentReviews: [
        {
          id: ofOwner.id,
          reviewer: renter.id,
          overallRating: 5,
          title: 'Superb',
          content: 'Careful, quick and friendly.',
          created: ofOwner.created,
        },
      ],
    });
    expect(await storedSummary(admin, 'listing', listingId)).toMatchObject({
      totalReviews: 1,
      averageRating: 4,
      categoryAverages: { condition: 3, value: 5 },
    });
    expect(await storedSummary(admin, 'renter', renter.id)).toMatchObject({ totalReviews: 1, averageRating: 3 });
    expect((await storedSummary(admin, 'owner', owner.id))?.lastUpdated).not.toBe('');
    expect((await admin.get(records('users', owner.id))).body).toMatchObject({
      ratingAsProvider: 5,
      reviewsAsProvider: 1,
      ratingAsClient: 0,
      reviewsAsClient: 0,
    });
    expect((await admin.get(records('users', renter.id))).body).toMatchObject({
      ratingAsClient: 3,
      reviewsAsClient: 1,
      ratingAsProvider: 0,
      reviewsAsProvider: 0,
    });
  });
});

describe('eligibility', () => {
  it('answers and refuses every reason with its status', async () => {
    const completed = await booking();
    const cases: [string, TestUser, string, string, string, number][] = [
      ['a missing booking', renter, 'nosuchbooking12', 'owner', 'Booking not found', 404],
      ['a stranger', stranger, completed, 'owner', 'You can only review bookings you were part of', 403],
      [
        'a pending booking',
        renter,
        await booking({ status: 'pending' }),
        'owner',
        'You can only review completed bookings',
        409,
      ],
      [
        'an approved booking',
        owner,
        await booking({ status: 'approved' }),
        'renter',
        'You can only review completed bookings',
        409,
      ],
      [
        'a rejected booking',
        owner,
        await booking({ status: 'rejected' }),
        'renter',
        'You can only review completed bookings',
        409,
      ],
      [
        'a cancelled booking',
        owner,
        await booking({ status: 'cancelled' }),
        'renter',
        'Cannot review cancelled bookings',
        409,
      ],
      [
        'the renter of a late cancellation',
        renter,
        await booking({ status: 'cancelled', isLateCancellation: true }),
        'owner',
        'Only the owner can review a late cancellation',
        403,
      ],
      ['an unknown type', renter, completed, 'service', 'Invalid review type', 400],
      [
        'the renter reviewing the renter',
        renter,
        completed,
        'renter',
        'As the renter you can only review the owner or the listing',
        403,
      ],
      ['the owner reviewing the owner', owner, completed, 'owner', 'As the owner you can only review the renter', 403],
      [
        'the owner reviewing the listing',
        owner,
        completed,
        'listing',
        'As the owner you can only review the renter',
        403,
      ],
      [
        'a listing review without the listing',
        renter,
        await booking({ listing: '' }),
        'listing',
        'Listing not found',
        404,
      ],
    ];

    for (const [what, who, bookingId, type, reason, status] of cases) {
      const answer = await eligibility(who, bookingId, type);
      const refused = await who.api.post(REVIEWS_ROUTE, reviewBody(bookingId, 'owner', { reviewType: type }));

      expect({ what, status: answer.status, body: answer.body }).toEqual({
        what,
        status: 200,
        body: { canReview: false, reason },
      });
      expect({ what, status: refused.status, message: refused.body?.message }).toEqual({
        what,
        status,
        message: reason,
      });
    }
    expect(await reviewsOf(completed)).toEqual([]);
  });

  it('lets the owner review the renter of a late cancellation', async () => {
    const late = await booking({ status: 'cancelled', isLateCancellation: true });

    expect((await eligibility(owner, late, 'renter')).body).toEqual({ canReview: true, reason: null });
    expect(await submitReview(owner, reviewBody(late, 'renter'))).toMatchObject({ reviewee: renter.id });
  });

  it('asks a guest to log in, and treats a superuser as no participant', async () => {
    const completed = await booking();

    expectRefusal(
      await admin.guest.get(ELIGIBILITY_ROUTE, { bookingId: completed, reviewType: 'owner' }),
      401,
      'You must be logged in to submit a review',
    );
    expectRefusal(
      await admin.guest.post(REVIEWS_ROUTE, reviewBody(completed, 'owner')),
      401,
      'You must be logged in to submit a review',
    );
    expectRefusal(
      await admin.post(REVIEWS_ROUTE, reviewBody(completed, 'owner')),
      403,
      'You can only review bookings you were part of',
    );
  });

  it('reads a missing booking id or type as a refusal, not an error', async () => {
    expect((await renter.api.get(ELIGIBILITY_ROUTE)).body).toEqual({ canReview: false, reason: 'Booking not found' });
    expect((await eligibility(renter, await booking(), '')).body).toEqual({
      canReview: false,
      reason: 'Invalid review type',
    });
    expectRefusal(await renter.api.post(REVIEWS_ROUTE, {}), 404, 'Booking not found');
  });
});

describe('one review per booking, reviewer and type', () => {
  it('refuses a second review, also a hidden first one, and after it the eligibility says so', async () => {
    const completed = await booking();
    const first = await submitReview(renter, reviewBody(completed, 'owner'));

    expectRefusal(
      await renter.api.post(REVIEWS_ROUTE, reviewBody(completed, 'owner')),
      409,
      'You have already reviewed this booking',
    );
    expect((await eligibility(renter, completed, 'owner')).body).toEqual({
      canReview: false,
      reason: 'You have already reviewed this booking',
    });
    await admin.patch(records('reviews', first.id), { status: 'hidden' });
    expectRefusal(
      await renter.api.post(REVIEWS_ROUTE, reviewBody(completed, 'owner')),
      409,
      'You have already reviewed this booking',
    );
    expect((await eligibility(renter, completed, 'listing')).body).toEqual({ canReview: true, reason: null });
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const completed = await booking();

    const answers = await Promise.all(
      [0, 1, 2].map(() => renter.api.post(REVIEWS_ROUTE, reviewBody(completed, 'owner'))),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toBe('You have already reviewed this booking');
    }
    expect(await reviewsOf(completed)).toHaveLength(1);
  });
});

describe('the review form rules', () => {
  it.each([
    ['a rating of 6', { overallRating: 6 }, 'overallRating', 'Please provide an overall rating'],
    ['a rating of 0', { overallRating: 0 }, 'overallRating', 'Please provide an overall rating'],
    ['a rating of 3.5', { overallRating: 3.5 }, 'overallRating', 'Please provide an overall rating'],
    ['no rating', { overallRating: undefined }, 'overallRating', 'Please provide an overall rating'],
    ['no title', { title: '   ' }, 'title', 'Title is required'],
    ['a title over 120 characters', { title: 'x'.repeat(121) }, 'title', 'Title cannot exceed 120 characters'],
    ['9 characters of content', { content: '123456789' }, 'content', 'Review must be at least 10 characters'],
    [
      '9 characters padded with spaces',
      { content: '   123456789   ' },
      'content',
      'Review must be at least 10 characters',
    ],
    ['501 characters of content', { content: 'x'.repeat(501) }, 'content', 'Review cannot exceed 500 characters'],
    [
      'a category rating of 6',
      { categoryRatings: { communication: 6 } },
      'categoryRatings',
      'Ratings must be between 0 and 5',
    ],
    [
      'a negative category rating',
      { categoryRatings: { reliability: -1 } },
      'categoryRatings',
      'Ratings must be between 0 and 5',
    ],
    [
      'a category of another type',
      { categoryRatings: { carefulness: 4 } },
      'categoryRatings',
      'Owner reviews rate only communication, reliability, professionalism, responsiveness, cleanliness',
    ],
  ])('refuse %s with the spec’s text, storing nothing', async (_what, change, field, message) => {
    const completed = await booking();

    const response = await renter.api.post(REVIEWS_ROUTE, reviewBody(completed, 'owner', change));

    expectRefusal(response, 400, message);
    expect(response.body.data[field]).toMatchObject({ message });
    expect(await reviewsOf(completed)).toEqual([]);
  });

  it('takes 10 and 500 characters of content', async () => {
    expect(await submitReview(renter, reviewBody(await booking(), 'owner', { content: '1234567890' }))).toMatchObject({
      content: '1234567890',
    });
    expect(
      await submitReview(renter, reviewBody(await booking(), 'owner', { content: 'y'.repeat(500) })),
    ).toMatchObject({
      overallRating: 4,
    });
  });
});

describe('the server’s own fields', () => {
  it('ignore a forged reviewee, reviewer, listing, status and counts', async () => {
    const completed = await booking();
    const otherListing = await listingOf(stranger, { title: 'Other listing' });

    const review = await submitReview(
      renter,
      reviewBody(completed, 'owner', {
        revieweeId: stranger.id,
        reviewee: stranger.id,
        reviewerId: stranger.id,
        reviewer: stranger.id,
        listingId: otherListing,
        listing: otherListing,
        status: 'hidden',
        isPublic: false,
        isVerified: false,
        helpfulCount: 99,
        reportCount: 7,
      }),
    );

    expect((await admin.get(records('reviews', review.id))).body).toMatchObject({
      reviewee: owner.id,
      reviewer: renter.id,
      listing: listingId,
      status: 'active',
      isPublic: true,
      isVerified: true,
      helpfulCount: 0,
      reportCount: 0,
    });
    expect(await storedSummary(admin, 'owner', stranger.id)).toBeNull();
  });

  it('take the reviewee from the booking for a renter review', async () => {
    const other = await createUser(admin);
    const completed = await booking({ renter: other });

    const review = await submitReview(owner, reviewBody(completed, 'renter', { revieweeId: stranger.id }));

    expect(review.reviewee).toBe(other.id);
    expect((await admin.get(records('users', other.id))).body).toMatchObject({ ratingAsClient: 4, reviewsAsClient: 1 });
  });
});
