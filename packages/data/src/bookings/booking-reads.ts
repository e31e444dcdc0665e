import type { Booking } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { parseBooking } from './parse-records';

/** The member's bookings in one role, newest first (My Bookings' two lists). */
export async function listMyBookings(client: PocketBase, userId: string, role: 'renter' | 'owner'): Promise<Booking[]> {
  const records = await client.collection('bookings').getFullList({
    filter: client.filter(`${role} = {:user}`, { user: userId }),
    sort: '-created,-id',
    batch: 200,
  });
  return records.map(parseBooking);
}

/** One booking; rejects with 404 when it does not exist or the caller is not one of its parties. */
export async function getBooking(client: PocketBase, id: string): Promise<Booking> {
  return parseBooking(await client.collection('bookings').getOne(id));
}
