// Settings → Calendar (issue 21): a member creates their private calendar address, a calendar app
// (here the browser's request) reads the bookings from it as iCalendar, a new address stops the
// old one at once, and "Turn off" stops it altogether.
import { createUser, serviceListing } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';
import { admin, bookingOf, listingOf, moveBookingAs, signInAs, toast, weekdaysFromToday } from './support';

test('a member turns on, renews and turns off their private calendar address', async ({ page }) => {
  const api = await admin();
  const owner = await createUser(api, { profile: { displayName: 'Olga Owner' } });
  const renter = await createUser(api, { profile: { displayName: 'Rita Renter' } });
  const listing = await listingOf(owner, serviceListing({ title: 'Aulas de guitarra', price: '15' }));
  const bookingId = await bookingOf(renter, listing, weekdaysFromToday(10, 1));
  await moveBookingAs(owner, bookingId, 'approved');

  await signInAs(page, owner);
  await page.goto('/account/settings');
  const card = page.getByRole('region', { name: 'Calendar' });
  await expect(card).toContainText('Your calendar address is off.');
  await card.getByRole('button', { name: 'Create a calendar address' }).click();
  await expect(toast(page, 'Your new calendar address is ready.')).toBeVisible();
  const field = card.getByLabel('Your private calendar address');
  await expect(field).toHaveValue(/\/api\/market\/calendar\/[A-Za-z0-9]{40}\.ics$/);
  await expect(card).toContainText('Aulas de guitarra');
  await screenshotAt(page, 'settings-calendar', 'phone');
  await expectNoAxeViolations(page);

  const first = await field.inputValue();
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('SUMMARY:Aulas de guitarra — booked by Rita Renter');

  await card.getByRole('button', { name: 'Make a new address' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('The old address stops working at once');
  await confirm.getByRole('button', { name: 'Make a new address' }).click();
  await expect(field).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(404);
  const second = await field.inputValue();
  expect((await page.request.get(second)).status()).toBe(200);

  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card).toContainText('Your calendar address is off.');
  expect((await page.request.get(second)).status()).toBe(404);
});
