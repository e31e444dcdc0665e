import type { Booking, BookingStatus } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { parseBooking } from './parse-records';

/** A booking request as the form sends it; the server prices it (a client total is ignored). */
export interface BookingRequest {
  listingId: string;
  /** Days as YYYY-MM-DD. */
  selectedDates: readonly string[];
  hoursPerDay: number;
  notes: string;
}

/** What the Edit Booking Details dialog may change; `totalPrice` counts only from the owner. */
export interface BookingDetailsChange {
  selectedDates?: readonly string[];
  startDate?: string;
  endDate?: string;
  hoursPerDay?: number;
  totalPrice?: number;
  notes?: string;
}

export interface CancelBookingInput {
  /** A reason value of the cancel dialog, e.g. `plans-changed`, or `other` with `otherReason`. */
  reason: string;
  otherReason?: string;
}

export interface ListingAvailability {
  /** Days the calendar disables: owner-blocked, pending and approved bookings. */
  unavailableDates: string[];
  /** Days a new request is refused for: owner-blocked and approved. */
  bookedDates: string[];
}

function post<T>(client: PocketBase, path: string, body: unknown): Promise<T> {
  return client.send<T>(path, { method: 'POST', body });
}

const bookingPath = (id: string, action: string) => `/api/market/bookings/${encodeURIComponent(id)}/${action}`;

/** `POST /api/market/bookings`: rejects with the server's message (e.g. the unavailable dates). */
export async function requestBooking(client: PocketBase, request: BookingRequest): Promise<Booking> {
  return parseBooking(await post(client, '/api/market/bookings', request));
}

/** A status change of the spec's transition table; the server decides the caller's role. */
export async function changeBookingStatus(
  client: PocketBase,
  id: string,
  status: BookingStatus,
  /** A rejection's optional reason, shown to the renter; left out when empty. */
  reason?: string,
): Promise<Booking> {
  const body = reason ? { status, reason } : { status };
  return parseBooking(await post(client, bookingPath(id, 'status'), body));
}

export async function updateBookingDetails(
  client: PocketBase,
  id: string,
  change: BookingDetailsChange,
): Promise<Booking> {
  return parseBooking(await post(client, bookingPath(id, 'details'), change));
}

/** Cancels; `isLateCancellation` is the server's verdict by its own clock. */
export async function cancelBooking(
  client: PocketBase,
  id: string,
  input: CancelBookingInput,
): Promise<{ isLateCancellation: boolean; booking: Booking }> {
  const body = await post<{ isLateCancellation?: unknown; booking?: unknown }>(
    client,
    bookingPath(id, 'cancel'),
    input,
  );
  return { isLateCancellation: body.isLateCancellation === true, booking: parseBooking(body.booking) };
}

/** The listing's taken days between two YYYY-MM-DD dates (at most 366 days apart). */
export async function fetchListingAvailability(
  client: PocketBase,
  listingId: string,
  range: { from: string; to: string },
): Promise<ListingAvailability> {
  const body = await client.send<{ unavailableDates?: unknown; bookedDates?: unknown }>(
    `/api/market/listings/${encodeURIComponent(listingId)}/availability`,
    { method: 'GET', query: range },
  );
  const days = (value: unknown) =>
    Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
  return { unavailableDates: days(body.unavailableDates), bookedDates: days(body.bookedDates) };
}
