import type { Listing, User } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { bookingCardProps, type BookingCardImages } from './booking-card-props';
import { testBooking, testListing, testUser } from './test-bookings';

const images: BookingCardImages = {
  listingThumb: (listing: Listing) => (listing.images[0] ? `thumb:${listing.images[0]}` : ''),
  avatarThumb: (user: User) => (user.avatar ? `avatar:${user.avatar}` : ''),
};

describe('bookingCardProps', () => {
  it('shows the owner to the renter (Bookings I have made)', () => {
    const props = bookingCardProps(testBooking(), 'renter', images);
    expect(props.otherParty).toEqual({ role: 'owner', name: 'Rita Owner', avatarUrl: null });
  });

  it('shows the renter to the owner (requests received), with their photo', () => {
    const props = bookingCardProps(testBooking(), 'owner', images);
    expect(props.otherParty).toEqual({ role: 'renter', name: 'Rui Renter', avatarUrl: 'avatar:rui_abc.png' });
  });

  it('names a person without a display name by first and last name, else by their part', () => {
    const named = testBooking({}, { owner: testUser('owner000000001', { firstName: 'Rita', lastName: 'Sousa' }) });
    expect(bookingCardProps(named, 'renter', images).otherParty.name).toBe('Rita Sousa');
    const nameless = testBooking({}, { owner: testUser('owner000000001'), renter: null });
    expect(bookingCardProps(nameless, 'renter', images).otherParty.name).toBe('Owner');
    expect(bookingCardProps(nameless, 'owner', images).otherParty).toEqual({
      role: 'renter',
      name: 'Renter',
      avatarUrl: null,
    });
  });

  it("carries the booking's dates, hours, total, request date, status and detail path", () => {
    const props = bookingCardProps(testBooking({ status: 'approved' }), 'renter', images);
    expect(props).toMatchObject({
      id: 'booking0000001',
      startDate: '2026-05-04 00:00:00.000Z',
      endDate: '2026-05-05 00:00:00.000Z',
      selectedDates: ['2026-05-04', '2026-05-05'],
      hoursPerDay: 2,
      totalPrice: 60,
      priceFormula: '€15 × 2 h × 2 days = €60',
      requestedAt: '2026-04-28 09:12:00.000Z',
      status: 'approved',
      listingProblem: null,
      href: '/account/bookings/booking0000001',
    });
  });

  it("uses the listing's current title, type and first image when it can be read", () => {
    const listing = testListing({ title: 'Drill', type: 'equipment', images: ['drill_1.png', 'drill_2.png'] });
    const props = bookingCardProps(testBooking({}, { listing }), 'renter', images);
    expect(props).toMatchObject({ listingTitle: 'Drill', listingType: 'equipment', imageUrl: 'thumb:drill_1.png' });
  });

  it('has no picture for a listing without images', () => {
    const props = bookingCardProps(testBooking({}, { listing: testListing({ images: [] }) }), 'renter', images);
    expect(props.imageUrl).toBeNull();
  });

  it.each(['not-found', 'error'] as const)(
    'keeps the title copied onto the booking when the listing is %s',
    (problem) => {
      const props = bookingCardProps(testBooking({}, { listing: null, listingProblem: problem }), 'owner', images);
      expect(props).toMatchObject({
        listingTitle: 'Garden care (as requested)',
        listingType: 'service',
        imageUrl: null,
        listingProblem: problem,
      });
    },
  );

  it('leaves out hours, end date and request date the booking does not have', () => {
    const props = bookingCardProps(testBooking({ hoursPerDay: 0, endDate: '', created: '' }), 'renter', images);
    expect(props).toMatchObject({ hoursPerDay: null, endDate: null, requestedAt: null });
  });
});
