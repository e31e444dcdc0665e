// Records the console specs look at, made through the real API as the website makes them: members,
// a listing, a booking moved through the booking routes, newsletter sign-ups through the website's
// route. Every title and name carries the spec's run tag, so a search finds only its own rows.
import { createUser, serviceListing, type Api, type TestUser } from '../../support/api-client';
import { expect } from '../fixtures';
import { bookingOf, dayFromToday, listingOf, moveBookingAs } from '../support';
import { serverUrl } from './console-support';

export interface LateCancellation {
  owner: TestUser;
  renter: TestUser;
  listingId: string;
  bookingId: string;
}

/**
 * A booking for today, approved by the owner and then cancelled by the renter with a reason: late,
 * because today 09:00 minus 24 hours has passed (the server decides it, as on the website).
 */
export async function lateCancellation(api: Api, tag: string): Promise<LateCancellation> {
  const owner = await createUser(api, { profile: { displayName: `Olga Owner ${tag}` } });
  const renter = await createUser(api, { profile: { displayName: `Rui Renter ${tag}` } });
  const listingId = await listingOf(owner, serviceListing({ title: `Sofa moving help ${tag}`, price: '30' }));
  const bookingId = await bookingOf(renter, listingId, [dayFromToday(0)]);
  await moveBookingAs(owner, bookingId, 'approved');
  const cancel = await renter.api.post(`/api/market/bookings/${bookingId}/cancel`, { reason: 'plans-changed' });
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  expect(cancel.body).toMatchObject({ isLateCancellation: true });
  return { owner, renter, listingId, bookingId };
}

/** A newsletter sign-up through the website's own route (anyone may sign up); the stored row. */
export async function subscribe(api: Api, email: string): Promise<{ id: string; email: string; created: string }> {
  const response = await fetch(`${serverUrl()}/api/market/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const filter = encodeURIComponent(`email = "${email.replace(/"/g, '\\"')}"`);
  const found = await api.get(`/api/collections/subscriptions/records?filter=${filter}`);
  expect(found.body.items, JSON.stringify(found.body)).toHaveLength(1);
  return found.body.items[0];
}
