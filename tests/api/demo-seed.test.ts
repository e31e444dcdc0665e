// The demo data `npm start` writes, against a real server with every hook on: it must go in
// without a refusal, and what the server derives from it (review summaries, users' ratings)
// must agree with the reviews it wrote.
import { computeReviewSummary } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../pocketbase/seed/seed';
import { superuserApi, type Api } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

describe('demo data', () => {
  let server: TestServer;
  let admin: Api;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await superuserApi(server);
  });

  afterAll(async () => {
    await server?.stop();
  });

  // The seed uploads every listing's pictures; it takes a while on a small machine.
  it('seeds once, with summaries the server derived from the reviews', { timeout: 240_000 }, async () => {
    const quiet = () => undefined;
    const first = await seedDemoData(server.url, server.superuser, quiet);
    expect(first.seeded).toBe(true);
    expect((await seedDemoData(server.url, server.superuser, quiet)).seeded).toBe(false);

    const count = async (collection: string) =>
      (await admin.get(`/api/collections/${collection}/records`, { perPage: 1 })).body.totalItems as number;
    expect(await count('users')).toBe(first.users);
    expect(await count('listings')).toBe(first.listings);
    expect(await count('bookings')).toBeGreaterThan(0);

    const reviews = (await admin.get('/api/collections/reviews/records', { perPage: 500 })).body.items as {
      reviewType: string;
      reviewee: string;
      overallRating: number;
      status: string;
      created: string;
    }[];
    expect(reviews.length).toBeGreaterThan(0);
    const summaries = (await admin.get('/api/collections/review_summaries/records', { perPage: 500 })).body.items as {
      key: string;
      totalReviews: number;
      averageRating: number;
    }[];
    for (const review of reviews.filter((r) => r.reviewType !== 'listing')) {
      const key = `${review.reviewType}_${review.reviewee}`;
      const mine = reviews.filter((r) => r.reviewType === review.reviewType && r.reviewee === review.reviewee);
      const expected = computeReviewSummary(mine);
      expect(
        summaries.find((s) => s.key === key),
        key,
      ).toMatchObject({
        totalReviews: expected.totalReviews,
        averageRating: expected.averageRating,
      });
    }
  });
});
