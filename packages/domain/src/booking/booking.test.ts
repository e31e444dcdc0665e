import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUS_LABELS,
  bookingDetailPath,
  bookingSchema,
  isBookingStatus,
  isTerminalBookingStatus,
} from './booking';
import {
  sendMessageFailedMessage,
  sendRequestFailedMessage,
  statusChangeSuccessMessage,
  bookingFailureMessage,
} from './booking-messages';

describe('booking entity', () => {
  it('labels approved as Confirmed', () => {
    expect(BOOKING_STATUS_LABELS).toEqual({
      pending: 'Pending',
      negotiating: 'Negotiating',
      approved: 'Confirmed',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
      completed: 'Completed',
    });
  });

  it('knows the statuses and the terminal ones', () => {
    expect(isBookingStatus('approved')).toBe(true);
    expect(isBookingStatus('confirmed')).toBe(false);
    expect(['rejected', 'cancelled', 'completed'].every((s) => isTerminalBookingStatus(s as 'rejected'))).toBe(true);
    expect(isTerminalBookingStatus('approved')).toBe(false);
  });

  it('parses a stored record with unset fields', () => {
    const booking = bookingSchema.parse({ ...baseRecord(), paymentStatus: '' });
    expect(booking.selectedDates).toEqual([]);
    expect(booking.paymentStatus).toBe('pending');
    expect(booking.notes).toBe('');
    expect(booking.isLateCancellation).toBe(false);
    expect(booking).not.toHaveProperty('collectionId');
  });

  it('refuses an unknown status', () => {
    expect(bookingSchema.safeParse({ ...baseRecord(), status: 'confirmed' }).success).toBe(false);
  });

  it('builds the detail path and the wrapped messages', () => {
    expect(bookingDetailPath('b1')).toBe('/account/bookings/b1');
    expect(statusChangeSuccessMessage('approved')).toBe('Booking request approved successfully');
    expect(statusChangeSuccessMessage('rejected')).toBe('Booking request rejected');
    expect(statusChangeSuccessMessage('cancelled')).toBe('Booking request cancelled');
    expect(statusChangeSuccessMessage('completed')).toBe('Booking marked as completed');
    expect(sendRequestFailedMessage()).toBe('Failed to send booking request: Please try again');
    expect(sendRequestFailedMessage('Dates taken')).toBe('Failed to send booking request: Dates taken');
    expect(sendMessageFailedMessage('')).toBe('Failed to send message: Please try again');
    expect(bookingFailureMessage('createBooking', 'boom')).toBe('Failed to create booking: boom');
  });
});

function baseRecord() {
  return {
    id: 'b1',
    collectionId: 'x',
    listing: 'l1',
    listingType: 'service',
    renter: 'r1',
    owner: 'o1',
    totalPrice: 80,
    startDate: '2026-05-01 00:00:00.000Z',
    endDate: '2026-05-02 00:00:00.000Z',
    selectedDates: null,
    hoursPerDay: 4,
    status: 'pending',
    cancelledBy: '',
  };
}
