// The notification bell in the header over the real server: a booking request reaches the owner's
// bell without a reload, opening it marks it read (on the server) and opens the booking, "9+"
// above nine unread, "Mark all as read", the failure toasts when the browser is offline, and
// another member's notifications never showing. The bell stays in the top bar on a phone.
import type { Page } from '@playwright/test';
import { createUser, records, serviceListing, type Api, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test, VIEWPORTS } from './fixtures';
import { admin, bookingOf, dayFromToday, listingOf, signInAs, toast } from './support';

function bell(page: Page) {
  return page.locator('.site-header').getByRole('button', { name: /^Notifications/ });
}

function badge(page: Page) {
  return page.locator('.site-header .partilha-notification-bell-badge');
}

function panel(page: Page) {
  return page.getByRole('dialog', { name: 'Notifications' });
}

/**
 * Signs `member` in and opens a page; resolves once the bell has its first list, which the live
 * watch fetches only after the server has taken the subscription — so anything created after this
 * arrives over realtime, not with a page load.
 */
async function openSignedIn(page: Page, member: TestUser, path = '/marketplace'): Promise<void> {
  await signInAs(page, member);
  const firstList = page.waitForResponse(
    (response) => response.url().includes('/api/collections/notifications/records') && response.ok(),
  );
  await page.goto(path);
  await firstList;
  await expect(bell(page)).toBeVisible();
}

/** A notification stored by the superuser (members cannot create them). */
async function notificationFor(api: Api, user: TestUser, fields: Record<string, unknown>): Promise<string> {
  const created = await api.post(records('notifications'), {
    user: user.id,
    type: 'new_message',
    read: false,
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.id as string;
}

/** What the server holds for `user`: [content, read] newest first. */
async function storedNotifications(
  api: Api,
  user: TestUser,
): Promise<Array<{ id: string; content: string; read: boolean }>> {
  const listed = await api.get(records('notifications'), {
    filter: `user = "${user.id}"`,
    sort: '-created,-id',
    perPage: 100,
  });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return (listed.body.items as Array<{ id: string; content: string; read: boolean }>).map(({ id, content, read }) => ({
    id,
    content,
    read,
  }));
}

test.describe('notification bell', () => {
  test('a booking request appears without reload; opening it marks it read and opens the booking', async ({ page }) => {
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Olga Owner' } });
    const renter = await createUser(api, { profile: { displayName: 'Rui Renter' } });
    const stranger = await createUser(api, { profile: { displayName: 'Sara Stranger' } });
    const gardenHelp = await listingOf(owner, serviceListing({ title: 'Garden help' }));
    const strangersListing = await listingOf(stranger, serviceListing({ title: 'Piano lessons' }));

    await page.setViewportSize(VIEWPORTS.desktop);
    await openSignedIn(page, owner);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(badge(page)).toHaveCount(0);

    // The stranger's request notifies the stranger only; the owner's arrives live.
    await bookingOf(renter, strangersListing, [dayFromToday(10)]);
    const bookingId = await bookingOf(renter, gardenHelp, [dayFromToday(12)]);
    await expect(badge(page)).toHaveText('1');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    await bell(page).click();
    const items = panel(page).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('New booking request for "Garden help" from Rui Renter');
    await expect(items.first()).toContainText('Just now');
    await expect(panel(page)).not.toContainText('Piano lessons');
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'notifications-open', 'desktop');

    const [stored] = await storedNotifications(api, owner);
    expect(stored).toMatchObject({ read: false });
    await items.first().getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/account/bookings/${bookingId}$`));
    await expect(badge(page)).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect.poll(async () => (await storedNotifications(api, owner))[0]?.read).toBe(true);
    // The stranger's notification is theirs, untouched.
    expect(await storedNotifications(api, stranger)).toEqual([
      expect.objectContaining({ content: 'New booking request for "Piano lessons" from Rui Renter', read: false }),
    ]);
  });

  test('messages of one booking are one notification with the newest text and a count; seeing the conversation reads it', async ({
    page,
  }) => {
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Mona Owner' } });
    const renter = await createUser(api, { profile: { displayName: 'Rui Renter' } });
    const listing = await listingOf(owner, serviceListing({ title: 'Sewing lessons' }));
    const bookingId = await bookingOf(renter, listing, [dayFromToday(14)]);

    await page.setViewportSize(VIEWPORTS.desktop);
    await openSignedIn(page, owner);
    await expect(badge(page)).toHaveText('1');
    for (const content of ['Hello!', 'Do you have a machine?', 'Mine is broken, sorry']) {
      const sent = await renter.api.post(records('booking_messages'), {
        booking: bookingId,
        sender: renter.id,
        content,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    await expect(badge(page)).toHaveText('2');

    await bell(page).click();
    const items = panel(page).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('3 new messages from Rui Renter: Mine is broken, sorry');
    await screenshotAt(page, 'notifications-message-count', 'desktop');
    await page.keyboard.press('Escape');

    // Seeing the conversation marks its message notification read; the request stays unread.
    await page.goto(`/account/bookings/${bookingId}`);
    await expect(page.getByText('Mine is broken, sorry')).toBeVisible();
    await expect(badge(page)).toHaveText('1');
    await expect
      .poll(async () => (await storedNotifications(api, owner)).map(({ content, read }) => [content, read]))
      .toEqual([
        ['3 new messages from Rui Renter: Mine is broken, sorry', true],
        ['New booking request for "Sewing lessons" from Rui Renter', false],
      ]);
    expect(await storedNotifications(api, renter)).toEqual([]);
  });

  test('on a phone the bell stays in the top bar and its panel fits the screen', async ({ page }) => {
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Paula Phone' } });
    const renter = await createUser(api, { profile: { displayName: 'Rita Renter' } });
    const bikeRepairs = await listingOf(owner, serviceListing({ title: 'Bike repairs' }));

    await page.setViewportSize(VIEWPORTS.phone);
    await openSignedIn(page, owner);
    // The other actions live in the menu on a phone; the bell does not.
    await expect(page.locator('.site-header').getByRole('button', { name: 'Create' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

    await bookingOf(renter, bikeRepairs, [dayFromToday(5)]);
    await expect(badge(page)).toHaveText('1');
    await bell(page).click();
    await expect(panel(page).getByRole('listitem')).toHaveCount(1);
    // Measured once the opening animation (a zoom from the bell) has settled.
    await expect
      .poll(async () => {
        const box = await panel(page).boundingBox();
        return box ? { left: box.x >= 0, right: box.x + box.width <= VIEWPORTS.phone.width } : null;
      })
      .toEqual({ left: true, right: true });
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'notifications-open', 'phone');

    // Escape closes the panel; the menu still opens beside the bell.
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(bell(page)).toBeVisible();
  });

  test('more than nine unread read "9+"; "Mark all as read" clears them, and says so when it fails', async ({
    page,
  }) => {
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Nuno Many' } });
    const stranger = await createUser(api, { profile: { displayName: 'Sara Stranger' } });
    for (let n = 1; n <= 10; n += 1) await notificationFor(api, owner, { content: `Message number ${n}` });
    await notificationFor(api, stranger, { content: 'Only for the stranger' });

    await page.setViewportSize(VIEWPORTS.desktop);
    await openSignedIn(page, owner);
    await expect(badge(page)).toHaveText('9+');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 10 unread');
    // One more, live: the count moves without a reload.
    await notificationFor(api, owner, { content: 'Message number 11' });
    await expect(bell(page)).toHaveAccessibleName('Notifications, 11 unread');
    await expect(badge(page)).toHaveText('9+');

    await bell(page).click();
    const items = panel(page).getByRole('listitem');
    await expect(items).toHaveCount(11);
    await expect(items.first()).toContainText('Message number 11');
    await expect(panel(page)).not.toContainText('Only for the stranger');

    // Offline, the batch cannot reach the server: the failure is said and nothing changes.
    await page.context().setOffline(true);
    await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(toast(page, 'Failed to mark all notifications as read')).toBeVisible();
    await expect(badge(page)).toHaveText('9+');
    await page.context().setOffline(false);
    expect((await storedNotifications(api, owner)).filter((n) => !n.read)).toHaveLength(11);

    await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(toast(page, 'All notifications marked as read')).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect((await storedNotifications(api, owner)).filter((n) => !n.read)).toEqual([]);
    expect(await storedNotifications(api, stranger)).toEqual([expect.objectContaining({ read: false })]);
  });

  test('opening a notification offline says "Failed to process notification" and the bell keeps working', async ({
    page,
  }) => {
    const api = await admin();
    const member = await createUser(api, { profile: { displayName: 'Olívia Offline' } });
    await notificationFor(api, member, { type: 'welcome', content: 'Welcome to Partilha' });

    await page.setViewportSize(VIEWPORTS.desktop);
    await openSignedIn(page, member, '/home');
    await expect(badge(page)).toHaveText('1');
    await bell(page).click();
    await page.context().setOffline(true);
    await panel(page)
      .getByRole('button', { name: /Welcome to Partilha/ })
      .click();
    await expect(toast(page, 'Failed to process notification')).toBeVisible();
    // A notification without a booking opens nothing; the page and the bell are still there.
    await expect(page).toHaveURL(/\/home$/);
    await expect(badge(page)).toHaveText('1');
    await page.context().setOffline(false);

    await bell(page).click();
    await panel(page)
      .getByRole('button', { name: /Welcome to Partilha/ })
      .click();
    await expect(badge(page)).toHaveCount(0);
    await expect.poll(async () => (await storedNotifications(api, member))[0]?.read).toBe(true);
  });
});
