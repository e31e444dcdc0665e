// The listing and booking pages on a phone (issue 18): the listing's sticky price bar and its
// Request button (the owner's actions in it for the owner, none of it on a desktop), pictures from
// the server's thumbs with the first fetched first, no layout shift while the listing loads
// (measured with a PerformanceObserver, CLS ≤ 0.02 at 375 px), and the booking page's Details /
// Messages tabs: the unread count, the conversation and sending there, and message notifications
// opening the conversation.
import type { Page } from '@playwright/test';
import {
  createListing,
  createUser,
  equipmentListing,
  everyDayAvailability,
  records,
  type Api,
  type TestUser,
} from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test, VIEWPORTS } from './fixtures';
import { admin, bookingOf, dayFromToday, painted, signInAs, toast } from './support';

interface Fixture {
  api: Api;
  owner: TestUser;
  renter: TestUser;
  listingId: string;
}

/** A listing with two real photographs' worth of pixels (1600×1200), as a member uploads them. */
async function fixture(): Promise<Fixture> {
  const api = await admin();
  const owner = await createUser(api, { profile: { displayName: 'Olivia Owner' } });
  const renter = await createUser(api, { profile: { displayName: 'Rafael Renter' } });
  const photos = [
    painted('tent-front.png', 1600, 1200, [46, 104, 84]),
    painted('tent-side.png', 1600, 1200, [120, 60, 40]),
  ].map((photo) => ({ name: photo.name, type: photo.mimeType, bytes: new Uint8Array(photo.buffer) }));
  const created = await createListing(
    owner.api,
    equipmentListing({ title: 'Four-person camping tent', price: '18.5', availability: everyDayAvailability() }),
    photos,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const listingId = created.body.id as string;
  return { api, owner, renter, listingId };
}

function priceBar(page: Page) {
  return page.getByRole('region', { name: 'Price and request' });
}

/**
 * Records every layout shift not caused by input from the first paint on, as Lighthouse counts
 * them for CLS; read back with `layoutShift(page)`.
 */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
      >) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as HTMLElement | null | undefined;
          const s = source as unknown as { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
          const main = document.querySelector('main')?.innerHTML.slice(0, 150) ?? '';
          return node
            ? `${node.nodeName}.${String(node.className)} ${s.previousRect.y}->${s.currentRect.y} @${Math.round(entry.startTime)} ${main}`
            : '?';
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShift(
  page: Page,
): Promise<{ total: number; shifts: Array<{ value: number; sources: string[] }> }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: Array<{ value: number; sources: string[] }> }).__layoutShifts,
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** Resolves once a (smooth) scroll has stopped: the position holds over two frames. */
async function scrollSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const before = window.scrollY;
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before)));
          }),
      ),
    )
    .toBe(true);
}

test.describe('listing page on a phone', () => {
  test('the price bar shows the price, Request brings the form into view, and nothing shifts while it loads', async ({
    page,
  }) => {
    const { listingId } = await fixture();
    await page.setViewportSize(VIEWPORTS.phone);
    await observeLayoutShifts(page);
    // The listing answers late, as on a slow phone network, so the page is seen while it loads.
    await page.route(`**/api/collections/listings/records/${listingId}*`, async (route) => {
      await new Promise((wake) => setTimeout(wake, 600));
      await route.continue();
    });
    await page.goto(`/marketplace/equipment/${listingId}`);
    // Meanwhile the server's first view shows its top (docs/adr/0018), not a skeleton.
    await expect(
      page.locator('#server-shell').getByRole('heading', { level: 1, name: 'Four-person camping tent' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading listing' })).toBeHidden();
    await page.screenshot({ path: 'tests/screenshots/listing-booking/listing-first-view-phone.png' });
    await expect(page.locator('#server-shell')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Four-person camping tent' })).toBeVisible();

    // The pictures: the server's proportional thumbs in a srcset, the first fetched first.
    const main = page.getByRole('img', { name: 'Four-person camping tent, image 1 of 2' });
    await expect(main).toHaveAttribute('srcset', /thumb=800x0 800w, .*thumb=1200x0 1200w$/);
    await expect(main).toHaveAttribute('sizes', /.+/);
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('loading', 'eager');
    // 351 CSS px at this screen's 1x: the 800 px thumb, not the original.
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/thumb=800x0$/);
    for (const thumb of await page.locator('.partilha-image-gallery-thumb img').all()) {
      await expect(thumb).toHaveAttribute('loading', 'lazy');
    }

    // Settled: everything the page reads after the listing (reviews, availability) is in.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const { total, shifts } = await layoutShift(page);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);

    // The bar: the price as the page writes it, and Request.
    const bar = priceBar(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('€18.50/day');
    await expect(bar).toBeInViewport();
    const form = page.getByRole('region', { name: 'Request a booking' });
    const send = form.getByRole('button', { name: 'Select Dates to Continue' });
    // Below the fold until asked for: the reason for the bar.
    await expect(send).not.toBeInViewport();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'tests/screenshots/listing-booking/listing-visitor-fold-phone.png' });

    await bar.getByRole('button', { name: 'Request', exact: true }).click();
    await expect(form).toBeFocused();
    await expect(form.getByRole('heading', { name: 'Request a booking' })).toBeInViewport();
    await expect(form.getByRole('button', { name: 'Next month' })).toBeInViewport();
    // The bar covers none of the form's top: the heading is above it.
    const heading = await form.getByRole('heading', { name: 'Request a booking' }).boundingBox();
    const barBox = await bar.boundingBox();
    expect((heading?.y ?? 0) + (heading?.height ?? 0)).toBeLessThan(barBox?.y ?? 0);
    await scrollSettled(page);
    await page.screenshot({ path: 'tests/screenshots/listing-booking/listing-visitor-request-phone.png' });
    await screenshotAt(page, 'listing-booking/listing-visitor', 'phone');
  });

  test('the owner gets Edit and View Booking Requests in the bar; at 1440 px there is no bar', async ({ page }) => {
    const { owner, renter, listingId } = await fixture();
    await signInAs(page, owner);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`/marketplace/equipment/${listingId}`);
    const bar = priceBar(page);
    await expect(bar).toContainText('€18.50/day');
    await expect(bar.getByRole('button', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/account/listings/${listingId}/edit`,
    );
    await expect(bar.getByRole('button', { name: 'View Booking Requests' })).toHaveAttribute(
      'href',
      '/account/bookings',
    );
    await expect(bar.getByRole('button', { name: 'Request', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'listing-booking/listing-owner', 'phone');

    // On a desktop the price and form sit beside the details: no bar.
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(priceBar(page)).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Price and actions' })).toContainText('€18.50/day');
    await screenshotAt(page, 'listing-booking/listing-owner', 'desktop');

    await signInAs(page, renter);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`/marketplace/equipment/${listingId}`);
    await expect(page.getByRole('region', { name: 'Request a booking' })).toBeInViewport();
    await expect(priceBar(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'listing-booking/listing-renter', 'desktop');
    await screenshotAt(page, 'listing-booking/listing-renter', 'phone');
  });
});

test.describe('booking page on a phone', () => {
  async function bookingWithMessage(): Promise<Fixture & { bookingId: string }> {
    const made = await fixture();
    const bookingId = await bookingOf(made.renter, made.listingId, [dayFromToday(30), dayFromToday(31)]);
    const sent = await made.owner.api.post(records('booking_messages'), {
      booking: bookingId,
      sender: made.owner.id,
      content: 'The tent is ready, pegs included.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return { ...made, bookingId };
  }

  test('Messages is one tap away with the unread count; the conversation and sending work there', async ({ page }) => {
    const { api, renter, bookingId } = await bookingWithMessage();
    await signInAs(page, renter);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`/account/bookings/${bookingId}`);

    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    const messagesTab = tabs.getByRole('tab', { name: /^Messages\W+1 unread$/ });
    await expect(messagesTab).toBeVisible();
    await expect(messagesTab).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Messages' })).toBeHidden();
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'listing-booking/booking-renter-details', 'phone');

    await messagesTab.click();
    await expect(page).toHaveURL(/\?tab=messages$/);
    const thread = page.getByRole('region', { name: 'Messages' });
    await expect(thread.getByText('The tent is ready, pegs included.')).toBeInViewport();
    await expect(tabs.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    // Seen: the owner's message is read on the server.
    await expect
      .poll(async () => {
        const listed = await api.get(records('booking_messages'), { filter: `booking = "${bookingId}"` });
        return (listed.body.items as Array<{ read: boolean }>).map((message) => message.read);
      })
      .toEqual([true]);

    await thread.getByRole('textbox', { name: 'Message' }).fill('Great, I will pick it up at nine.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Message sent')).toBeVisible();
    await expect(thread.getByText('Great, I will pick it up at nine.')).toBeVisible();
    await expect
      .poll(async () => {
        const listed = await api.get(records('booking_messages'), {
          filter: `booking = "${bookingId}"`,
          sort: 'created',
        });
        return (listed.body.items as Array<{ content: string }>).map((message) => message.content);
      })
      .toEqual(['The tent is ready, pegs included.', 'Great, I will pick it up at nine.']);
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'listing-booking/booking-renter-messages', 'phone');

    // Back to Details: the booking is there, the tab counts nothing now.
    await tabs.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByText('Booking requester')).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Messages', exact: true })).toBeVisible();

    // On a desktop the booking and the conversation are side by side, without tabs.
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(thread).toBeVisible();
    await expect(page.getByText('Booking requester')).toBeVisible();
    await screenshotAt(page, 'listing-booking/booking-renter', 'desktop');
  });

  test('a message notification opens the booking on Messages; #messages does too', async ({ page }) => {
    const { owner, renter, bookingId } = await bookingWithMessage();
    const reply = await renter.api.post(records('booking_messages'), {
      booking: bookingId,
      sender: renter.id,
      content: 'Can I collect it on Friday?',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);

    await signInAs(page, owner);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/home');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    await page.getByRole('listitem').filter({ hasText: 'Can I collect it on Friday?' }).getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/account/bookings/${bookingId}\\?tab=messages$`));
    await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Messages' }).getByText('Can I collect it on Friday?')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'listing-booking/booking-owner-messages', 'phone');

    await page.goto(`/account/bookings/${bookingId}#messages`);
    await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    await page.goto(`/account/bookings/${bookingId}`);
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await screenshotAt(page, 'listing-booking/booking-owner-details', 'phone');

    // Between the phone and the side-by-side layouts the conversation is under the booking: the
    // same link brings it into view.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`/account/bookings/${bookingId}?tab=messages`);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Messages' }).getByText('Can I collect it on Friday?'),
    ).toBeInViewport();
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshotAt(page, 'listing-booking/booking-owner', 'desktop');
  });
});
