// Toasts never stand in the way (issue 17): on the booking page, "Message sent" shows at the top
// under the header, clear of the header's buttons and of the message composer, so Send can be
// clicked again at once (the click reaches the button: the second message is sent), on a phone
// and on a desktop; and a toast under a resting pointer still goes after a bounded time.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { TOAST_DURATION_MS, TOAST_HOVER_HOLD_MAX_MS } from '@partilha/domain';
import { createUser, records, serviceListing, type Api, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, SCREENSHOT_DIR, screenshotAt, test, VIEWPORTS } from './fixtures';
import { admin, bookingOf, dayFromToday, listingOf, signInAs, toast } from './support';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function thread(page: Page) {
  return page.getByRole('region', { name: 'Messages' });
}

async function boxOf(page: Page, locator: ReturnType<Page['locator']>): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'element on screen').not.toBeNull();
  return box as Box;
}

async function storedMessages(api: Api, bookingId: string): Promise<string[]> {
  const listed = await api.get(records('booking_messages'), { filter: `booking = "${bookingId}"`, sort: 'created' });
  return (listed.body.items as Array<{ content: string }>).map((message) => message.content);
}

let nextDay = 20;

async function bookingFor(api: Api): Promise<{ renter: TestUser; bookingId: string }> {
  const owner = await createUser(api, { profile: { displayName: 'Tina Owner' } });
  const renter = await createUser(api, { profile: { displayName: 'Toni Renter' } });
  const listing = await listingOf(owner, serviceListing({ title: 'Tile fixing' }));
  nextDay += 2;
  return { renter, bookingId: await bookingOf(renter, listing, [dayFromToday(nextDay)]) };
}

for (const viewport of ['phone', 'desktop'] as const) {
  test(`on a ${viewport}, Send can be clicked again right after the "Message sent" toast`, async ({ page }) => {
    const api = await admin();
    const { renter, bookingId } = await bookingFor(api);
    await page.setViewportSize(VIEWPORTS[viewport]);
    await signInAs(page, renter);
    await page.goto(`/account/bookings/${bookingId}`);
    // On a phone the conversation is the booking page's Messages tab (issue 18).
    if (viewport === 'phone') await page.getByRole('tab', { name: 'Messages' }).click();

    const input = thread(page).getByRole('textbox', { name: 'Message' });
    const send = thread(page).getByRole('button', { name: 'Send' });
    // The composer at the bottom of the screen, where it is while one types.
    await send.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await input.fill('First message');
    await send.click();
    const sent = toast(page, 'Message sent');
    await expect(sent).toBeVisible();

    await input.fill('Second message');
    // Once it has slid in, the toast is on screen under the header and covers neither the
    // composer nor the header's buttons.
    await expect(sent).not.toHaveClass(/bp6-toast-(enter|appear)(-active)?(\s|$)/);
    const toastBox = await boxOf(page, sent);
    const header = await boxOf(page, page.locator('.site-header'));
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(VIEWPORTS[viewport].height);
    expect(overlaps(toastBox, await boxOf(page, send))).toBe(false);
    expect(overlaps(toastBox, await boxOf(page, input))).toBe(false);
    for (const button of await page.locator('.site-header').getByRole('button').all()) {
      if (await button.isVisible()) expect(overlaps(toastBox, await boxOf(page, button))).toBe(false);
    }
    // What one sees while typing: the screen as it is, composer at the bottom, toast at the top.
    await page.screenshot({ path: join(SCREENSHOT_DIR, `booking-message-toast-composer-${viewport}.png`) });
    // With the toast still up, the click reaches Send at once (no waiting for the toast to go).
    await send.click({ timeout: 1000 });
    await expect(thread(page).getByText('Second message')).toBeVisible();
    await expect.poll(() => storedMessages(api, bookingId)).toEqual(['First message', 'Second message']);

    await expectNoAxeViolations(page);
    await screenshotAt(page, 'booking-message-toast', viewport);
  });
}

test('a toast under a resting pointer goes after its duration plus a bounded hold', async ({ page }) => {
  const api = await admin();
  const { renter, bookingId } = await bookingFor(api);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAs(page, renter);
  await page.goto(`/account/bookings/${bookingId}`);

  await thread(page).getByRole('textbox', { name: 'Message' }).fill('Hover me');
  await thread(page).getByRole('button', { name: 'Send' }).click();
  const sent = toast(page, 'Message sent');
  await expect(sent).toBeVisible();
  const shownAt = Date.now();
  await sent.hover();
  // Still there after its own duration while hovered (Blueprint holds it)…
  await page.waitForTimeout(TOAST_DURATION_MS + 500);
  await expect(sent).toBeVisible();
  // …but gone once the hold is over, the pointer still resting on it.
  await expect(sent).toHaveCount(0, { timeout: TOAST_HOVER_HOLD_MAX_MS + 2000 });
  expect(Date.now() - shownAt).toBeLessThan(TOAST_DURATION_MS + TOAST_HOVER_HOLD_MAX_MS + 2000);
});
