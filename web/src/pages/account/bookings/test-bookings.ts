// Bookings as the data layer hands them to My Bookings, for the tests of this folder.
import type { BookingWithParties } from '@partilha/data';
import { bookingSchema, listingSchema, userSchema, type Booking, type Listing, type User } from '@partilha/domain';

export function testUser(id: string, fields: Partial<User> = {}): User {
  return userSchema.parse({ id, ...fields });
}

export function testListing(fields: Partial<Listing> = {}): Listing {
  return listingSchema.parse({
    id: 'listing0000001',
    owner: 'owner000000001',
    type: 'service',
    title: 'Garden care',
    price: 15,
    images: ['garden_abc.png'],
    ...fields,
  });
}

/** Rita (owner) and Rui (renter), a two-day booking of her garden care, requested on 28 April. */
export function testBooking(
  booking: Partial<Booking> = {},
  parts: Partial<Omit<BookingWithParties, 'booking'>> = {},
): BookingWithParties {
  return {
    booking: bookingSchema.parse({
      id: 'booking0000001',
      listing: 'listing0000001',
      listingType: 'service',
      listingTitle: 'Garden care (as requested)',
      renter: 'renter00000001',
      owner: 'owner000000001',
      totalPrice: 60,
      startDate: '2026-05-04 00:00:00.000Z',
      endDate: '2026-05-05 00:00:00.000Z',
      selectedDates: ['2026-05-04', '2026-05-05'],
      hoursPerDay: 2,
      status: 'pending',
      created: '2026-04-28 09:12:00.000Z',
      ...booking,
    }),
    listing: testListing(),
    listingProblem: null,
    renter: testUser('renter00000001', { displayName: 'Rui Renter', avatar: 'rui_abc.png' }),
    owner: testUser('owner000000001', { displayName: 'Rita Owner' }),
    ...parts,
  };
}
