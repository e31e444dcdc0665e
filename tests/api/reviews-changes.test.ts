// After a review exists (spec 001 §4, DESIGN.md): its author edits it (the form's rules again)
// or deletes it, operators hide it, and every change moves its summary and the reviewee's rating
// fields in the same request; others mark it helpful or report it, once each and never their
// own, and the review's helpfulCount / reportCount always equal the votes and reports stored.
import { MODERATION_MESSAGES } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api, type Json, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { bookingParties, expectRefusal, listingOf } from './bookings-support';
import { NOTICES_ROUTE, noticeBody, reportAsMember } from './moderation-support';
import { bookingIn, reviewBody, storedSummary, submitReview } from './reviews-support';

let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let stranger: TestUser;
let voter: TestUser;
let operator: TestUser;
let listingId: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimitExempt: true });
  admin = await superuserApi(server);
  ({ owner, renter, stranger } = await bookingParties(admin));
  [voter, operator] = await Promise.all([createUser(admin), createUser(admin, { role: 'operator' })]);
  listingId = await listingOf(owner, { title: 'Ladder rental' });
});

afterAll(() => server?.stop());

/** A new owner review by the renter, on a new completed booking of the owner. */
async function ownerReview(overallRating: number): Promise<{ review: Json; author: TestUser }> {
  const bookingId = await bookingIn(admin, { owner, renter, listing: listingId });
  return { review: await submitReview(renter, reviewBody(bookingId, 'owner', { overallRating })), author: renter };
}

async function ownerFigures(): Promise<{ total: number; average: number; rating: number; count: number }> {
  const summary = await storedSummary(admin, 'owner', owner.id);
  const profile = (await admin.get(records('users', owner.id))).body;
  return {
    total: summary?.totalReviews,
    average: summary?.averageRating,
    rating: profile.ratingAsProvider,
    count: profile.reviewsAsProvider,
  };
}

async function stored(reviewId: string): Promise<Json> {
  return (await admin.get(records('reviews', reviewId))).body;
}

describe('the author', () => {
  it('edits the rating, text and categories; the summary and profile follow', async () => {
    const first = await ownerReview(5);
    await ownerReview(4);
    expect(await ownerFigures()).toEqual({ total: 2, average: 4.5, rating: 4.5, count: 2 });

    const edited = await first.author.api.patch(records('reviews', first.review.id), {
      overallRating: 2,
      title: '  Changed my mind  ',
      categoryRatings: { communication: 1 },
    });

    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      overallRating: 2,
      title: 'Changed my mind',
      categoryRatings: { communication: 1 },
    });
    expect(await ownerFigures()).toEqual({ total: 2, average: 3, rating: 3, count: 2 });
    const summary = await storedSummary(admin, 'owner', owner.id);
    expect(summary.ratingDistribution).toEqual({ '1': 0, '2': 1, '3': 0, '4': 1, '5': 0 });
    expect(summary.recentReviews.find((recent: Json) => recent.id === first.review.id)).toMatchObject({
      overallRating: 2,
      title: 'Changed my mind',
    });
  });

  it.each([
    ['a rating of 6', { overallRating: 6 }, 'Please provide an overall rating'],
    ['9 characters of content', { content: '123456789' }, 'Review must be at least 10 characters'],
    ['a blank title', { title: '  ' }, 'Title is required'],
    ['a category rating of 7', { categoryRatings: { reliability: 7 } }, 'Ratings must be between 0 and 5'],
    [
      'a renter category',
      { categoryRatings: { punctuality: 3 } },
      'Owner reviews rate only communication, reliability, professionalism, responsiveness, cleanliness',
    ],
  ])('cannot save %s, and nothing moves', async (_what, change, message) => {
    const { review, author } = await ownerReview(3);
    const before = await ownerFigures();

    expectRefusal(await author.api.patch(records('reviews', review.id), change), 400, message);

    expect(await stored(review.id)).toMatchObject({ overallRating: 3, title: review.title, content: review.content });
    expect(await ownerFigures()).toEqual(before);
  });

  it('deletes their review; the summary and profile drop it', async () => {
    const { review, author } = await ownerReview(1);
    const before = await ownerFigures();

    expect((await author.api.delete(records('reviews', review.id))).status).toBe(204);

    const after = await ownerFigures();
    expect(after.total).toBe(before.total - 1);
    expect(after).toMatchObject({ rating: after.average, count: after.total });
    expect((await storedSummary(admin, 'owner', owner.id)).recentReviews.map((r: Json) => r.id)).not.toContain(
      review.id,
    );
  });

  it('is the only one who edits or deletes it', async () => {
    const { review } = await ownerReview(4);

    expect((await stranger.api.patch(records('reviews', review.id), { overallRating: 1 })).status).toBe(404);
    expect((await owner.api.patch(records('reviews', review.id), { overallRating: 1 })).status).toBe(404);
    expect((await stranger.api.delete(records('reviews', review.id))).status).toBe(404);
    expect((await operator.api.delete(records('reviews', review.id))).status).toBe(404);
    expect(await stored(review.id)).toMatchObject({ overallRating: 4 });
  });
});

describe('operators', () => {
  it('hide a review out of the summary and show it again', async () => {
    const { review } = await ownerReview(1);
    const shown = await ownerFigures();

    expect((await operator.api.patch(records('reviews', review.id), { status: 'hidden' })).status).toBe(200);
    const hidden = await ownerFigures();
    expect((await operator.api.patch(records('reviews', review.id), { status: 'active' })).status).toBe(200);

    expect(hidden.total).toBe(shown.total - 1);
    expect(hidden).toMatchObject({ rating: hidden.average, count: hidden.total });
    expect(await ownerFigures()).toEqual(shown);
  });

  it('a renter summary and the client fields follow a hide too', async () => {
    const someone = await createUser(admin);
    const bookingId = await bookingIn(admin, { owner, renter: someone, listing: listingId });
    const review = await submitReview(owner, reviewBody(bookingId, 'renter', { overallRating: 2 }));

    await operator.api.patch(records('reviews', review.id), { status: 'hidden' });

    expect(await storedSummary(admin, 'renter', someone.id)).toMatchObject({ totalReviews: 0, averageRating: 0 });
    expect((await admin.get(records('users', someone.id))).body).toMatchObject({
      ratingAsClient: 0,
      reviewsAsClient: 0,
    });
  });
});

describe('helpful votes', () => {
  it('count once per user, never on your own review, and only on shown reviews', async () => {
    const { review, author } = await ownerReview(5);
    const vote = (user: TestUser) => user.api.post(records('review_votes'), { review: review.id, user: user.id });

    expect((await vote(voter)).status).toBe(200);
    expectRefusal(await vote(voter), 409, 'You have already marked this review as helpful');
    expectRefusal(await vote(author), 403, 'You cannot mark your own review as helpful');
    expect((await vote(stranger)).status).toBe(200);
    expect((await stored(review.id)).helpfulCount).toBe(2);

    await operator.api.patch(records('reviews', review.id), { status: 'hidden' });
    expectRefusal(await vote(owner), 404, 'Review not found');
    expectRefusal(
      await voter.api.post(records('review_votes'), { review: 'nosuchreview123', user: voter.id }),
      404,
      'Review not found',
    );
    expect((await admin.guest.post(records('review_votes'), { review: review.id, user: voter.id })).status).toBe(400);
    expect((await voter.api.post(records('review_votes'), { review: review.id, user: owner.id })).status).toBe(400);
    expect((await stored(review.id)).helpfulCount).toBe(2);
  });

  it('recount when a vote is removed, and a vote does not touch the summary', async () => {
    const { review } = await ownerReview(4);
    const summaryBefore = await storedSummary(admin, 'owner', owner.id);
    const cast = await voter.api.post(records('review_votes'), { review: review.id, user: voter.id });
    expect(await storedSummary(admin, 'owner', owner.id)).toEqual(summaryBefore);

    expect((await admin.delete(records('review_votes', cast.body.id))).status).toBe(204);

    expect((await stored(review.id)).helpfulCount).toBe(0);
  });

  it('go with their review when it is deleted', async () => {
    const { review, author } = await ownerReview(4);
    await voter.api.post(records('review_votes'), { review: review.id, user: voter.id });
    await reportAsMember(voter, 'review', review.id, { explanation: 'Not true at all.' });
    expect((await admin.get(records('review_reports'), { filter: `review = "${review.id}"` })).body.items).toHaveLength(
      1,
    );

    expect((await author.api.delete(records('reviews', review.id))).status).toBe(204);

    expect((await admin.get(records('review_votes'), { filter: `review = "${review.id}"` })).body.items).toEqual([]);
    expect((await admin.get(records('review_reports'), { filter: `review = "${review.id}"` })).body.items).toEqual([]);
  });
});

describe('reports', () => {
  // A report is a notice (docs/moderation-api.md): the route checks it and records the member's
  // review_reports row, which keeps the review's reportCount; the collection API takes none.
  it('need a reason, count once per user, never on your own review, and reach the operators', async () => {
    const { review, author } = await ownerReview(2);
    const report = (user: TestUser, explanation: string) =>
      user.api.post(NOTICES_ROUTE, noticeBody('review', review.id, { reason: 'misleading', explanation }));

    expectRefusal(await report(voter, '   '), 400, MODERATION_MESSAGES.explanationRequired);
    expectRefusal(await report(voter, 'x'.repeat(2001)), 400, MODERATION_MESSAGES.explanationTooLong);
    const accepted = await report(voter, '  Written by a competitor  ');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expectRefusal(await report(voter, 'Again, really'), 409, MODERATION_MESSAGES.alreadyReported);
    expectRefusal(await report(author, 'My own review'), 403, MODERATION_MESSAGES.ownContent);
    expect((await report(stranger, 'Rude to the owner')).status).toBe(201);
    const direct = await voter.api.post(records('review_reports'), {
      review: review.id,
      user: voter.id,
      reason: 'Rude',
    });
    expect(direct.status).toBe(403);

    expect((await stored(review.id)).reportCount).toBe(2);
    const queue = await operator.api.get(records('review_reports'), {
      filter: `review = "${review.id}"`,
      sort: 'created',
    });
    expect(queue.body.items.map((item: Json) => [item.user, item.reason])).toEqual([
      [voter.id, 'Wrong category or misleading: Written by a competitor'],
      [stranger.id, 'Wrong category or misleading: Rude to the owner'],
    ]);
  });
});
