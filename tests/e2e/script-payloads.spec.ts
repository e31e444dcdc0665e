// Hostile inputs on the website (issue 7): script payloads stored through the API in a listing's
// title and description, a booking's notes and message, and a review's title and content are
// shown as text on the listing page, the booking page (its messages) and the profile's Reviews
// tab. No dialog opens, no payload sets `window.__xss`, no element of a payload reaches the DOM,
// the browser reports no blocked script (the site's Content-Security-Policy would block inline
// handlers: a violation means the text was parsed as HTML, even if nothing ran), and every
// payload reads back literally.
import type { Page } from '@playwright/test';
import { createUser, records, serviceListing, type TestUser } from '../support/api-client';
import { expect, test } from './fixtures';
import { admin, bookingOf, completedLongAgo, dayFromToday, listingOf, moveBookingAs, signInAs } from './support';

/** Each payload raises a flag and an alert if it ever runs; titles stay within 120 characters. */
const PAYLOADS = {
  listingTitle: 'Drill <img src=x onerror="window.__xss=1;alert(1)"> hire',
  listingDescription:
    'Great drill. <script>window.__xss=2;alert(2)</script> "><svg onload="window.__xss=3;alert(3)"> Bits included.',
  bookingNotes: 'Notes <iframe src="javascript:window.parent.__xss=4;alert(4)"></iframe> end',
  message: 'Hello "><img src=x onerror="window.__xss=5;alert(5)"> see you <b onmouseover="window.__xss=6">soon</b>',
  reviewTitle: '<script>window.__xss=7;alert(7)</script>',
  reviewContent: 'Fine job. <img src=x onerror="window.__xss=8;alert(8)"> {{constructor.constructor("alert(9)")()}}',
} as const;

/** Element markers of the payloads: none may exist in the page. */
// A listing page's schema.org block (issue 18) is a script element of data that never runs; its
// content is checked on its own below.
const INJECTED =
  'img[src="x"], svg[onload], iframe[src^="javascript"], b[onmouseover], script:not([src]):not([type="application/ld+json"])';

interface Watch {
  dialogs: string[];
  violations(): Promise<string[]>;
}

/** Records dialogs and Content-Security-Policy violations from the first script on. */
async function watch(page: Page): Promise<Watch> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod probes whether `Function('')` is allowed (try/catch) on load: the site's own, not a payload.
      if (event.blockedURI === 'eval') return;
      seen.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`);
    });
  });
  return {
    dialogs,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  };
}

async function expectNothingRan(page: Page, watched: Watch): Promise<void> {
  // Give onerror/onload handlers a moment: a broken image fails quickly.
  await page.waitForTimeout(500);
  expect(watched.dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null)).toBeNull();
  await expect(page.locator(INJECTED)).toHaveCount(0);
  expect(await watched.violations()).toEqual([]);
}

interface World {
  owner: TestUser;
  renter: TestUser;
  listingId: string;
  bookingId: string;
}

/** Everything stored through the API, as its authors would: listing, booking, message, review. */
async function storePayloads(): Promise<World> {
  const api = await admin();
  const owner = await createUser(api, { profile: { displayName: 'Olga Owner' } });
  const renter = await createUser(api, { profile: { displayName: 'Rui Renter' } });
  const listingId = await listingOf(
    owner,
    serviceListing({ title: PAYLOADS.listingTitle, description: PAYLOADS.listingDescription }),
  );
  // Today: a booking can be completed from its first day on (issue 17).
  const bookingId = await bookingOf(renter, listingId, [dayFromToday(0)], { notes: PAYLOADS.bookingNotes });
  const message = await renter.api.post(records('booking_messages'), {
    booking: bookingId,
    sender: renter.id,
    content: PAYLOADS.message,
  });
  expect(message.status, JSON.stringify(message.body)).toBe(200);
  await moveBookingAs(owner, bookingId, 'approved');
  await moveBookingAs(owner, bookingId, 'completed');
  // Past its blind period: the review is public as soon as it is written (issue 21).
  await completedLongAgo(bookingId);
  const review = await renter.api.post('/api/market/reviews', {
    bookingId,
    reviewType: 'owner',
    overallRating: 4,
    title: PAYLOADS.reviewTitle,
    content: PAYLOADS.reviewContent,
    categoryRatings: { communication: 4 },
  });
  expect(review.status, JSON.stringify(review.body)).toBe(200);
  return { owner, renter, listingId, bookingId };
}

test.describe('script payloads are shown as text', () => {
  let world: World;

  test.beforeAll(async () => {
    world = await storePayloads();
  });

  test('the listing page: title and description', async ({ page }) => {
    const watched = await watch(page);
    await page.goto(`/marketplace/services/${world.listingId}`);
    await expect(page.getByRole('heading', { name: PAYLOADS.listingTitle, exact: true })).toBeVisible();
    await expect(page.getByText(PAYLOADS.listingDescription, { exact: true })).toBeVisible();
    await expectNothingRan(page, watched);
    // The server's share data holds the payload as JSON text, one block, nothing cut out of it.
    const data = page.locator('script[type="application/ld+json"]');
    await expect(data).toHaveCount(1);
    expect(JSON.parse((await data.textContent()) ?? '{}')).toMatchObject({ name: PAYLOADS.listingTitle });
  });

  test('the booking page: listing title, notes and the message thread', async ({ page }) => {
    const watched = await watch(page);
    await signInAs(page, world.renter);
    await page.goto(`/account/bookings/${world.bookingId}`);
    const messages = page.getByRole('region', { name: 'Messages' });
    await expect(messages.getByText(PAYLOADS.message, { exact: true })).toBeVisible();
    // The request's note is shown with the booking and, since issue 17, opens the thread too.
    await expect(messages.getByText(PAYLOADS.bookingNotes, { exact: true })).toBeVisible();
    await expect(page.getByText(PAYLOADS.bookingNotes, { exact: true })).toHaveCount(2);
    await expect(page.getByText(PAYLOADS.listingTitle, { exact: true }).first()).toBeVisible();
    await expectNothingRan(page, watched);
  });

  test("the booking page as the owner: the renter's message in the thread", async ({ page }) => {
    const watched = await watch(page);
    await signInAs(page, world.owner);
    await page.goto(`/account/bookings/${world.bookingId}`);
    await expect(
      page.getByRole('region', { name: 'Messages' }).getByText(PAYLOADS.message, { exact: true }),
    ).toBeVisible();
    await expectNothingRan(page, watched);
  });

  test("the profile's Reviews tab: review title and content", async ({ page }) => {
    const watched = await watch(page);
    await page.goto(`/profile/${world.owner.id}`);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await expect(page.getByRole('heading', { name: PAYLOADS.reviewTitle, exact: true })).toBeVisible();
    await expect(page.getByText(PAYLOADS.reviewContent, { exact: true })).toBeVisible();
    await expectNothingRan(page, watched);
  });
});
