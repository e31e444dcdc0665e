// The website's review calls (packages/data/src/reviews) against a real PocketBase: eligibility,
// create, the public list with its sorts and pages, the summary (zeroed when there is none), the
// member's own review, edit, helpful and report once, delete; a listing's reviews as its page reads
// them, where a hidden review reaches nobody, not even its author.
import {
  createPocketBaseClient,
  createReview,
  deleteReview,
  fetchReviewEligibility,
  findOwnReview,
  getReviewSummary,
  listOwnReviewActions,
  listReviews,
  markReviewHelpful,
  reportReview,
  updateReview,
} from '@partilha/data';
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
import { bookingIn } from './reviews-support';

describe('review calls of the data layer over a real server', () => {
  let server: TestServer;
  let admin: Api;
  let owner: TestUser;
  let listingId: string;

  const clientFor = (user: TestUser) => {
    const client = createPocketBaseClient(server.url);
    client.authStore.save(user.token, user.record as never);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await superuserApi(server);
    owner = await createUser(admin, { profile: { displayName: 'Olga Owner' } });
    const created = await createListing(owner.api, serviceListing({ title: 'Garden help' }));
    listingId = created.body.id as string;
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('reviews a completed booking, lists, sorts and pages the reviews, and keeps the summary', async () => {
    expect(await getReviewSummary(clientFor(owner), { reviewType: 'owner', targetId: owner.id })).toMatchObject({
      totalReviews: 0,
      averageRating: 0,
    });

    const ratings = [5, 2, 4];
    const renters: TestUser[] = [];
    for (const [index, rating] of ratings.entries()) {
      const renter = await createUser(admin, { profile: { displayName: `Renter ${index}` } });
      renters.push(renter);
      const bookingId = await bookingIn(admin, { owner, renter, listing: listingId });
      const client = clientFor(renter);
      expect(await fetchReviewEligibility(client, bookingId, 'owner')).toEqual({ canReview: true, reason: null });
      expect(await findOwnReview(client, bookingId, 'owner')).toBeNull();
      const review = await createReview(client, {
        bookingId,
        reviewType: 'owner',
        overallRating: rating,
        title: `Review ${index}`,
        content: 'Everything went as agreed, thank you.',
        categoryRatings: { communication: rating },
      });
      expect(review).toMatchObject({ reviewer: renter.id, reviewee: owner.id, status: 'active' });
      expect((await findOwnReview(client, bookingId, 'owner'))?.id).toBe(review.id);
      expect(await fetchReviewEligibility(client, bookingId, 'owner')).toEqual({
        canReview: false,
        reason: 'You have already reviewed this booking',
      });
    }

    const guest = createPocketBaseClient(server.url);
    const target = { reviewType: 'owner' as const, targetId: owner.id };
    const highest = await listReviews(guest, target, { sort: 'highest_rated', perPage: 2 });
    expect(highest.items.map((item) => item.review.overallRating)).toEqual([5, 4]);
    expect(highest.items[0]?.reviewer?.displayName).toBe('Renter 0');
    expect(highest.hasMore).toBe(true);
    const rest = await listReviews(guest, target, { sort: 'highest_rated', perPage: 2, page: 2 });
    expect(rest.items.map((item) => item.review.overallRating)).toEqual([2]);
    expect(rest.hasMore).toBe(false);
    expect((await listReviews(guest, target, { sort: 'lowest_rated' })).items[0]?.review.overallRating).toBe(2);
    expect(await getReviewSummary(guest, target)).toMatchObject({ totalReviews: 3, averageRating: 3.7 });

    // Helpful and report once each, never on one's own review.
    const first = highest.items[0]!.review;
    await markReviewHelpful(clientFor(owner), first.id);
    await expect(markReviewHelpful(clientFor(owner), first.id)).rejects.toMatchObject({ status: 409 });
    await expect(markReviewHelpful(clientFor(renters[0]!), first.id)).rejects.toMatchObject({ status: 403 });
    // A review report is a notice (docs/moderation-api.md); the server keeps the member's review_reports row.
    const notice = {
      reason: 'misleading',
      legalGround: '',
      explanation: 'Not about this booking',
      name: '',
      email: '',
      goodFaith: true,
    } as const;
    await reportReview(clientFor(renters[1]!), first.id, notice);
    await expect(reportReview(clientFor(renters[1]!), first.id, notice)).rejects.toMatchObject({ status: 409 });
    // Each member reads back only their own votes and reports among the shown reviews.
    const shownIds = [...highest.items, ...rest.items].map((item) => item.review.id);
    expect(await listOwnReviewActions(clientFor(owner), shownIds)).toEqual({ voted: [first.id], reported: [] });
    expect(await listOwnReviewActions(clientFor(renters[1]!), shownIds)).toEqual({ voted: [], reported: [first.id] });
    expect(await listOwnReviewActions(clientFor(renters[2]!), shownIds)).toEqual({ voted: [], reported: [] });
    expect(await listOwnReviewActions(guest, shownIds)).toEqual({ voted: [], reported: [] });
    const helpful = await listReviews(guest, target, { sort: 'most_helpful' });
    expect(helpful.items[0]?.review).toMatchObject({ id: first.id, helpfulCount: 1, reportCount: 1 });

    // The author edits and deletes; the summary follows.
    const edited = await updateReview(clientFor(renters[1]!), rest.items[0]!.review.id, { overallRating: 1 });
    expect(edited.overallRating).toBe(1);
    await expect(updateReview(clientFor(owner), first.id, { overallRating: 1 })).rejects.toMatchObject({ status: 404 });
    await deleteReview(clientFor(renters[0]!), first.id);
    expect(await getReviewSummary(guest, target)).toMatchObject({ totalReviews: 2, averageRating: 2.5 });
  });

  it("lists a listing's reviews without hidden ones, for guests, members and the hidden review's author", async () => {
    const operator = await createUser(admin, { role: 'operator' });
    const created = await createListing(owner.api, serviceListing({ title: 'Hedge trimming' }));
    const hedgeId = created.body.id as string;
    const target = { reviewType: 'listing' as const, targetId: hedgeId };
    const reviewed: { renter: TestUser; id: string }[] = [];
    for (const [index, rating] of [5, 1].entries()) {
      const renter = await createUser(admin, { profile: { displayName: `Hedge renter ${index}` } });
      const bookingId = await bookingIn(admin, { owner, renter, listing: hedgeId });
      const review = await createReview(clientFor(renter), {
        bookingId,
        reviewType: 'listing',
        overallRating: rating,
        title: `Hedge review ${index}`,
        content: 'The hedge was trimmed as agreed.',
        categoryRatings: { condition: rating, value: rating },
      });
      expect(review).toMatchObject({ listing: hedgeId, reviewee: owner.id, reviewType: 'listing' });
      reviewed.push({ renter, id: review.id });
    }
    const [kept, hidden] = reviewed as [(typeof reviewed)[number], (typeof reviewed)[number]];
    const guest = createPocketBaseClient(server.url);
    expect(await getReviewSummary(guest, target)).toMatchObject({ totalReviews: 2, averageRating: 3 });

    expect((await operator.api.patch(records('reviews', hidden.id), { status: 'hidden' })).status).toBe(200);

    for (const reader of [guest, clientFor(owner), clientFor(kept.renter), clientFor(hidden.renter)]) {
      const page = await listReviews(reader, target, { sort: 'newest' });
      expect(page.items.map((item) => item.review.id)).toEqual([kept.id]);
      expect(await getReviewSummary(reader, target)).toMatchObject({ totalReviews: 1, averageRating: 5 });
    }
    // Asking the collection for it by hand does not help anyone but its author and operators.
    const byHand = { filter: `listing = "${hedgeId}" && status = "hidden"` };
    expect((await admin.guest.get(records('reviews'), byHand)).body.items).toEqual([]);
    expect((await kept.renter.api.get(records('reviews'), byHand)).body.items).toEqual([]);
    // Its author may still read it (to see why it is out), so the list's own filter is what keeps it off the page.
    expect((await hidden.renter.api.get(records('reviews'), byHand)).body.items).toHaveLength(1);
    expect((await owner.api.get(records('reviews', hidden.id))).status).toBe(404);
  });
});
