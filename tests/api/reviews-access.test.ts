// Reviews, helpful votes, reports and rating summaries over the raw collection API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createUser,
  records,
  serviceListing,
  superuserApi,
  type Api,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { NOTICES_ROUTE, noticeBody } from './moderation-support';

let server: TestServer;
let admin: Api;
let guest: Api;
let owner: TestUser;
let renter: TestUser;
let reader: TestUser;
let operator: TestUser;
let bookingId: string;
let activeReviewId: string;
let hiddenReviewId: string;

async function created(response: Promise<{ status: number; body: { id: string } }>): Promise<string> {
  const { status, body } = await response;
  expect(status, JSON.stringify(body)).toBe(200);
  return body.id;
}

function reviewFields(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    booking: bookingId,
    reviewer: renter.id,
    reviewee: owner.id,
    reviewType: 'owner',
    overallRating: 5,
    categoryRatings: { communication: 5, reliability: 5, professionalism: 4 },
    title: 'Great help',
    content: 'Arrived on time and assembled everything perfectly.',
    status: 'active',
    isPublic: true,
    isVerified: true,
    // Published: both parties reviewed, or the blind period ended (reviews-blind.test.ts).
    publishedAt: '2026-01-01 10:00:00.000Z',
    ...overrides,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
  guest = admin.guest;
  [owner, renter, reader, operator] = await Promise.all([
    createUser(admin),
    createUser(admin),
    createUser(admin),
    createUser(admin, { role: 'operator' }),
  ]);
  const listingId = await created(createListing(admin, serviceListing({ owner: owner.id })));
  bookingId = await created(
    admin.post(records('bookings'), {
      listing: listingId,
      renter: renter.id,
      owner: owner.id,
      status: 'completed',
      totalPrice: 50,
    }),
  );
  activeReviewId = await created(admin.post(records('reviews'), reviewFields({})));
  hiddenReviewId = await created(
    admin.post(
      records('reviews'),
      reviewFields({ reviewer: owner.id, reviewee: renter.id, reviewType: 'renter', status: 'hidden' }),
    ),
  );
});

afterAll(() => server?.stop());

describe('reviews', () => {
  it('show anyone the active public ones only', async () => {
    const list = await guest.get(records('reviews'));

    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([activeReviewId]);
    expect((await guest.get(records('reviews', hiddenReviewId))).status).toBe(404);
  });

  it('show their author and operators the hidden ones too', async () => {
    expect((await owner.api.get(records('reviews', hiddenReviewId))).status).toBe(200);
    expect((await operator.api.get(records('reviews', hiddenReviewId))).status).toBe(200);
    expect((await reader.api.get(records('reviews', hiddenReviewId))).status).toBe(404);
  });

  it('cannot be created through the collection API', async () => {
    const response = await renter.api.post(records('reviews'), reviewFields({ reviewType: 'listing' }));

    expect(response.status).toBe(403);
  });

  it('let their author edit the content, but not the target, counters or status', async () => {
    const content = await renter.api.patch(records('reviews', activeReviewId), {
      title: 'Very good help',
      overallRating: 4,
    });
    const reviewee = await renter.api.patch(records('reviews', activeReviewId), { reviewee: reader.id });
    const helpful = await renter.api.patch(records('reviews', activeReviewId), { helpfulCount: 100 });
    const hide = await renter.api.patch(records('reviews', activeReviewId), { status: 'hidden' });

    expect(content.status).toBe(200);
    expect(content.body).toMatchObject({ title: 'Very good help', overallRating: 4 });
    for (const refused of [reviewee, helpful, hide]) expect(refused.status).toBe(404);
    expect((await admin.get(records('reviews', activeReviewId))).body).toMatchObject({
      reviewee: owner.id,
      helpfulCount: 0,
      status: 'active',
    });
  });

  it('let operators change the status only', async () => {
    const rewrite = await operator.api.patch(records('reviews', activeReviewId), {
      content: 'Moderated content of the review.',
    });
    const hide = await operator.api.patch(records('reviews', activeReviewId), { status: 'hidden' });
    const show = await operator.api.patch(records('reviews', activeReviewId), { status: 'active' });

    expect(rewrite.status).toBe(404);
    expect(hide.status).toBe(200);
    expect(show.status).toBe(200);
  });

  it('cannot be changed or deleted by another user', async () => {
    expect((await reader.api.patch(records('reviews', activeReviewId), { title: 'Mine now' })).status).toBe(404);
    expect((await reader.api.delete(records('reviews', activeReviewId))).status).toBe(404);
  });

  it('refuse a second review of the same booking, reviewer and type', async () => {
    const duplicate = await admin.post(records('reviews'), reviewFields({}));

    expect(duplicate.status).toBe(400);
  });
});

describe('helpful votes and reports', () => {
  it('are accepted once per user and review', async () => {
    const first = await reader.api.post(records('review_votes'), { review: activeReviewId, user: reader.id });
    const second = await reader.api.post(records('review_votes'), { review: activeReviewId, user: reader.id });
    // A report is a notice (docs/moderation-api.md): the route records the member's review_reports row.
    const report = await reader.api.post(
      NOTICES_ROUTE,
      noticeBody('review', activeReviewId, { explanation: 'Looks fake to me.' }),
    );
    const reportAgain = await reader.api.post(
      NOTICES_ROUTE,
      noticeBody('review', activeReviewId, { explanation: 'Still fake, really.' }),
    );
    const overTheCollectionApi = await reader.api.post(records('review_reports'), {
      review: activeReviewId,
      user: reader.id,
      reason: 'Looks fake',
    });

    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    expect(reportAgain.status).toBe(409);
    expect(overTheCollectionApi.status).toBe(403);
  });

  it('cannot be cast for someone else or on your own review', async () => {
    const forSomeoneElse = await reader.api.post(records('review_votes'), { review: activeReviewId, user: owner.id });
    const ownReview = await renter.api.post(records('review_votes'), { review: activeReviewId, user: renter.id });
    const asGuest = await guest.post(records('review_votes'), { review: activeReviewId, user: reader.id });

    expect(forSomeoneElse.status).toBe(400);
    expect(ownReview.status).toBe(403);
    expect(asGuest.status).toBe(400);
  });

  it('are read by their author and operators only', async () => {
    const own = await reader.api.get(records('review_votes'));
    const others = await owner.api.get(records('review_votes'));
    const operators = await operator.api.get(records('review_reports'));
    const guests = await guest.get(records('review_reports'));

    expect(own.body.items).toHaveLength(1);
    expect(others.body.items).toEqual([]);
    expect(operators.body.items).toHaveLength(1);
    expect(guests.body.items).toEqual([]);
  });

  it('cannot be withdrawn or changed over the API', async () => {
    const voteId = (await reader.api.get(records('review_votes'))).body.items[0].id;

    expect((await reader.api.delete(records('review_votes', voteId))).status).toBe(403);
    expect((await reader.api.patch(records('review_votes', voteId), { review: hiddenReviewId })).status).toBe(403);
  });
});

describe('review summaries', () => {
  it('are public and written by nobody but the server', async () => {
    // The owner's own summary is the server's (written with their review): use someone without one.
    const summary = {
      key: `owner_${reader.id}`,
      reviewType: 'owner',
      target: reader.id,
      totalReviews: 1,
      averageRating: 5,
    };
    await created(admin.post(records('review_summaries'), summary));

    const read = await guest.get(records('review_summaries'), { filter: `key = "owner_${reader.id}"` });
    const forged = await owner.api.post(records('review_summaries'), {
      ...summary,
      key: `listing_${owner.id}`,
      averageRating: 5,
    });
    const duplicate = await admin.post(records('review_summaries'), summary);

    expect(read.body.items[0]).toMatchObject({ totalReviews: 1, averageRating: 5 });
    expect(forged.status).toBe(403);
    expect(duplicate.status).toBe(400);
  });
});
