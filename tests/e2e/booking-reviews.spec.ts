// Reviews on the booking page, over the real server: "Booking In Progress" until the booking is
// completed (the prompt then opens live), both parties review each other through the dialog and
// then see "Your Review", the server stores both; a late cancellation lets only the owner review.
import type { Browser, Locator, Page } from '@playwright/test';
import { join } from 'node:path';
import { createUser, serviceListing, type Json, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, SCREENSHOT_DIR, screenshotAt, test, VIEWPORTS } from './fixtures';
import { addDays, formatDate, lisbonIsoDate } from '@partilha/domain';
import { admin, bookingOf, completedLongAgo, dayFromToday, listingOf, moveBookingAs, signInAs, toast } from './support';

async function pageFor(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, user);
  return page;
}

function reviewsArea(page: Page): Locator {
  return page.getByRole('region', { name: 'Reviews' });
}

function reviewDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Write a Review' });
}

/**
 * The open dialog whole, at a viewport's width: it scrolls inside its fixed overlay, so a
 * full-page picture would cut it; the window is made tall enough to hold it instead.
 */
async function dialogScreenshotAt(page: Page, name: string, viewport: keyof typeof VIEWPORTS): Promise<void> {
  const { width, height } = VIEWPORTS[viewport];
  await page.setViewportSize({ width, height });
  const box = await reviewDialog(page).boundingBox();
  await page.setViewportSize({ width, height: Math.max(height, Math.ceil((box?.height ?? 0) + 80)) });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${viewport}.png`) });
}

/** Clicks the visible star: the radio inside it is only there for keyboards and screen readers. */
async function chooseStars(group: Locator, stars: number): Promise<void> {
  const name = stars === 1 ? '1 star' : `${stars} stars`;
  await group
    .locator('label')
    .filter({ has: group.page().getByRole('radio', { name, exact: true }) })
    .click();
  await expect(group.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** Fills and sends the review dialog, then waits for "Your Review". */
async function writeReview(
  page: Page,
  review: { overall: number; categories: Record<string, number>; title: string; content: string },
): Promise<void> {
  await reviewsArea(page).getByRole('button', { name: 'Write a Review' }).click();
  const dialog = reviewDialog(page);
  await chooseStars(dialog.getByRole('radiogroup', { name: /Overall rating/ }), review.overall);
  for (const [label, stars] of Object.entries(review.categories)) {
    await chooseStars(dialog.getByRole('radiogroup', { name: label }), stars);
  }
  await dialog.getByLabel('Title').fill(review.title);
  await dialog.getByRole('textbox', { name: /^Review/ }).fill(review.content);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Review submitted successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const yours = page.getByRole('region', { name: 'Your Review' });
  await expect(yours).toContainText('Thank you for your review!');
  await expect(yours.getByRole('heading', { name: review.title })).toBeVisible();
  await expect(yours).toContainText(review.content);
}

/** The profile's rating summary: "4.0 (2 reviews)" and the counts of 5 stars down to 1 star. */
async function expectSummary(page: Page, text: string, counts: readonly number[]): Promise<void> {
  const summary = page.getByRole('group', { name: 'Rating summary' });
  await expect(summary).toContainText(text);
  const bars = summary.getByRole('list', { name: 'Reviews by rating' }).getByRole('listitem');
  await expect(bars).toHaveText(counts.map((count, index) => new RegExp(`^${5 - index} stars?\\s*${count}$`)));
}

async function storedReviews(bookingId: string): Promise<Json[]> {
  const api = await admin();
  const { body } = await api.get('/api/collections/reviews/records', {
    filter: `booking = "${bookingId}"`,
    sort: 'reviewType',
  });
  return body.items as Json[];
}

test.describe('reviews on the booking page', () => {
  test('both parties review a completed booking; the prompt opens when it is completed', async ({ browser }) => {
    test.slow();
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Olga Owner' } });
    const renter = await createUser(api, { profile: { displayName: 'Rui Renter' } });
    const listingId = await listingOf(owner, serviceListing({ title: 'Garden tidy-up', price: '25' }));
    // From today: a booking can be completed from its first day on (issue 17).
    const bookingId = await bookingOf(renter, listingId, [dayFromToday(0), dayFromToday(1)]);
    await moveBookingAs(owner, bookingId, 'approved');

    // Before completion there is nothing to review yet.
    const renterPage = await pageFor(browser, renter);
    await renterPage.goto(`/account/bookings/${bookingId}`);
    await expect(renterPage.getByRole('region', { name: 'Booking In Progress' })).toContainText(
      'You can leave a review once the booking is completed.',
    );
    await expect(renterPage.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);

    // The owner completes it elsewhere: the renter's page offers the review without a reload.
    await moveBookingAs(owner, bookingId, 'completed');
    const prompt = reviewsArea(renterPage);
    await expect(prompt.getByRole('button', { name: 'Write a Review' })).toBeVisible();
    await expect(prompt).toContainText('Olga Owner, the owner');
    await expect(renterPage.getByRole('region', { name: 'Booking In Progress' })).toHaveCount(0);
    await screenshotAt(renterPage, 'booking-review-prompt-renter', 'desktop');
    await screenshotAt(renterPage, 'booking-review-prompt-renter', 'phone');

    // The form's own checks: a rating, and at least 10 characters.
    await prompt.getByRole('button', { name: 'Write a Review' }).click();
    const dialog = reviewDialog(renterPage);
    await expect(dialog.getByRole('radiogroup', { name: 'Communication' })).toBeVisible();
    await expect(dialog.getByRole('radiogroup', { name: 'Equipment Condition' })).toBeVisible();
    await dialog.getByLabel('Title').fill('Lovely work');
    await dialog.getByRole('textbox', { name: /^Review/ }).fill('Too short');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog).toContainText('Please provide an overall rating');
    await expect(dialog).toContainText('Review must be at least 10 characters');
    await expect(dialog).toContainText('9/500');
    await dialogScreenshotAt(renterPage, 'booking-review-dialog-invalid', 'phone');
    await dialogScreenshotAt(renterPage, 'booking-review-dialog-invalid', 'desktop');
    await expectNoAxeViolations(renterPage);
    // Blind reviews (issue 21): the dialog says the review waits for the owner's, 14 days at most.
    const publishBy = formatDate(addDays(lisbonIsoDate(new Date()), 14));
    await expect(dialog).toContainText(
      `Your review stays hidden until the owner has reviewed too, or until ${publishBy} at the latest.`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await storedReviews(bookingId)).toEqual([]);

    await writeReview(renterPage, {
      overall: 5,
      categories: { Communication: 5, Reliability: 4 },
      title: 'Lovely work',
      content: 'Olga left the garden spotless and was right on time.',
    });
    await expect(renterPage.getByRole('region', { name: 'Your Review' })).toContainText(
      `Not published yet: visible to others once both have reviewed, or on ${publishBy}.`,
    );
    await screenshotAt(renterPage, 'booking-review-yours-renter', 'desktop');
    await screenshotAt(renterPage, 'booking-review-yours-renter', 'phone');
    await expectNoAxeViolations(renterPage);

    // Until the owner reviews, the owner's profile does not show it.
    const guest = await browser.newPage();
    await guest.goto(`/profile/${owner.id}`);
    await expect(guest.getByRole('tab', { name: 'Reviews (0)' })).toBeVisible();

    // The owner reviews the renter, with the renter's categories.
    const ownerPage = await pageFor(browser, owner);
    await ownerPage.goto(`/account/bookings/${bookingId}`);
    await expect(reviewsArea(ownerPage)).toContainText('Rui Renter, the renter');
    await reviewsArea(ownerPage).getByRole('button', { name: 'Write a Review' }).click();
    await expect(reviewDialog(ownerPage).getByRole('radiogroup', { name: 'Punctuality' })).toBeVisible();
    await reviewDialog(ownerPage).getByRole('button', { name: 'Cancel' }).click();
    await writeReview(ownerPage, {
      overall: 4,
      categories: { Punctuality: 5, Carefulness: 3 },
      title: 'Easy to work with',
      content: 'Rui explained exactly what he needed and paid as agreed.',
    });

    // Each still sees their own review after a reload: it comes from the server, published now
    // that both have reviewed.
    for (const page of [renterPage, ownerPage]) {
      await page.reload();
      await expect(page.getByRole('region', { name: 'Your Review' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your Review' })).not.toContainText('Not published yet');
      await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
    }
    await expect(renterPage.getByRole('region', { name: 'Your Review' })).toContainText('Lovely work');
    await expect(ownerPage.getByRole('region', { name: 'Your Review' })).toContainText('Easy to work with');

    const stored = await storedReviews(bookingId);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      reviewType: 'owner',
      reviewer: renter.id,
      reviewee: owner.id,
      overallRating: 5,
      title: 'Lovely work',
      content: 'Olga left the garden spotless and was right on time.',
      categoryRatings: expect.objectContaining({ communication: 5, reliability: 4 }),
      status: 'active',
    });
    expect(stored[1]).toMatchObject({
      reviewType: 'renter',
      reviewer: owner.id,
      reviewee: renter.id,
      overallRating: 4,
      title: 'Easy to work with',
      categoryRatings: expect.objectContaining({ punctuality: 5, carefulness: 3 }),
    });

    // Each profile now shows the new review: average, count and distribution in the right role.
    await renterPage.goto(`/profile/${owner.id}`);
    await renterPage.getByRole('tab', { name: 'Reviews (1)' }).click();
    await expect(renterPage.getByRole('radio', { name: 'As a provider (1)' })).toHaveAttribute('aria-checked', 'true');
    await expectSummary(renterPage, '5.0 (1 review)', [1, 0, 0, 0, 0]);
    await expect(renterPage.getByRole('article', { name: 'Lovely work' })).toContainText('Rui Renter');
    await ownerPage.goto(`/profile/${renter.id}`);
    await ownerPage.getByRole('tab', { name: 'Reviews (1)' }).click();
    await expect(ownerPage.getByRole('radio', { name: 'As a client (1)' })).toHaveAttribute('aria-checked', 'true');
    await expectSummary(ownerPage, '4.0 (1 review)', [0, 1, 0, 0, 0]);
    await expect(ownerPage.getByRole('article', { name: 'Easy to work with' })).toContainText('Olga Owner');

    // The owner answers the renter's review on their own profile; everyone reads the reply under it.
    await ownerPage.goto(`/profile/${owner.id}`);
    await ownerPage.getByRole('tab', { name: 'Reviews (1)' }).click();
    const reviewed = ownerPage.getByRole('article', { name: 'Lovely work' });
    await reviewed.getByRole('button', { name: 'Reply' }).click();
    await reviewed.getByRole('button', { name: 'Post reply' }).click();
    await expect(reviewed).toContainText('Please write your reply');
    await reviewed.getByLabel('Your reply').fill('Thank you, Rui! Come back in the spring.');
    await expect(reviewed).toContainText('You can change it for 48 hours after posting it.');
    await screenshotAt(ownerPage, 'profile-review-reply-form', 'phone');
    await reviewed.getByRole('button', { name: 'Post reply' }).click();
    await expect(toast(ownerPage, 'Your reply is published.')).toBeVisible();
    await expect(reviewed.getByRole('region', { name: 'Reply from Olga Owner' })).toContainText(
      'Thank you, Rui! Come back in the spring.',
    );
    await expect(reviewed.getByRole('button', { name: 'Edit reply' })).toBeVisible();
    await expectNoAxeViolations(ownerPage);

    await guest.goto(`/profile/${owner.id}`);
    await guest.getByRole('tab', { name: 'Reviews (1)' }).click();
    const shown = guest.getByRole('article', { name: 'Lovely work' });
    await expect(shown.getByRole('region', { name: 'Reply from Olga Owner' })).toContainText(
      'Thank you, Rui! Come back in the spring.',
    );
    await expect(shown.getByRole('button', { name: /reply/i })).toHaveCount(0);
    await screenshotAt(guest, 'profile-review-reply', 'desktop');
    await screenshotAt(guest, 'profile-review-reply', 'phone');
    // The renter, whose review it is, cannot reply to it either.
    await renterPage.goto(`/profile/${owner.id}`);
    await renterPage.getByRole('tab', { name: 'Reviews (1)' }).click();
    await expect(
      renterPage.getByRole('article', { name: 'Lovely work' }).getByRole('button', { name: 'Reply' }),
    ).toHaveCount(0);
    await guest.close();
  });

  test('the author edits and deletes their review; the profile follows each change', async ({ browser }) => {
    test.slow();
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Olga Owner' } });
    const [renter, earlier] = [
      await createUser(api, { profile: { displayName: 'Rui Renter' } }),
      await createUser(api, { profile: { displayName: 'Eva Earlier' } }),
    ];
    const listingId = await listingOf(owner, serviceListing({ title: 'Garden tidy-up', price: '25' }));
    const otherListingId = await listingOf(owner, serviceListing({ title: 'Hedge trimming', price: '25' }));
    // Both for today, each on its own listing: a booking can be completed from its first day on
    // (issue 17), and a listing has one approved booking a day.
    const reviewOf = async (author: TestUser, listing: string, overallRating: number, title: string) => {
      const bookingId = await bookingOf(author, listing, [dayFromToday(0)]);
      await moveBookingAs(owner, bookingId, 'approved');
      await moveBookingAs(owner, bookingId, 'completed');
      // Past its blind period: the review is public as soon as it is written (issue 21).
      await completedLongAgo(bookingId);
      const content = 'The work was done as agreed, on the day.';
      const sent = await author.api.post('/api/market/reviews', {
        bookingId,
        reviewType: 'owner',
        overallRating,
        title,
        content,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      return bookingId;
    };
    await reviewOf(earlier, otherListingId, 2, 'Late start');
    const bookingId = await reviewOf(renter, listingId, 5, 'Lovely work');

    const renterPage = await pageFor(browser, renter);
    await renterPage.goto(`/profile/${owner.id}`);
    await renterPage.getByRole('tab', { name: 'Reviews (2)' }).click();
    await expectSummary(renterPage, '3.5 (2 reviews)', [1, 0, 0, 1, 0]);

    // Edit: the dialog opens with the review as it is; the change is saved by the server.
    await renterPage.goto(`/account/bookings/${bookingId}`);
    const yours = renterPage.getByRole('region', { name: 'Your Review' });
    await yours.getByRole('button', { name: /^Edit/ }).click();
    const dialog = renterPage.getByRole('dialog', { name: 'Edit Your Review' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Lovely work');
    await expect(dialog.getByRole('radio', { name: '5 stars', exact: true }).first()).toBeChecked();
    await chooseStars(dialog.getByRole('radiogroup', { name: /Overall rating/ }), 3);
    await dialog.getByLabel('Title').fill('Good, a bit slow');
    await screenshotAt(renterPage, 'booking-review-edit', 'phone');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(renterPage, 'Your review was updated.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(yours.getByRole('heading', { name: 'Good, a bit slow' })).toBeVisible();

    await renterPage.goto(`/profile/${owner.id}`);
    await renterPage.getByRole('tab', { name: 'Reviews (2)' }).click();
    await expectSummary(renterPage, '2.5 (2 reviews)', [0, 0, 1, 1, 0]);
    await expect(renterPage.getByRole('article', { name: 'Good, a bit slow' })).toBeVisible();

    // Delete: asked first; "Keep Review" keeps it, "Delete Review" removes it and the form is offered again.
    await renterPage.goto(`/account/bookings/${bookingId}`);
    await yours.getByRole('button', { name: /^Delete/ }).click();
    const confirm = renterPage.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete your review?');
    await screenshotAt(renterPage, 'booking-review-delete', 'desktop');
    await confirm.getByRole('button', { name: 'Keep Review' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(yours).toBeVisible();
    await yours.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete Review' }).click();
    await expect(toast(renterPage, 'Your review was deleted.')).toBeVisible();
    await expect(reviewsArea(renterPage).getByRole('button', { name: 'Write a Review' })).toBeVisible();
    await expect(yours).toHaveCount(0);
    expect(await storedReviews(bookingId)).toEqual([]);

    await renterPage.goto(`/profile/${owner.id}`);
    await renterPage.getByRole('tab', { name: 'Reviews (1)' }).click();
    await expectSummary(renterPage, '2.0 (1 review)', [0, 0, 0, 1, 0]);
    await expect(renterPage.getByRole('article', { name: 'Good, a bit slow' })).toHaveCount(0);
    await expectNoAxeViolations(renterPage);
  });

  test('a late cancellation: the owner may review the renter, the renter may not review', async ({ browser }) => {
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Olga Owner' } });
    const renter = await createUser(api, { profile: { displayName: 'Rui Renter' } });
    const listingId = await listingOf(owner, serviceListing({ title: 'Sofa moving help', price: '30' }));
    // Today's booking is always late: 09:00 today minus 24 hours has passed.
    const bookingId = await bookingOf(renter, listingId, [dayFromToday(0)]);
    await moveBookingAs(owner, bookingId, 'approved');
    const cancel = await renter.api.post(`/api/market/bookings/${bookingId}/cancel`, { reason: 'plans-changed' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body).toMatchObject({ isLateCancellation: true });

    const renterPage = await pageFor(browser, renter);
    await renterPage.goto(`/account/bookings/${bookingId}`);
    await expect(renterPage.getByRole('region', { name: 'Booking Cancelled' })).toContainText(
      'Only the owner can review a late cancellation',
    );
    await expect(renterPage.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
    await expect(renterPage.getByRole('region', { name: 'Reviews' })).toHaveCount(0);

    const ownerPage = await pageFor(browser, owner);
    await ownerPage.goto(`/account/bookings/${bookingId}`);
    await expect(reviewsArea(ownerPage)).toContainText('Rui Renter, the renter');
    await screenshotAt(ownerPage, 'booking-review-prompt-late-cancel-owner', 'desktop');
    await screenshotAt(ownerPage, 'booking-review-prompt-late-cancel-owner', 'phone');
    await writeReview(ownerPage, {
      overall: 2,
      categories: { Reliability: 1 },
      title: 'Cancelled on the day',
      content: 'Cancelled the same morning, after I had kept the day free.',
    });
    await screenshotAt(ownerPage, 'booking-review-yours-owner', 'phone');
    await expectNoAxeViolations(ownerPage);
    const stored = await storedReviews(bookingId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reviewType: 'renter',
      reviewer: owner.id,
      reviewee: renter.id,
      overallRating: 2,
    });
  });

  test('a refusal of the server is shown in its words', async ({ page }) => {
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Olga Owner' } });
    const renter = await createUser(api, { profile: { displayName: 'Rui Renter' } });
    const listingId = await listingOf(owner, serviceListing({ title: 'Bike repair', price: '20' }));
    // Today: a booking can be completed from its first day on (issue 17).
    const bookingId = await bookingOf(renter, listingId, [dayFromToday(0)]);
    await moveBookingAs(owner, bookingId, 'approved');
    await moveBookingAs(owner, bookingId, 'completed');

    await signInAs(page, renter);
    await page.goto(`/account/bookings/${bookingId}`);
    await reviewsArea(page).getByRole('button', { name: 'Write a Review' }).click();
    // Meanwhile the same review is sent from another device.
    const elsewhere = await renter.api.post('/api/market/reviews', {
      bookingId,
      reviewType: 'owner',
      overallRating: 4,
      title: 'From my phone',
      content: 'Sent from another device first.',
      categoryRatings: {},
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
    const dialog = reviewDialog(page);
    await chooseStars(dialog.getByRole('radiogroup', { name: /Overall rating/ }), 3);
    await dialog.getByLabel('Title').fill('Second try');
    await dialog.getByRole('textbox', { name: /^Review/ }).fill('This one should be refused.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You have already reviewed this booking');
    await expect(dialog).toBeVisible();
    expect(await storedReviews(bookingId)).toHaveLength(1);
  });
});
