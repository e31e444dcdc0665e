// A booking from both sides at once, over the real server: the renter requests on the listing
// page, the owner is told live and opens it from the bell, they message each other in realtime,
// the renter edits the details (negotiating), the owner confirms (the days close for everyone
// else) and completes; the e-mails' links open the booking. Then a late cancellation.
import type { Page } from '@playwright/test';
import { AMOUNT_MESSAGES } from '@partilha/domain';
import { createUser, serviceListing } from '../support/api-client';
import { expect, expectNoAxeViolations, linkFromMail, screenshotAt, test, waitForMail } from './fixtures';
import {
  admin,
  bookingOf,
  dayFromToday,
  listingOf,
  moveBookingAs,
  pickDay,
  sendBookingRequest,
  showDay,
  signedInPage,
  signInAs,
  toast,
} from './support';

/** The status badge beside the booking's title. */
function statusOf(page: Page, label: string) {
  return page.locator('.booking-detail__header').getByText(label, { exact: true });
}

/**
 * The booking's conversation. On a phone it is the booking page's Messages tab (issue 18), hidden
 * while Details is open: its content is checked either way, and `say` opens the tab to write.
 */
function thread(page: Page) {
  return page.getByRole('region', { name: 'Messages', includeHidden: true });
}

/** On a phone the booking page shows the booking or its conversation: open one (nothing to do on wider screens). */
async function showTab(page: Page, name: 'Details' | 'Messages'): Promise<void> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  if ((await tab.count()) > 0) await tab.click();
}

async function say(page: Page, text: string): Promise<void> {
  await showTab(page, 'Messages');
  await thread(page).getByRole('textbox', { name: 'Message' }).fill(text);
  await thread(page).getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Message sent')).toBeVisible();
  await showTab(page, 'Details');
}

test.describe('a booking between two people', () => {
  test('request, live notice, messages, negotiation, confirmation and completion', async ({ browser }) => {
    test.slow();
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Olga Owner' } });
    const renter = await createUser(api, { profile: { displayName: 'Rui Renter' } });
    const third = await createUser(api, { profile: { displayName: 'Tiago Third' } });
    const listingId = await listingOf(owner, serviceListing({ title: 'Garden tidy-up', price: '25' }));
    // From today: a booking can be completed from its first day on (issue 17).
    const days = [dayFromToday(0), dayFromToday(1)];

    const ownerPage = await signedInPage(browser, owner);
    await ownerPage.goto('/account/dashboard');
    await expect(ownerPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // The renter asks for two days, three hours each: 25 € × 2 × 3.
    const renterPage = await signedInPage(browser, renter);
    await renterPage.goto(`/marketplace/services/${listingId}`);
    const form = renterPage.getByRole('region', { name: 'Request a booking' });
    for (const day of days) await pickDay(renterPage, day);
    await form.getByLabel('Hours per day').selectOption('3');
    await form.getByLabel('Notes').fill('Back garden, please bring gloves');
    await expect(form).toContainText('2 days');
    await expect(form).toContainText('€25 × 3 h × 2 days = €150');
    await expect(form.getByRole('button', { name: 'Send Booking Request' })).toBeEnabled();
    await screenshotAt(renterPage, 'booking-form-filled', 'desktop');
    await screenshotAt(renterPage, 'booking-form-filled', 'phone');
    await expectNoAxeViolations(renterPage);
    const bookingId = await sendBookingRequest(renterPage);
    await expect(renterPage.getByRole('heading', { level: 1, name: 'Garden tidy-up' })).toBeVisible();
    await expect(statusOf(renterPage, 'Pending')).toBeVisible();
    await expect(renterPage.getByRole('button', { name: 'Cancel Request' })).toBeVisible();
    await expect(renterPage.getByRole('button', { name: 'Confirm Booking' })).toHaveCount(0);

    // The owner sees the request arrive without reloading, and opens it from the bell.
    const bell = ownerPage.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    await ownerPage
      .getByRole('button', { name: /Rui Renter/ })
      .first()
      .click();
    await expect(ownerPage).toHaveURL(new RegExp(`/account/bookings/${bookingId}$`));
    await expect(ownerPage.getByRole('group', { name: 'Respond to this request' })).toBeVisible();
    await expect(ownerPage.getByText('Booking requester')).toBeVisible();
    await expect(ownerPage.getByRole('link', { name: 'Rui Renter' })).toHaveAttribute('href', `/profile/${renter.id}`);
    await expect(ownerPage.getByText('€150', { exact: true })).toBeVisible();
    await expect(ownerPage.getByText('€25 × 3 h × 2 days = €150')).toBeVisible();
    await screenshotAt(ownerPage, 'booking-detail-pending-owner', 'desktop');
    await screenshotAt(ownerPage, 'booking-detail-pending-owner', 'phone');
    await expectNoAxeViolations(ownerPage);

    // The request e-mail's link opens the booking.
    const requestMail = await waitForMail(owner.email, /New booking request for "Garden tidy-up"/);
    await ownerPage.goto(linkFromMail(requestMail, `/account/bookings/${bookingId}`));
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Garden tidy-up' })).toBeVisible();

    // Messages both ways, each appearing on the other screen without a reload.
    await say(renterPage, 'Hello Olga, is 9 o’clock fine?');
    await expect(thread(ownerPage)).toContainText('Hello Olga, is 9 o’clock fine?');
    await say(ownerPage, 'Yes, see you then.');
    // On a phone the renter reads it on the Messages tab (issue 18): seeing the conversation reads it.
    await showTab(renterPage, 'Messages');
    await expect(thread(renterPage)).toContainText('Yes, see you then.');
    await expect.poll(async () => unreadMessagesOf(bookingId), { timeout: 10_000 }).toBe(0);
    await showTab(renterPage, 'Details');

    // The renter changes the hours: negotiating, repriced by the server, noted in the thread.
    await renterPage.getByRole('button', { name: 'Edit Details' }).click();
    const editor = renterPage.getByRole('dialog', { name: 'Edit Booking Details' });
    await expect(editor.getByLabel('Total price (€)')).toHaveAttribute('readonly', '');
    await editor.getByRole('slider').focus();
    await renterPage.keyboard.press('ArrowRight');
    await expect(editor).toContainText('4 hours');
    await expect(editor).toContainText('With these details: €200');
    await screenshotAt(renterPage, 'booking-edit-dialog', 'phone');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(renterPage, 'Booking details updated successfully')).toBeVisible();
    await expect(statusOf(renterPage, 'Negotiating')).toBeVisible();
    await expect(thread(renterPage)).toContainText('Booking details were updated by the renter.');
    await expect(statusOf(ownerPage, 'Negotiating')).toBeVisible();
    await expect(ownerPage.getByText('€200', { exact: true })).toBeVisible();

    // The owner agrees on a price of their own, then confirms.
    await ownerPage.getByRole('button', { name: 'Edit Details' }).click();
    const ownerEditor = ownerPage.getByRole('dialog', { name: 'Edit Booking Details' });
    // Typed the Portuguese way (issue 17): "1.800" reads two ways and is refused, kept as typed.
    const ownerPrice = ownerEditor.getByLabel('Total price (€)');
    await ownerPrice.fill('1.800');
    await ownerEditor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(ownerEditor).toContainText(AMOUNT_MESSAGES.ambiguous);
    await expect(ownerPrice).toHaveValue('1.800');
    await screenshotAt(ownerPage, 'booking-edit-price-refused', 'desktop');
    await screenshotAt(ownerPage, 'booking-edit-price-refused', 'phone');
    await expectNoAxeViolations(ownerPage);
    await ownerPrice.fill('180,50');
    await ownerEditor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(ownerPage, 'Booking details updated successfully')).toBeVisible();
    await expect(renterPage.getByText('€180.50', { exact: true })).toBeVisible();
    await ownerPage.getByRole('button', { name: 'Confirm Booking' }).click();
    const confirm = ownerPage.getByRole('alertdialog');
    await expect(confirm).toContainText('Confirm this booking?');
    await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(toast(ownerPage, 'Booking request approved successfully')).toBeVisible();
    await expect(statusOf(ownerPage, 'Confirmed')).toBeVisible();
    await expect(statusOf(renterPage, 'Confirmed')).toBeVisible();
    await expect(renterPage.getByRole('button', { name: 'Cancel Booking' })).toBeVisible();
    await screenshotAt(renterPage, 'booking-detail-confirmed-renter', 'desktop');
    await screenshotAt(renterPage, 'booking-detail-confirmed-renter', 'phone');

    // Someone else can no longer pick those days.
    const thirdPage = await signedInPage(browser, third);
    await thirdPage.goto(`/marketplace/services/${listingId}`);
    for (const day of days) {
      const button = await showDay(thirdPage, day);
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAttribute('aria-label', /unavailable/);
    }
    // …and cannot open the booking.
    await thirdPage.goto(`/account/bookings/${bookingId}`);
    await expect(toast(thirdPage, 'Booking not found')).toBeVisible();
    await expect(thirdPage).toHaveURL(/\/account\/bookings$/);

    // The confirmation e-mail's link opens the booking for the renter.
    const approvedMail = await waitForMail(renter.email, /Your booking for "Garden tidy-up" is confirmed/);
    await renterPage.goto(linkFromMail(approvedMail, `/account/bookings/${bookingId}`));
    await expect(statusOf(renterPage, 'Confirmed')).toBeVisible();

    await ownerPage.getByRole('button', { name: 'Mark as Completed' }).click();
    await ownerPage.getByRole('alertdialog').getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(toast(ownerPage, 'Booking marked as completed')).toBeVisible();
    await expect(statusOf(renterPage, 'Completed')).toBeVisible();
    await expect(ownerPage.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);
    await expect(renterPage.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
    await screenshotAt(ownerPage, 'booking-detail-completed-owner', 'desktop');
    await expectNoAxeViolations(ownerPage);
    const completedMail = await waitForMail(renter.email, /Your booking for "Garden tidy-up" is completed/);
    expect(linkFromMail(completedMail, `/account/bookings/${bookingId}`)).toBeTruthy();
  });

  test('a late cancellation by the renter shows the warning and closes the thread', async ({ page }) => {
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Olga Owner' } });
    const renter = await createUser(api, { profile: { displayName: 'Rui Renter' } });
    const listingId = await listingOf(owner, serviceListing({ title: 'Sofa moving help', price: '30' }));
    // Today's booking is always late: 09:00 today minus 24 hours has passed.
    const bookingId = await bookingOf(renter, listingId, [dayFromToday(0)]);
    await moveBookingAs(owner, bookingId, 'approved');

    await signInAs(page, renter);
    await page.goto(`/account/bookings/${bookingId}`);
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(dialog).toContainText('Please select a reason for cancellation');
    await dialog.getByLabel('Reason for cancellation').selectOption('Other');
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(dialog).toContainText('Please provide a reason for cancellation');
    await dialog.getByLabel('Please describe the reason').fill('My van broke down');
    await screenshotAt(page, 'booking-cancel-dialog', 'phone');
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();

    const warning = toast(page, 'This was a late cancellation');
    await expect(warning).toBeVisible();
    const shownAt = Date.now();
    await expect(statusOf(page, 'Cancelled')).toBeVisible();
    await expect(page.getByText('Reason: My van broke down.')).toBeVisible();
    await expect(thread(page).getByRole('textbox', { name: 'Message', includeHidden: true })).toHaveAttribute(
      'placeholder',
      "You can't send messages for cancelled or rejected bookings.",
    );
    // The warning stays 6 seconds, longer than the usual 4.
    await page.waitForTimeout(Math.max(0, shownAt + 5_000 - Date.now()));
    await expect(warning).toBeVisible();
    await screenshotAt(page, 'booking-detail-cancelled-renter', 'desktop');
    await screenshotAt(page, 'booking-detail-cancelled-renter', 'phone');
    await expectNoAxeViolations(page);

    const stored = (await api.get(`/api/collections/bookings/records/${bookingId}`)).body;
    expect(stored).toMatchObject({ status: 'cancelled', isLateCancellation: true, cancelledBy: renter.id });
    const counts = (await api.get(`/api/collections/users/records/${renter.id}`)).body;
    expect(counts).toMatchObject({ totalCancellations: 1, lateCancellations: 1 });
  });

  test('the booking page in every status, from the side that acts on it', async ({ page }) => {
    test.slow();
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Olga Owner' } });
    const renter = await createUser(api, { profile: { displayName: 'Rui Renter' } });
    const listingId = await listingOf(owner, serviceListing({ title: 'Bike repair', price: '20' }));
    const booking = (offset: number) => bookingOf(renter, listingId, [dayFromToday(offset), dayFromToday(offset + 1)]);

    const negotiating = await booking(10);
    const edited = await renter.api.post(`/api/market/bookings/${negotiating}/details`, {
      notes: 'Can we start at 10?',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const rejected = await booking(12);
    await moveBookingAs(owner, rejected, 'rejected');
    const cancelled = await booking(14);
    const cancel = await renter.api.post(`/api/market/bookings/${cancelled}/cancel`, { reason: 'plans-changed' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    // Today: a booking can be completed from its first day on (issue 17).
    const completed = await booking(0);
    await moveBookingAs(owner, completed, 'approved');
    await moveBookingAs(owner, completed, 'completed');

    const cases = [
      { id: negotiating, viewer: owner, status: 'Negotiating', buttons: ['Confirm Booking', 'Reject', 'Edit Details'] },
      { id: negotiating, viewer: renter, status: 'Negotiating', buttons: ['Edit Details', 'Cancel Request'] },
      { id: rejected, viewer: renter, status: 'Rejected', buttons: [] },
      { id: cancelled, viewer: owner, status: 'Cancelled', buttons: [] },
      { id: completed, viewer: renter, status: 'Completed', buttons: [] },
    ];
    const allButtons = [
      'Confirm Booking',
      'Reject',
      'Edit Details',
      'Mark as Completed',
      'Cancel Request',
      'Cancel Booking',
    ];
    for (const { id, viewer, status, buttons } of cases) {
      await signInAs(page, viewer);
      await page.goto(`/account/bookings/${id}`);
      await expect(statusOf(page, status)).toBeVisible();
      for (const name of allButtons) {
        await expect(page.getByRole('button', { name, exact: true })).toHaveCount(buttons.includes(name) ? 1 : 0);
      }
      const input = thread(page).getByRole('textbox', { name: 'Message', includeHidden: true });
      if (status === 'Rejected' || status === 'Cancelled') await expect(input).toBeDisabled();
      else await expect(input).toBeEnabled();
      const name = `booking-detail-${status.toLowerCase()}-${viewer === owner ? 'owner' : 'renter'}`;
      await screenshotAt(page, name, 'desktop');
      await screenshotAt(page, name, 'phone');
      await expectNoAxeViolations(page);
    }
    await signInAs(page, owner);
    await page.goto(`/account/bookings/${cancelled}`);
    await expect(page.getByText('The renter cancelled')).toBeVisible();
    await expect(page.getByText('Reason: Plans changed.')).toBeVisible();
  });
});

async function unreadMessagesOf(bookingId: string): Promise<number> {
  const api = await admin();
  const list = await api.get(
    `/api/collections/booking_messages/records?filter=${encodeURIComponent(`booking="${bookingId}" && read=false`)}`,
  );
  return list.body.totalItems as number;
}
