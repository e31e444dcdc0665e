// Issue 21's booking job as members meet it: an unanswered request reminds its owner by e-mail
// at 24 h and 48 h (read from the mail catcher; the link opens the booking, where the owner can
// still answer) and expires at 72 h, after which both sides read why on the booking's page. The
// request is aged by moving its requestedAt back as the superuser, then the job is run through its
// superuser route (the e2e server runs it only when asked).
import type { Page } from '@playwright/test';
import { BOOKING_EXPIRED_REASON } from '@partilha/domain';
import { createUser, records, serviceListing, type Api, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, linkFromMail, screenshotAt, test, waitForMail } from './fixtures';
import { admin, bookingOf, listingOf, signInAs, weekdaysFromToday } from './support';

const HOUR = 3_600_000;
const TITLE = 'Aulas de cerâmica';

/** Makes the request `hours` old and runs the job once; what the job did. */
async function ageAndRun(api: Api, bookingId: string, hours: number): Promise<Record<string, number>> {
  const requestedAt = new Date(Date.now() - hours * HOUR).toISOString().replace('T', ' ');
  const aged = await api.patch(records('bookings', bookingId), { requestedAt });
  expect(aged.status, JSON.stringify(aged.body)).toBe(200);
  const run = await api.post('/api/market/booking-timers/run', {});
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  return run.body as Record<string, number>;
}

async function mailsTo(email: string, subject: RegExp): Promise<number> {
  const inbox = (await (await fetch(`${process.env.PARTILHA_E2E_MAIL_URL}/api/messages`)).json()) as {
    to: string[];
    subject: string;
  }[];
  return inbox.filter((mail) => mail.to.includes(email) && subject.test(mail.subject)).length;
}

async function openBooking(page: Page, user: TestUser, url: string): Promise<void> {
  await signInAs(page, user);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

test('an unanswered request reminds its owner twice by e-mail, then expires and says why on both sides', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await admin();
  const owner = await createUser(api, { profile: { displayName: 'Olga Oleira' } });
  const renter = await createUser(api, { profile: { displayName: 'Rita Renter' } });
  const listing = await listingOf(owner, serviceListing({ title: TITLE, price: '20' }));
  const bookingId = await bookingOf(renter, listing, weekdaysFromToday(20, 1));
  const reminder = new RegExp(`^A booking request for "${TITLE}" is waiting for your answer — Partilha$`);

  // 24 h: the first reminder; its link opens the request, which the owner can still answer.
  expect(await ageAndRun(api, bookingId, 24.1)).toMatchObject({ reminded: 1 });
  const first = await waitForMail(owner.email, reminder);
  expect(first.text).toContain(`Rita Renter asked to book "${TITLE}" and is waiting for your answer.`);
  const link = linkFromMail(first, `/account/bookings/${bookingId}`);
  await openBooking(page, owner, link);
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeVisible();
  // The page says by when (72 h after the request was sent).
  await expect(page.getByText(/^If you do not answer by .+, the request expires\.$/)).toBeVisible();

  // 48 h: the second, and only one of each however often the job runs.
  expect(await ageAndRun(api, bookingId, 48.1)).toMatchObject({ reminded: 1 });
  expect(await ageAndRun(api, bookingId, 48.2)).toMatchObject({ reminded: 0 });
  await expect.poll(() => mailsTo(owner.email, reminder)).toBe(2);

  // 72 h: expired, both are told by e-mail, and each reads the reason on the booking's page.
  expect(await ageAndRun(api, bookingId, 72.1)).toMatchObject({ expired: 1 });
  const expired = new RegExp(`^The booking request for "${TITLE}" expired — Partilha$`);
  const renterMail = await waitForMail(renter.email, expired);
  expect(renterMail.text).toContain('the owner did not answer in time');
  await waitForMail(owner.email, expired);

  await page.goto(link);
  const ownerSide = page.getByRole('heading', { name: 'Request expired' }).locator('..');
  await expect(ownerSide).toContainText(`You did not answer this request in time. Reason: ${BOOKING_EXPIRED_REASON}`);
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toHaveCount(0);
  await screenshotAt(page, 'booking/booking-expired-owner', 'desktop');
  await expectNoAxeViolations(page);

  await openBooking(page, renter, linkFromMail(renterMail, `/account/bookings/${bookingId}`));
  await expect(page.getByRole('heading', { name: 'Request expired' }).locator('..')).toContainText(
    `The owner did not answer this request in time. Reason: ${BOOKING_EXPIRED_REASON}`,
  );
  await screenshotAt(page, 'booking/booking-expired-renter', 'phone');
  await expectNoAxeViolations(page);
});
