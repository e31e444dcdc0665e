// Blind two-sided reviews with one reply (issue 21; lib/review-publication.ts, lib/review-reply.ts)
// on the server's test clock: a review stays with its author until both parties have reviewed or
// 14 days have passed since the booking was completed, and summaries and ratings change only
// then; the reviewed person replies once under a published review about them, and may change it
// for 48 hours. Every refusal is tried with a raw call as the person it refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api, type Json, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { createTestClock, type TestClock } from '../support/test-clock';
import { bookingParties, expectRefusal, listingOf, moveBooking } from './bookings-support';
import { REVIEWS_ROUTE, reviewBody, storedSummary, submitReview } from './reviews-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

let clock: TestClock;
let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let stranger: TestUser;
let operator: TestUser;
let listingId: string;
let nextDay = 0;

beforeAll(async () => {
  clock = createTestClock();
  clock.set('2032-01-05T10:00:00Z');
  server = await startTestServer({ rateLimitExempt: true, env: { PARTILHA_TEST_CLOCK_FILE: clock.file } });
  admin = await superuserApi(server);
  ({ owner, renter, stranger } = await bookingParties(admin));
  operator = await createUser(admin, { role: 'operator' });
  listingId = await listingOf(owner, { title: 'Escadote' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  clock?.remove();
});

const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** A booking requested, approved and completed through the routes; completed at the returned instant. */
async function completedBooking(): Promise<{ id: string; completedAt: Date }> {
  const requested = new Date(Date.parse('2032-02-01T09:00:00Z') + nextDay * 3 * DAY);
  nextDay += 1;
  clock.set(requested);
  const day = after(requested, 2 * DAY)
    .toISOString()
    .slice(0, 10);
  const response = await renter.api.post('/api/market/bookings', { listingId, selectedDates: [day], hoursPerDay: 2 });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const id = response.body.id as string;
  await moveBooking(owner, id, 'approved');
  const completedAt = after(requested, 2 * DAY + 8 * HOUR);
  clock.set(completedAt);
  await moveBooking(owner, id, 'completed');
  return { id, completedAt };
}

async function publicReviewsOf(bookingId: string): Promise<string[]> {
  const { body } = await admin.guest.get(records('reviews'), { filter: `booking = "${bookingId}"` });
  return (body.items as Json[]).map((review) => review.id as string);
}

async function ownerTotal(): Promise<number> {
  return ((await storedSummary(admin, 'owner', owner.id))?.totalReviews as number | undefined) ?? 0;
}

async function renterTotal(): Promise<number> {
  return ((await storedSummary(admin, 'renter', renter.id))?.totalReviews as number | undefined) ?? 0;
}

async function runJob(): Promise<number> {
  const response = await admin.post('/api/market/booking-timers/run', {});
  expect(response.status).toBe(200);
  return response.body.published as number;
}

describe('a review', () => {
  it('stays with its author until the other party reviews; both are published together, and only then counted', async () => {
    const booking = await completedBooking();
    expect((await admin.get(records('bookings', booking.id))).body.completedAt).toBe(
      booking.completedAt.toISOString().replace('T', ' '),
    );
    const ownerBefore = await ownerTotal();
    const renterBefore = await renterTotal();
    const profileBefore = (await admin.get(records('users', owner.id))).body.reviewsAsProvider;

    const first = await submitReview(renter, reviewBody(booking.id, 'owner', { overallRating: 2 }));
    expect(first.publishedAt).toBe('');
    // Its author and operators read it; the reviewee, anyone else and guests do not.
    expect((await renter.api.get(records('reviews', first.id as string))).status).toBe(200);
    expect((await operator.api.get(records('reviews', first.id as string))).status).toBe(200);
    for (const reader of [owner.api, stranger.api, admin.guest]) {
      expect((await reader.get(records('reviews', first.id as string))).status).toBe(404);
    }
    expect(await publicReviewsOf(booking.id)).toEqual([]);
    // Nor does the reviewee's own data export carry it; the author's does.
    const exported = (user: TestUser) =>
      user.api.get('/api/market/me/export').then((response) => response.body as Record<string, Json[]>);
    expect((await exported(owner)).reviewsReceived!.map((review) => review.id)).not.toContain(first.id);
    expect((await exported(renter)).reviewsWritten!.map((review) => review.id)).toContain(first.id);
    expect(await ownerTotal()).toBe(ownerBefore);
    expect((await admin.get(records('users', owner.id))).body.reviewsAsProvider).toBe(profileBefore);

    // The owner cannot answer what they cannot read.
    expectRefusal(
      await owner.api.post(`${REVIEWS_ROUTE}/${first.id}/reply`, { reply: 'That is not fair' }),
      404,
      'Review not found',
    );

    clock.set(after(booking.completedAt, 3 * DAY));
    const second = await submitReview(owner, reviewBody(booking.id, 'renter', { overallRating: 5 }));
    expect(second.publishedAt).toBe(
      after(booking.completedAt, 3 * DAY)
        .toISOString()
        .replace('T', ' '),
    );
    expect((await publicReviewsOf(booking.id)).sort()).toEqual([first.id, second.id].sort());
    expect((await owner.api.get(records('reviews', first.id as string))).body.publishedAt).toBe(second.publishedAt);
    expect(await ownerTotal()).toBe(ownerBefore + 1);
    expect(await renterTotal()).toBe(renterBefore + 1);
    expect((await admin.get(records('users', owner.id))).body.reviewsAsProvider).toBe(profileBefore + 1);
  });

  it('is published 14 days after completion when the other party never reviews, once', async () => {
    const booking = await completedBooking();
    const before = await ownerTotal();
    clock.set(after(booking.completedAt, DAY));
    const review = await submitReview(renter, reviewBody(booking.id, 'owner'));

    clock.set(after(booking.completedAt, 14 * DAY - MINUTE));
    expect(await runJob()).toBe(0);
    expect(await publicReviewsOf(booking.id)).toEqual([]);
    expect(await ownerTotal()).toBe(before);

    clock.set(after(booking.completedAt, 14 * DAY));
    const runs = await Promise.all([runJob(), runJob()]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await publicReviewsOf(booking.id)).toEqual([review.id]);
    expect(await ownerTotal()).toBe(before + 1);
    expect(await runJob()).toBe(0);

    // The other party, writing after the blind period, is published at once.
    const late = await submitReview(owner, reviewBody(booking.id, 'renter'));
    expect(late.publishedAt).not.toBe('');
  });

  it('cannot be published, nor given a reply, by its author through the collection API', async () => {
    const booking = await completedBooking();
    const review = await submitReview(renter, reviewBody(booking.id, 'listing'));
    for (const change of [
      { publishedAt: '2032-01-01 10:00:00.000Z' },
      { reply: 'Thanks to me' },
      { repliedAt: '2032-01-01 10:00:00.000Z' },
    ]) {
      const response = await renter.api.patch(records('reviews', review.id as string), change);
      expect(response.status, JSON.stringify(change)).not.toBe(200);
    }
    const stored = (await admin.get(records('reviews', review.id as string))).body;
    expect({ publishedAt: stored.publishedAt, reply: stored.reply, repliedAt: stored.repliedAt }).toEqual({
      publishedAt: '',
      reply: '',
      repliedAt: '',
    });
    expect(await publicReviewsOf(booking.id)).toEqual([]);
  });
});

describe('a reply', () => {
  async function publishedOwnerReview(): Promise<{ id: string; publishedAt: Date }> {
    const booking = await completedBooking();
    const review = await submitReview(renter, reviewBody(booking.id, 'owner'));
    await submitReview(owner, reviewBody(booking.id, 'renter'));
    const stored = (await admin.get(records('reviews', review.id as string))).body;
    return { id: review.id as string, publishedAt: new Date((stored.publishedAt as string).replace(' ', 'T')) };
  }

  it('is written once by the reviewed person, shown with the review, and changeable for 48 hours', async () => {
    const review = await publishedOwnerReview();
    const route = `${REVIEWS_ROUTE}/${review.id}/reply`;
    const postedAt = after(review.publishedAt, HOUR);
    clock.set(postedAt);
    const posted = await owner.api.post(route, { reply: '  Thank you, come back any time!  ' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body).toMatchObject({
      reply: 'Thank you, come back any time!',
      repliedAt: postedAt.toISOString().replace('T', ' '),
    });
    expect((await admin.guest.get(records('reviews', review.id))).body.reply).toBe('Thank you, come back any time!');

    clock.set(after(postedAt, 48 * HOUR - MINUTE));
    const changed = await owner.api.post(route, { reply: 'Thank you!' });
    expect(changed.body).toMatchObject({ reply: 'Thank you!', repliedAt: postedAt.toISOString().replace('T', ' ') });

    clock.set(after(postedAt, 48 * HOUR + MINUTE));
    expectRefusal(
      await owner.api.post(route, { reply: 'Too late' }),
      409,
      'A reply can only be changed within 48 hours of posting it',
    );
    expect((await admin.guest.get(records('reviews', review.id))).body.reply).toBe('Thank you!');
  });

  it('is refused to anyone but the reviewed person, and when empty or too long', async () => {
    const review = await publishedOwnerReview();
    const route = `${REVIEWS_ROUTE}/${review.id}/reply`;
    expectRefusal(
      await renter.api.post(route, { reply: 'I reply to myself' }),
      403,
      'Only the person reviewed can reply to this review',
    );
    expectRefusal(
      await stranger.api.post(route, { reply: 'Me too' }),
      403,
      'Only the person reviewed can reply to this review',
    );
    expect((await operator.api.post(route, { reply: 'Staff here' })).status).toBe(403);
    expect((await admin.guest.post(route, { reply: 'Anyone?' })).status).toBe(401);
    expectRefusal(await owner.api.post(route, { reply: '   ' }), 400, 'Please write your reply');
    expectRefusal(await owner.api.post(route, {}), 400, 'Please write your reply');
    expectRefusal(await owner.api.post(route, { reply: 'x'.repeat(501) }), 400, 'A reply cannot exceed 500 characters');
    expect((await owner.api.post(route, { reply: 'x'.repeat(500) })).status).toBe(200);
    expectRefusal(
      await owner.api.post(`${REVIEWS_ROUTE}/nonexistent00000/reply`, { reply: 'Hello' }),
      404,
      'Review not found',
    );
  });

  it('cannot be written under a review operators have hidden', async () => {
    const review = await publishedOwnerReview();
    expect((await operator.api.patch(records('reviews', review.id), { status: 'hidden' })).status).toBe(200);
    expectRefusal(
      await owner.api.post(`${REVIEWS_ROUTE}/${review.id}/reply`, { reply: 'Hello' }),
      404,
      'Review not found',
    );
  });
});
