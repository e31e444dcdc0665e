import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './booking';
import { canEditBookingDetails, canOverrideBookingPrice, checkBookingDetailsEdit } from './booking-details-edit';
import { detailsUpdatedThreadMessage } from './booking-messages';

describe('editing booking details', () => {
  it('is allowed only while pending or negotiating', () => {
    const editable = BOOKING_STATUSES.filter(canEditBookingDetails);
    expect(editable).toEqual(['pending', 'negotiating']);
    expect(checkBookingDetailsEdit('pending', 'renter')).toBeNull();
    expect(checkBookingDetailsEdit('negotiating', 'owner')).toBeNull();
    expect(checkBookingDetailsEdit('approved', 'owner')).toBe(
      'Booking details can only be updated for pending or negotiating bookings',
    );
  });

  it('refuses outsiders with the permission text', () => {
    expect(checkBookingDetailsEdit('pending', 'stranger')).toBe(
      'Permission denied: Only the owner or renter can update booking details. Your role: stranger',
    );
  });

  it('lets only the owner override the price', () => {
    expect(canOverrideBookingPrice('owner')).toBe(true);
    expect(canOverrideBookingPrice('renter')).toBe(false);
    expect(canOverrideBookingPrice(null)).toBe(false);
  });

  it('says who updated the details in the thread', () => {
    expect(detailsUpdatedThreadMessage('owner')).toBe('Booking details were updated by the owner.');
    expect(detailsUpdatedThreadMessage('renter')).toBe('Booking details were updated by the renter.');
  });
});
