// What the e2e specs share beyond the fixtures: the server's superuser, a member's session put
// into the browser, listings created through the API, real pictures to upload, and the toasts.
import type { Browser, Locator, Page } from '@playwright/test';
import { addDays, lisbonIsoDate, parseIsoDate, weekdayOf } from '@partilha/domain';
import { PNG } from 'pngjs';
import { createListing, pngFile, records, superuserApi, type Api, type TestUser } from '../support/api-client';
import { e2eSuperuser, expect } from './fixtures';

/** A page of its own (own cookies and storage) with `user` signed in, for flows between two people. */
export async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, user);
  return page;
}

/** The e2e server's superuser, signed in: creates members and reads what the server stored. */
export async function admin(): Promise<Api> {
  return superuserApi({ url: process.env.PARTILHA_E2E_URL ?? '', superuser: e2eSuperuser() });
}

/** Puts an API session into the browser the way the website keeps it (PocketBase's local auth store). */
export async function signInAs(page: Page, user: TestUser): Promise<void> {
  // Outside the app: a running app refreshing the previous session cannot overwrite this one.
  await page.goto('/api/health');
  await page.evaluate(
    (session) => localStorage.setItem('partilha_auth', session),
    JSON.stringify({ token: user.token, record: user.record }),
  );
}

/** A listing created through the API as `owner`, with a tiny PNG under each image name; its id. */
export async function listingOf(
  owner: TestUser,
  fields: Record<string, unknown>,
  imageNames: readonly string[] = [],
): Promise<string> {
  const created = await createListing(
    owner.api,
    fields,
    imageNames.map((name) => pngFile(name)),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.id as string;
}

/** A file as Playwright's setInputFiles takes it. */
export interface FileUpload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PNG: a coloured field crossed by a lighter band, so thumbnails are told apart. */
export function painted(name: string, width: number, height: number, [r, g, b]: [number, number, number]): FileUpload {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const band = Math.abs(x / width - y / height) < 0.12;
      png.data[i] = band ? 255 : r;
      png.data[i + 1] = band ? 236 : g;
      png.data[i + 2] = band ? 180 : b;
      png.data[i + 3] = 255;
    }
  }
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

/**
 * Holds the page's requests to `url` (they still go to the real server) until the returned
 * function is called: to see a loading state before the answer arrives.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The Blueprint toast that says `text`. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.bp6-toast').filter({ hasText: text });
}

/** The day `offset` days from today in Lisbon ("YYYY-MM-DD"), the calendar the server books by. */
export function dayFromToday(offset: number): string {
  return addDays(lisbonIsoDate(new Date()), offset);
}

/**
 * `count` Monday-to-Friday days from `offset` days ahead on, skipping weekends: test service
 * listings are not available on Saturdays and Sundays (`createWizardAvailability`), so their
 * calendars grey those days out.
 */
export function weekdaysFromToday(offset: number, count: number): string[] {
  const days: string[] = [];
  for (let day = dayFromToday(offset); days.length < count; day = addDays(day, 1)) {
    const parsed = parseIsoDate(day);
    const weekday = parsed ? weekdayOf(parsed) : 0;
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
}

/** A booking request through the server's route as `renter` (2 hours a day unless overridden); its id. */
export async function bookingOf(
  renter: TestUser,
  listingId: string,
  selectedDates: readonly string[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await renter.api.post('/api/market/bookings', {
    listingId,
    selectedDates,
    hoursPerDay: 2,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
}

/** Moves a booking through the server's status route as `actor`; fails unless the change is accepted. */
export async function moveBookingAs(actor: TestUser, bookingId: string, status: string): Promise<void> {
  const response = await actor.api.post(`/api/market/bookings/${bookingId}/status`, { status });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/**
 * When a completed booking of a test was completed, if the test wants its reviews public at once:
 * long enough ago that the blind period (14 days, issue 21) is over. Stored as PocketBase stores dates.
 */
export const COMPLETED_LONG_AGO = '2020-01-01 10:00:00.000Z';

/**
 * Moves a completed booking's completion back past the blind period (as the superuser: bookings
 * are written by the server only), so a review of it is published as soon as it is written.
 */
export async function completedLongAgo(bookingId: string, api?: Api): Promise<void> {
  const superuser = api ?? (await admin());
  const response = await superuser.patch(records('bookings', bookingId), { completedAt: COMPLETED_LONG_AGO });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** Sends the listing page's booking request and waits for its page to open; the new booking's id. */
export async function sendBookingRequest(page: Page): Promise<string> {
  const form = page.getByRole('region', { name: 'Request a booking' });
  await form.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(toast(page, 'Booking request sent successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/bookings\/\w+$/);
  return page.url().split('/').pop() ?? '';
}

/** Moves the booking calendar forward month by month to `day` ("YYYY-MM-DD"); its button. */
export async function showDay(page: Page, day: string): Promise<Locator> {
  const button = page.locator(`[data-day="${day}"]`);
  // The calendar opens on this month; wait for it before deciding to move on.
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  for (let month = 0; month < 13 && !(await button.isVisible()); month += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  return button;
}

/** Clicks `day` ("YYYY-MM-DD") in the booking calendar, moving forward month by month to it. */
export async function pickDay(page: Page, day: string): Promise<void> {
  const button = await showDay(page, day);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}
