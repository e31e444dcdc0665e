// My Bookings and the dashboard's booking parts over the real server: bookings requested and
// moved through the server's routes, both tabs with the other party's name and each status, the
// tab kept in the address, View Details opening the booking inside the app, a booking whose listing
// was deleted, a newcomer's empty tabs, load failures that say so and retry, and the dashboard's
// Recent Activity and figures from the notifications and bookings those routes wrote.
import { formatDate, formatDateRange } from '@partilha/domain';
import type { Locator, Page } from '@playwright/test';
import { createUser, equipmentListing, records, serviceListing, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';
import { admin, bookingOf, dayFromToday, listingOf, moveBookingAs, signInAs, toast } from './support';

interface Market {
  rita: TestUser;
  rui: TestUser;
  /** Bookings by what they are, in the order they were requested. */
  ids: { future: string; drill: string; cancelled: string; ladder: string; completed: string; sewing: string };
}

/**
 * Rita owns Garden care (€15/hr), a Cordless drill (€12.50/day) and an Old ladder; Olga teaches
 * sewing. Rui books Rita's listings five times and Rita books Olga once; then the ladder is deleted.
 */
async function market(): Promise<Market> {
  const api = await admin();
  const rita = await createUser(api, { profile: { displayName: 'Rita Owner' } });
  const rui = await createUser(api, { profile: { displayName: 'Rui Renter' } });
  const olga = await createUser(api, { profile: { displayName: 'Olga Other' } });
  const garden = await listingOf(rita, serviceListing({ title: 'Garden care', price: '15' }), ['garden.png']);
  const drill = await listingOf(rita, equipmentListing({ title: 'Cordless drill', price: '12.5' }), ['drill.png']);
  const ladder = await listingOf(rita, equipmentListing({ title: 'Old ladder', price: '5' }));
  const sewing = await listingOf(olga, serviceListing({ title: 'Sewing lessons', price: '20' }));

  const future = await bookingOf(rui, garden, [dayFromToday(10), dayFromToday(11)]);
  const drillBooking = await bookingOf(rui, drill, [dayFromToday(0)]);
  await moveBookingAs(rita, drillBooking, 'approved');
  const cancelled = await bookingOf(rui, garden, [dayFromToday(20)], { hoursPerDay: 3 });
  const ladderBooking = await bookingOf(rui, ladder, [dayFromToday(5)]);
  const completed = await bookingOf(rui, garden, [dayFromToday(0)], { hoursPerDay: 1 });
  await moveBookingAs(rita, completed, 'approved');
  await moveBookingAs(rita, completed, 'completed');
  const sewingBooking = await bookingOf(rita, sewing, [dayFromToday(3)], { hoursPerDay: 1 });
  await moveBookingAs(olga, sewingBooking, 'negotiating');
  await moveBookingAs(rui, cancelled, 'cancelled');
  expect((await rita.api.delete(records('listings', ladder))).status).toBe(204);
  return {
    rita,
    rui,
    ids: { future, drill: drillBooking, cancelled, ladder: ladderBooking, completed, sewing: sewingBooking },
  };
}

function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name });
}

function cardsOf(page: Page, listName: string): Locator {
  return page.getByRole('list', { name: listName }).getByRole('article');
}

function stat(page: Page, label: string): Locator {
  return page.locator('.dashboard-stat', { hasText: label }).getByRole('definition');
}

const today = () => formatDate(dayFromToday(0));

test.describe('My Bookings', () => {
  test("lists the bookings made and received with the other party, each status, and opens a booking's page", async ({
    page,
  }) => {
    const { rita, rui, ids } = await market();

    // Rui made five bookings on Rita's listings: newest first, each naming Rita.
    await signInAs(page, rui);
    await page.goto('/account/bookings');
    await expect(page).toHaveTitle('My Bookings · Partilha');
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await expect(tab(page, "Bookings I've Made")).toHaveAttribute('aria-selected', 'true');
    const made = cardsOf(page, "Bookings I've Made");
    await expect(made.getByRole('heading', { level: 2 })).toHaveText([
      'Garden care',
      'Old ladder',
      'Garden care',
      'Cordless drill',
      'Garden care',
    ]);
    await expect(made.getByText('Listing owner:')).toHaveCount(5);
    await expect(made.getByText('Rita Owner', { exact: true })).toHaveCount(5);
    await expect(made.locator('.partilha-booking-status-badge')).toHaveText([
      'Completed',
      'Pending',
      'Cancelled',
      'Confirmed',
      'Pending',
    ]);
    // The first request: two days, 2 hours a day at €15/hr, requested today.
    const future = made.nth(4);
    await expect(future).toContainText(`${formatDateRange(dayFromToday(10), dayFromToday(11))} (2 days)`);
    await expect(future).toContainText('2 hours per day');
    await expect(future).toContainText('€60');
    await expect(future).toContainText(`Requested on${today()}`);
    await expect(made.nth(3)).toContainText('Equipment');
    await expect(made.nth(3)).toContainText('€12.50');
    // The ladder was deleted: the booking keeps its title and says so.
    await expect(made.nth(1)).toContainText('Listing not found');
    await expect(made.nth(1)).toContainText('No image');
    await expect(made.nth(0)).not.toContainText('Listing not found');
    await expect(made.nth(0).locator('img').first()).toHaveAttribute('src', /\/api\/files\/listings\/.+thumb=300x300/);
    await screenshotAt(page, 'my-bookings-made', 'desktop');
    await screenshotAt(page, 'my-bookings-made', 'phone');
    // On a phone both tab titles stay on the screen.
    const receivedTab = await tab(page, 'Booking Requests Received').boundingBox();
    expect((receivedTab?.x ?? 0) + (receivedTab?.width ?? 0)).toBeLessThanOrEqual(375 - 12);
    await expectNoAxeViolations(page);

    // Rui has no listings, so no requests.
    await tab(page, 'Booking Requests Received').click();
    await expect(page).toHaveURL(/\/account\/bookings\?tab=received$/);
    await expect(page.getByText("You haven't received any booking requests yet.")).toBeVisible();

    // Rita: the requests she received name Rui; her own booking names Olga.
    await signInAs(page, rita);
    await page.goto('/account/bookings?tab=received');
    await expect(tab(page, 'Booking Requests Received')).toHaveAttribute('aria-selected', 'true');
    const received = cardsOf(page, 'Booking Requests Received');
    await expect(received.getByRole('heading', { level: 2 })).toHaveText([
      'Garden care',
      'Old ladder',
      'Garden care',
      'Cordless drill',
      'Garden care',
    ]);
    await expect(received.getByText('Booking requester:')).toHaveCount(5);
    await expect(received.getByText('Rui Renter', { exact: true })).toHaveCount(5);
    await expect(received.nth(1)).toContainText('Listing not found');
    await screenshotAt(page, 'my-bookings-received', 'desktop');
    await screenshotAt(page, 'my-bookings-received', 'phone');
    await expectNoAxeViolations(page);

    // The tab stays in the address: a reload keeps it.
    await page.reload();
    await expect(tab(page, 'Booking Requests Received')).toHaveAttribute('aria-selected', 'true');
    await expect(received).toHaveCount(5);

    await tab(page, "Bookings I've Made").click();
    await expect(page).toHaveURL(/\?tab=made$/);
    const mine = cardsOf(page, "Bookings I've Made");
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Sewing lessons');
    await expect(mine).toContainText('Listing owner: Olga Other');
    await expect(mine).toContainText('Negotiating');
    await page.reload();
    await expect(tab(page, "Bookings I've Made")).toHaveAttribute('aria-selected', 'true');

    // View Details opens the booking's page inside the app (no page load: the marker survives).
    await page.evaluate(() => ((window as unknown as { stayedInApp: boolean }).stayedInApp = true));
    const details = mine.getByRole('link', { name: /^View Details/ });
    await expect(details).toHaveAttribute('href', `/account/bookings/${ids.sewing}`);
    await details.click();
    await expect(page).toHaveURL(new RegExp(`/account/bookings/${ids.sewing}$`));
    expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);

    // Back on a received request: its link leads to that booking too.
    await page.goto('/account/bookings?tab=received');
    const firstRequest = cardsOf(page, 'Booking Requests Received')
      .nth(4)
      .getByRole('link', { name: /^View Details/ });
    await expect(firstRequest).toHaveAttribute('href', `/account/bookings/${ids.future}`);
    await firstRequest.click();
    await expect(page).toHaveURL(new RegExp(`/account/bookings/${ids.future}$`));
  });

  test('a newcomer sees both empty texts and no recent activity', async ({ page }) => {
    const newcomer = await createUser(await admin(), { profile: { displayName: 'Nuno New' } });
    await signInAs(page, newcomer);
    await page.goto('/account');
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expect(activity).toContainText('No recent activity to display');
    await expect(activity.getByRole('listitem')).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/account\/bookings$/);
    await expect(tab(page, "Bookings I've Made")).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText("You haven't made any bookings yet.")).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Browse Listings' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    await screenshotAt(page, 'my-bookings-empty', 'phone');
    await expectNoAxeViolations(page);
    await tab(page, 'Booking Requests Received').click();
    await expect(page.getByText("You haven't received any booking requests yet.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a tab that cannot be loaded says so in a toast and on the page, and Try Again loads it', async ({ page }) => {
    const { rui } = await market();
    await signInAs(page, rui);
    const bookings = '**/api/collections/bookings/records?*';
    await page.route(bookings, (route) => route.abort('connectionfailed'));
    await page.goto('/account/bookings');
    await expect(toast(page, "Failed to load bookings you've made")).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText("Failed to load bookings you've made");
    await screenshotAt(page, 'my-bookings-failed', 'phone');
    await expectNoAxeViolations(page);

    await tab(page, 'Booking Requests Received').click();
    await expect(toast(page, "Failed to load booking requests you've received")).toBeVisible();
    await expect(panel).toContainText("Failed to load booking requests you've received");

    await tab(page, "Bookings I've Made").click();
    await expect(panel).toContainText("Failed to load bookings you've made");
    // The server is reachable again: Try Again reads the list.
    await page.unroute(bookings);
    await panel.getByRole('button', { name: 'Try Again' }).click();
    await expect(cardsOf(page, "Bookings I've Made")).toHaveCount(5);
  });
});

test.describe('dashboard from real bookings', () => {
  test('shows the latest notifications as Recent Activity and the figures of the bookings', async ({ page }) => {
    const { rita, rui, ids } = await market();

    // Rita: 3 bookings of hers under way (two pending, one confirmed), 1 rental of her own, and
    // €27.50 earned this month (the confirmed drill today, €12.50, and the completed hour, €15).
    await signInAs(page, rita);
    await page.goto('/account');
    await expect(stat(page, 'Active Bookings')).toHaveText('3');
    await expect(stat(page, 'Your Rentals')).toHaveText('1');
    await expect(stat(page, 'Monthly Earnings')).toHaveText('€27.50');
    // Her latest 5 of 7 notifications, newest first.
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    const items = activity.getByRole('listitem');
    await expect(items).toHaveCount(5);
    await expect(items.getByRole('link')).toHaveText([
      'The booking for "Garden care" was cancelled',
      'The booking for "Sewing lessons" is now being negotiated',
      'New booking request for "Garden care" from Rui Renter',
      'New booking request for "Old ladder" from Rui Renter',
      'New booking request for "Garden care" from Rui Renter',
    ]);
    await expect(items.nth(0)).toContainText('Booking update');
    await expect(items.nth(2)).toContainText('Booking request');
    await expect(items.locator('time').first()).toHaveText(/^(Just now|\d+m ago)$/);
    await expect(items.getByRole('link').nth(1)).toHaveAttribute('href', `/account/bookings/${ids.sewing}`);
    await screenshotAt(page, 'dashboard-activity', 'desktop');
    await screenshotAt(page, 'dashboard-activity', 'phone');
    await expectNoAxeViolations(page);
    await items.getByRole('link').nth(0).click();
    await expect(page).toHaveURL(new RegExp(`/account/bookings/${ids.cancelled}$`));

    // Rui: nothing of his is booked, 3 of his requests are under way, he earned nothing; his
    // three notifications are the owner's answers.
    await signInAs(page, rui);
    await page.goto('/account/dashboard');
    await expect(stat(page, 'Active Bookings')).toHaveText('0');
    await expect(stat(page, 'Your Rentals')).toHaveText('3');
    await expect(stat(page, 'Monthly Earnings')).toHaveText('€0');
    const ruiItems = page.getByRole('region', { name: 'Recent Activity' }).getByRole('link');
    await expect(ruiItems).toHaveText([
      'Your booking for "Garden care" was marked as completed',
      'Your booking request for "Garden care" was confirmed',
      'Your booking request for "Cordless drill" was confirmed',
    ]);
    await expect(ruiItems.nth(0)).toHaveAttribute('href', `/account/bookings/${ids.completed}`);
    await expect(ruiItems.nth(2)).toHaveAttribute('href', `/account/bookings/${ids.drill}`);
  });

  test('Recent Activity that cannot be loaded says so quietly and loads on Try Again', async ({ page }) => {
    const { rui } = await market();
    await signInAs(page, rui);
    const notifications = '**/api/collections/notifications/records?*';
    await page.route(notifications, (route) => route.abort('connectionfailed'));
    await page.goto('/account');
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expect(activity).toContainText('Failed to fetch notifications');
    await expect(activity).not.toContainText('No recent activity to display');
    await page.unroute(notifications);
    await activity.getByRole('button', { name: 'Try Again' }).click();
    await expect(activity.getByRole('link')).toHaveCount(3);
  });
});
