// A booking e-mail as it reaches the mail catcher, opened in the browser (issue 17): Partilha's
// name and colours, the listing, dates, hours, price and note shown as text even when they hold
// HTML, and the button's link opens the booking for its recipient.
import AxeBuilder from '@axe-core/playwright';
import { formatEuros } from '@partilha/domain';
import { createUser, serviceListing } from '../support/api-client';
import { expect, linkFromMail, screenshotAt, test, waitForMail } from './fixtures';
import { admin, bookingOf, dayFromToday, listingOf, signInAs } from './support';

test('the booking request e-mail shows the booking in Partilha’s layout and links to it', async ({ page }) => {
  const api = await admin();
  const owner = await createUser(api, { profile: { displayName: 'Olivia Owner' } });
  const renter = await createUser(api, { profile: { displayName: 'Rafa Renter' } });
  const title = 'Drums & <bass> lessons';
  const note = 'I play <b>loud</b> & proud';
  const listing = await listingOf(owner, serviceListing({ title, price: '22.5' }));
  const bookingId = await bookingOf(renter, listing, [dayFromToday(30), dayFromToday(31)], {
    notes: note,
    hoursPerDay: 3,
  });

  const mail = await waitForMail(owner.email, /^New booking request for "Drums & <bass> lessons" — Partilha$/);
  expect(mail.text).toContain(`Note: ${note}`);
  expect(mail.text).toContain('Hours per day: 3 hours');
  expect(mail.text).toContain(`Total price: ${formatEuros(22.5 * 3 * 2)}`);

  await page.setContent(mail.html);
  const body = page.locator('body');
  await expect(body).toContainText('Rafa Renter would like to book "Drums & <bass> lessons".');
  await expect(page.locator('tr', { hasText: 'Listing' }).last()).toContainText(title);
  await expect(page.locator('tr', { hasText: 'Hours per day' }).last()).toContainText('3 hours');
  await expect(page.locator('tr', { hasText: 'Total price' }).last()).toContainText(formatEuros(135));
  await expect(page.locator('tr', { hasText: 'Note' }).last()).toContainText(note);
  await expect(page.locator('b')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Review the request' })).toHaveCSS(
    'background-color',
    'rgb(31, 111, 92)',
  );
  // An e-mail is not a web page: no landmarks or level-one heading (mail clients drop them), the rest applies.
  const axe = await new AxeBuilder({ page })
    .disableRules(['landmark-one-main', 'page-has-heading-one', 'region'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await screenshotAt(page, 'booking-request-email', 'phone');
  await screenshotAt(page, 'booking-request-email', 'desktop');

  await signInAs(page, owner);
  await page.goto(linkFromMail(mail, `/account/bookings/${bookingId}`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
