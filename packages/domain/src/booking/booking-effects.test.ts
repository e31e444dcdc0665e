import { describe, expect, it } from 'vitest';
import {
  BOOKING_REQUEST_EFFECTS,
  bookingEmailData,
  bookingNotificationContent,
  describeDetailsEditEffects,
  describeTransitionEffects,
  emailTemplateForStatus,
  requireEmailTemplate,
} from './booking-effects';

describe('booking side effects', () => {
  it('notifies and e-mails the owner about a new request', () => {
    expect(BOOKING_REQUEST_EFFECTS).toMatchObject({
      notify: 'owner',
      emailTemplate: 'booking-request',
      notificationType: 'booking_request',
    });
  });

  it('books the days and tells the renter on approval', () => {
    expect(describeTransitionEffects('pending', 'approved', 'owner')).toEqual({
      notify: 'renter',
      notificationType: 'booking_status_change',
      emailTemplate: 'booking-approved',
      bookDates: true,
      releaseDates: false,
    });
  });

  it('tells the renter about rejection and completion', () => {
    expect(describeTransitionEffects('negotiating', 'rejected', 'owner')).toMatchObject({
      notify: 'renter',
      emailTemplate: 'booking-rejected',
    });
    expect(describeTransitionEffects('approved', 'completed', 'owner')).toMatchObject({
      notify: 'renter',
      emailTemplate: 'booking-completed',
    });
  });

  it('tells the other party about a cancellation and releases only approved days', () => {
    expect(describeTransitionEffects('pending', 'cancelled', 'renter')).toMatchObject({
      notify: 'owner',
      emailTemplate: 'booking-cancelled',
      releaseDates: false,
    });
    expect(describeTransitionEffects('approved', 'cancelled', 'owner')).toMatchObject({
      notify: 'renter',
      releaseDates: true,
    });
    expect(describeTransitionEffects('approved', 'cancelled', 'renter')).toMatchObject({
      notify: 'owner',
      releaseDates: true,
    });
  });

  it('tells the other party about negotiation and details edits, without e-mail', () => {
    expect(describeTransitionEffects('pending', 'negotiating', 'renter')).toMatchObject({
      notify: 'owner',
      emailTemplate: null,
    });
    expect(describeDetailsEditEffects('owner')).toMatchObject({ notify: 'renter', emailTemplate: null });
  });

  it('maps statuses to templates and refuses negotiating for e-mail', () => {
    expect(emailTemplateForStatus('pending')).toBe('booking-request');
    expect(emailTemplateForStatus('negotiating')).toBeNull();
    expect(() => requireEmailTemplate('negotiating')).toThrow('Unsupported booking status for email notification');
    expect(requireEmailTemplate('cancelled')).toBe('booking-cancelled');
  });

  it('puts the booking URL in e-mail data and writes notification contents', () => {
    expect(bookingEmailData({ bookingId: 'b1', listingTitle: 'Drill', status: 'approved' }).bookingUrl).toBe(
      '/account/bookings/b1',
    );
    expect(bookingNotificationContent({ kind: 'request', renterName: 'Ana' }, 'Drill')).toBe(
      'New booking request for "Drill" from Ana',
    );
    expect(bookingNotificationContent({ kind: 'status', status: 'rejected', reason: 'Away that week' }, 'Drill')).toBe(
      'Your booking request for "Drill" was rejected. Reason: Away that week',
    );
    expect(bookingNotificationContent({ kind: 'status', status: 'approved' }, 'Drill')).toBe(
      'Your booking request for "Drill" was confirmed',
    );
    expect(bookingNotificationContent({ kind: 'details', actor: 'renter' }, 'Drill')).toBe(
      'Booking details for "Drill" were updated by the renter',
    );
  });
});
