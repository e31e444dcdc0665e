/**
 * Shared set-up of the booking route tests (tests/api/bookings-*.test.ts): the routes, an owner
 * with a listing, days in the future, and readers of what the server stored.
 */
import { addDays, lisbonIsoDate } from '@partilha/domain';
import { expect } from 'vitest';
import {
  createListing,
  createUser,
  records,
  serviceListing,
  type Api,
  type ApiResponse,
  type Json,
  type TestUser,
} from '../support/api-client';

export const BOOKINGS_ROUTE = '/api/market/bookings';

export function statusRoute(bookingId: string): string {
  return `${BOOKINGS_ROUTE}/${bookingId}/status`;
}

export function detailsRoute(bookingId: string): string {
  return `${BOOKINGS_ROUTE}/${bookingId}/details`;
}

export function cancelRoute(bookingId: string): string {
  return `${BOOKINGS_ROUTE}/${bookingId}/cancel`;
}

export function availabilityRoute(listingId: string): string {
  return `/api/market/listings/${listingId}/availability`;
}

/** The day `offset` days after today in Lisbon (the server's "today" on the real clock). */
export function dayFromToday(offset: number): string {
  return addDays(lisbonIsoDate(new Date()), offset);
}

/** `count` consecutive days starting `offset` days from today. */
export function daysFromToday(offset: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => dayFromToday(offset + index));
}

/** A listing of `owner` (service at 25 €/h unless overridden), created through the API. */
export async function listingOf(owner: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await createListing(owner.api, serviceListing(overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.id as string;
}

/** A booking request through the route; fails the test unless it is accepted. */
export async function requestBooking(
  renter: TestUser,
  listingId: string,
  selectedDates: string[],
  extra: Record<string, unknown> = {},
): Promise<Json> {
  const response = await renter.api.post(BOOKINGS_ROUTE, { listingId, selectedDates, hoursPerDay: 2, ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** Moves a booking through the route; fails the test unless the change is accepted. */
export async function moveBooking(actor: TestUser, bookingId: string, status: string): Promise<Json> {
  const response = await actor.api.post(statusRoute(bookingId), { status });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** The booking as stored (read by the superuser). */
export async function storedBooking(admin: Api, bookingId: string): Promise<Json> {
  return (await admin.get(records('bookings', bookingId))).body;
}

/** Days of booked_days rows of a listing, sorted (read as a guest: availability is public). */
export async function bookedDays(api: Api, listingId: string): Promise<string[]> {
  const { body } = await api.get(records('booked_days'), { filter: `listing = "${listingId}"`, perPage: 500 });
  return (body.items as { day: string }[]).map((item) => item.day).sort();
}

/** The notifications of a user about a booking, oldest first. */
export async function notificationsAbout(user: TestUser, bookingId: string): Promise<Json[]> {
  const { body } = await user.api.get(records('notifications'), {
    filter: `booking = "${bookingId}"`,
    sort: 'created',
    perPage: 100,
  });
  return body.items as Json[];
}

/** An error answer: the status and the spec's text at top level, word for word. */
export function expectRefusal(response: ApiResponse, status: number, message: string): void {
  expect({ status: response.status, message: response.body?.message }).toEqual({ status, message });
}

/** Three people: an owner with a listing, a renter and a stranger. */
export async function bookingParties(admin: Api): Promise<{ owner: TestUser; renter: TestUser; stranger: TestUser }> {
  const [owner, renter, stranger] = await Promise.all([
    createUser(admin, { profile: { displayName: 'Olga Owner' } }),
    createUser(admin, { profile: { displayName: 'Rui Renter' } }),
    createUser(admin, { profile: { displayName: 'Sara Stranger' } }),
  ]);
  return { owner, renter, stranger };
}
