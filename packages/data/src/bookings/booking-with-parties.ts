import { listingSchema, userSchema, type Booking, type Listing, type User } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { followLive } from '../realtime/follow-live';
import { parseBooking } from './parse-records';

/** Why a booking's listing is not shown: deleted (or hidden from the reader), or unreadable. */
export type BookingListingProblem = 'not-found' | 'error';

/**
 * A booking with what its pages show of the listing and the two people. The listing and the
 * people come from the same request (`expand`), so a page is one round trip. A listing that was
 * deleted, or that its owner took off the market, is `null` with the problem named; a person who
 * cannot be read is `null` and the page uses the spec's fallback name.
 */
export interface BookingWithParties {
  booking: Booking;
  listing: Listing | null;
  listingProblem: BookingListingProblem | null;
  renter: User | null;
  owner: User | null;
}

/** The relations a booking page needs, fetched with the booking. */
export const BOOKING_EXPAND = 'listing,renter,owner';

/** Parses a booking record as the server sends it with `expand=listing,renter,owner`. */
export function toBookingWithParties(record: unknown): BookingWithParties {
  const booking = parseBooking(record);
  const expand = (record as { expand?: Record<string, unknown> } | null)?.expand ?? {};
  const person = (value: unknown): User | null => {
    const parsed = value ? userSchema.safeParse(value) : null;
    return parsed?.success ? parsed.data : null;
  };
  let listing: Listing | null = null;
  let listingProblem: BookingListingProblem | null = null;
  if (!booking.listing || !expand.listing) {
    listingProblem = 'not-found';
  } else {
    const parsed = listingSchema.safeParse(expand.listing);
    if (parsed.success) listing = parsed.data;
    else listingProblem = 'error';
  }
  return { booking, listing, listingProblem, renter: person(expand.renter), owner: person(expand.owner) };
}

/** The member's bookings in one role with listing and people, newest first (My Bookings' two tabs). */
export async function listMyBookingsWithParties(
  client: PocketBase,
  userId: string,
  role: 'renter' | 'owner',
): Promise<BookingWithParties[]> {
  const records = await client.collection('bookings').getFullList({
    filter: client.filter(`${role} = {:user}`, { user: userId }),
    sort: '-created,-id',
    expand: BOOKING_EXPAND,
    batch: 200,
  });
  return records.map(toBookingWithParties);
}

/** One booking with listing and people; rejects with 404 when it does not exist or the caller is not a party. */
export async function getBookingWithParties(client: PocketBase, id: string): Promise<BookingWithParties> {
  return toBookingWithParties(await client.collection('bookings').getOne(id, { expand: BOOKING_EXPAND }));
}

/**
 * Follows one booking live: calls `onChange` with the booking as it is now, then after every
 * change made by either party (status, details, cancellation). Resolves to the unsubscribe function.
 */
export async function watchBooking(
  client: PocketBase,
  id: string,
  onChange: (booking: BookingWithParties) => void,
  onError: (error: unknown) => void = () => undefined,
): Promise<() => Promise<void>> {
  return followLive(
    client,
    (onEvent) => client.collection('bookings').subscribe(id, onEvent),
    () => getBookingWithParties(client, id),
    onChange,
    onError,
  );
}
