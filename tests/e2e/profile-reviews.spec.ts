// The Reviews tab of a public profile over the real server, on an owner with 45 reviews: the
// summary the server keeps (average, count, bars), the orders, pages of 20, and Helpful and
// Report (a notice, tests/e2e/moderation-report.spec.ts) once per member — the second time the
// server refuses in its own words.
import type { Locator, Page } from '@playwright/test';
import { MODERATION_MESSAGES } from '@partilha/domain';
import { createUser, records, serviceListing, type Api, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';
import { COMPLETED_LONG_AGO, admin, listingOf, signInAs } from './support';

const REVIEW_COUNT = 45;
// 20 five-star, 12 four, 7 three, 4 two, 2 one: 179 / 45 = 3.98, shown as 4.0.
const RATINGS = [
  ...Array<number>(20).fill(5),
  ...Array<number>(12).fill(4),
  ...Array<number>(7).fill(3),
  2,
  2,
  2,
  2,
  1,
  1,
];

/** Review n (1-based) gets a rating from a fixed shuffle (7 and 45 share no factor), so orders differ. */
function ratingOf(n: number): number {
  return RATINGS[(n * 7) % REVIEW_COUNT] ?? 5;
}

function titleOf(n: number): string {
  return `Review ${String(n).padStart(2, '0')} gave ${ratingOf(n)} stars`;
}

interface Seeded {
  owner: TestUser;
  unnamed: TestUser;
}

/**
 * 45 completed bookings of one owner's listing, then one review each, written by the superuser (the
 * server's hooks keep the summary for any writer: pocketbase/README.md "Reviews"). The reviews go one
 * at a time so each is newer than the last, and "Newest First" is known.
 */
async function seedReviews(api: Api): Promise<Seeded> {
  const owner = await createUser(api, { profile: { displayName: 'Marta Reviewed' } });
  const [rui, sofia, unnamed] = await Promise.all([
    createUser(api, { profile: { displayName: 'Rui Costa' } }),
    createUser(api, { profile: { displayName: 'Sofia Lima' } }),
    createUser(api, { profile: { displayName: '' } }),
  ]);
  const renters = [rui, sofia, unnamed];
  // One late cancellation of four: the reliability badge says "Moderately Reliable" and why.
  const record = await api.patch(records('users', owner.id), { totalCancellations: 4, lateCancellations: 1 });
  expect(record.status, JSON.stringify(record.body)).toBe(200);
  const listing = await listingOf(owner, serviceListing({ title: 'Garden help' }));
  const bookings = await Promise.all(
    Array.from({ length: REVIEW_COUNT }, async (_, index) => {
      const renter = renters[index % renters.length] as TestUser;
      const response = await api.post(records('bookings'), {
        listing,
        owner: owner.id,
        renter: renter.id,
        status: 'completed',
        totalPrice: 50,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return { id: response.body.id as string, renter };
    }),
  );
  for (const [index, booking] of bookings.entries()) {
    const n = index + 1;
    const response = await api.post(records('reviews'), {
      booking: booking.id,
      listing,
      reviewer: booking.renter.id,
      reviewee: owner.id,
      reviewType: 'owner',
      overallRating: ratingOf(n),
      categoryRatings: { communication: ratingOf(n), reliability: 5 },
      title: titleOf(n),
      content: `Booking number ${n} went as agreed, thank you.`,
      status: 'active',
      isPublic: true,
      isVerified: true,
      helpfulCount: 0,
      reportCount: 0,
      // Published (both reviewed, or the blind period is over): anyone reads it.
      publishedAt: COMPLETED_LONG_AGO,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
  return { owner, unnamed };
}

function reviewList(page: Page): Locator {
  return page.getByRole('list', { name: 'Reviews', exact: true });
}

/** The titles of the reviews shown, in order. */
function shownTitles(page: Page): Promise<string[]> {
  return reviewList(page).getByRole('heading', { level: 3 }).allInnerTexts();
}

async function reviewIdOf(title: string): Promise<string> {
  const found = await (await admin()).get(records('reviews'), { filter: `title = "${title}"` });
  return (found.body.items as { id: string }[])[0]!.id;
}

function ratingsIn(titles: readonly string[]): number[] {
  return titles.map((title) => Number(/gave (\d) stars/.exec(title)?.[1]));
}

async function openReviews(page: Page, ownerId: string): Promise<void> {
  await page.goto(`/profile/${ownerId}`);
  await page.getByRole('tab', { name: `Reviews (${REVIEW_COUNT})` }).click();
  await expect(reviewList(page).getByRole('article')).toHaveCount(20);
}

test.describe('profile reviews', () => {
  let seeded: Seeded;

  test.beforeAll(async () => {
    seeded = await seedReviews(await admin());
  });

  test('a visitor sees the summary, the newest reviews by name, and is asked to sign in', async ({ page }) => {
    await openReviews(page, seeded.owner.id);
    const summary = page.getByRole('group', { name: 'Rating summary' });
    await expect(summary.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
    await expect(summary).toContainText('4.0 (45 reviews)');
    const bars = summary.getByRole('list', { name: 'Reviews by rating' }).getByRole('listitem');
    await expect(bars).toHaveText([
      /^5 stars\s*20$/,
      /^4 stars\s*12$/,
      /^3 stars\s*7$/,
      /^2 stars\s*4$/,
      /^1 star\s*2$/,
    ]);
    await expect(page.getByRole('radio', { name: 'As a provider (45)' })).toHaveAttribute('aria-checked', 'true');
    const reliability = page.getByRole('group', { name: 'Booking Reliability' });
    await expect(reliability).toContainText('Moderately Reliable');
    await expect(reliability).toContainText('1 late cancellation in 4 bookings');

    // Nobody voted yet, so the default (Most Helpful) falls back to newest first.
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('most_helpful');
    const newest = Array.from({ length: 20 }, (_, index) => titleOf(REVIEW_COUNT - index));
    expect(await shownTitles(page)).toEqual(newest);
    // Reviewers by display name; one without a name is "User" and the first 8 characters of their id.
    await expect(reviewList(page).getByText('Rui Costa').first()).toBeVisible();
    await expect(
      reviewList(page)
        .getByText(`User ${seeded.unnamed.id.slice(0, 8)}`)
        .first(),
    ).toBeVisible();
    // A visitor sees the counts, is asked to sign in to vote, and may report (confirming by e-mail).
    await expect(page.getByRole('button', { name: /^Helpful/ })).toHaveCount(0);
    await expect(page.getByText('Sign in to mark reviews as helpful.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Report: / })).toHaveCount(20);
    await screenshotAt(page, 'profile-reviews', 'desktop');
    await screenshotAt(page, 'profile-reviews', 'phone');
    await expectNoAxeViolations(page);

    // The member was never reviewed as a client: that list is empty, in the spec's words.
    await page.getByRole('radio', { name: 'As a client (0)' }).click();
    await expect(page.getByText('Be the first to leave a review for this renter!')).toBeVisible();
  });

  test('Highest and Lowest Rated reorder, and Load More adds 20 until all 45 show', async ({ page }) => {
    await openReviews(page, seeded.owner.id);
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    const firstTitle = reviewList(page).getByRole('heading', { level: 3 }).first();
    await sortBy.selectOption({ label: 'Highest Rated' });
    await expect(firstTitle).toContainText('gave 5 stars');
    expect(ratingsIn(await shownTitles(page))).toEqual(Array<number>(20).fill(5));
    await sortBy.selectOption({ label: 'Lowest Rated' });
    await expect(firstTitle).toContainText('gave 1 stars');
    expect(ratingsIn(await shownTitles(page))).toEqual([1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4]);

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(reviewList(page).getByRole('article')).toHaveCount(40);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(reviewList(page).getByRole('article')).toHaveCount(REVIEW_COUNT);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    const titles = await shownTitles(page);
    expect(new Set(titles).size).toBe(REVIEW_COUNT);
    const ratings = ratingsIn(titles);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
  });

  test('a member marks a review helpful once and reports one once', async ({ page }) => {
    const visitor = await createUser(await admin(), { profile: { displayName: 'Joana Visitor' } });
    await signInAs(page, visitor);
    await openReviews(page, seeded.owner.id);
    await expect(page.getByText('Sign in to mark reviews as helpful.')).toHaveCount(0);
    const first = titleOf(REVIEW_COUNT);
    const card = reviewList(page).getByRole('article', { name: first });

    await card.getByRole('button', { name: `Helpful: ${first}` }).click();
    await expect(card.getByText('1 person found this helpful')).toBeVisible();
    await expect(card.getByRole('button', { name: `Helpful: ${first}` })).toBeDisabled();

    await card.getByRole('button', { name: `Report: ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Report review' });
    await dialog.getByRole('radio', { name: 'Other' }).check({ force: true });
    await dialog.getByLabel('Explanation').fill('Mentions a phone number.');
    await dialog.getByRole('checkbox', { name: /accurate and complete/ }).check({ force: true });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toContainText(MODERATION_MESSAGES.noticeReceived);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByRole('button', { name: `Reported: ${first}` })).toBeDisabled();

    // A new visit reads the member's vote and report back from the server: both stay done.
    await openReviews(page, seeded.owner.id);
    // Most Helpful now puts the voted review first.
    expect((await shownTitles(page))[0]).toBe(first);
    await expect(card.getByText('1 person found this helpful')).toBeVisible();
    await expect(card.getByRole('button', { name: `Helpful: ${first}` })).toBeDisabled();
    await expect(card.getByRole('button', { name: `Reported: ${first}` })).toBeDisabled();
    // Another review on the page is still open to this member.
    const other = reviewList(page).getByRole('article', { name: titleOf(REVIEW_COUNT - 1) });
    await expect(other.getByRole('button', { name: `Helpful: ${titleOf(REVIEW_COUNT - 1)}` })).toBeEnabled();

    // And the server refuses a second vote and report sent past the page, in its words.
    const reviewId = await reviewIdOf(first);
    const again = await visitor.api.post(records('review_votes'), { review: reviewId, user: visitor.id });
    expect(again).toMatchObject({ status: 409, body: { message: 'You have already marked this review as helpful' } });
    const reportAgain = await visitor.api.post('/api/moderation/notices', {
      kind: 'review',
      targetId: reviewId,
      reason: 'other',
      explanation: 'Reporting it again.',
      goodFaith: true,
    });
    expect(reportAgain).toMatchObject({ status: 409, body: { message: MODERATION_MESSAGES.alreadyReported } });

    const stored = await (
      await admin()
    ).get(records('reviews'), {
      filter: `reviewee = "${seeded.owner.id}" && title = "${first}"`,
    });
    expect(stored.body.items[0]).toMatchObject({ helpfulCount: 1, reportCount: 1 });

    await expectNoAxeViolations(page);
  });
});
