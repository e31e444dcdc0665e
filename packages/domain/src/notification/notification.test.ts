import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_LIST_HEIGHT_PX,
  NOTIFICATION_LIVE_LIMIT,
  countUnread,
  notificationBadgeText,
  notificationKind,
  notificationSchema,
  notificationTargetPath,
} from './notification';

describe('notifications', () => {
  it('shows the count up to 9 and "9+" above', () => {
    expect(notificationBadgeText(0)).toBeNull();
    expect(notificationBadgeText(1)).toBe('1');
    expect(notificationBadgeText(9)).toBe('9');
    expect(notificationBadgeText(10)).toBe('9+');
    expect(notificationBadgeText(250)).toBe('9+');
    expect(notificationBadgeText(-1)).toBeNull();
  });

  it('treats unknown types as generic', () => {
    expect(notificationKind('new_message')).toBe('new_message');
    expect(notificationKind('booking_request')).toBe('booking_request');
    expect(notificationKind('booking_status_change')).toBe('booking_status_change');
    expect(notificationKind('promo')).toBe('generic');
    expect(notificationKind(undefined)).toBe('generic');
  });

  it('names every kind, generic included', () => {
    expect(NOTIFICATION_KIND_LABELS[notificationKind('new_message')]).toBe('New message');
    expect(NOTIFICATION_KIND_LABELS[notificationKind('booking_request')]).toBe('Booking request');
    expect(NOTIFICATION_KIND_LABELS[notificationKind('booking_status_change')]).toBe('Booking update');
    expect(NOTIFICATION_KIND_LABELS[notificationKind('promo')]).toBe('Notification');
  });

  it('opens the booking when the notification carries one', () => {
    expect(notificationTargetPath({ booking: 'b1' })).toBe('/account/bookings/b1');
    expect(notificationTargetPath({ booking: '' })).toBeNull();
    expect(notificationTargetPath({ booking: 'b1', type: 'booking_request' })).toBe('/account/bookings/b1');
  });

  it("opens a new message on the booking's conversation", () => {
    expect(notificationTargetPath({ booking: 'b1', type: 'new_message' })).toBe('/account/bookings/b1?tab=messages');
    expect(notificationTargetPath({ booking: '', type: 'new_message' })).toBeNull();
  });

  it('counts unread, parses records and keeps the list constants', () => {
    expect(countUnread([{ read: false }, { read: true }, { read: false }])).toBe(2);
    const parsed = notificationSchema.parse({ id: 'n1', user: 'u1', type: 'new_message', content: 'Hi', data: null });
    expect(parsed).toMatchObject({ booking: '', read: false, data: {} });
    expect(NOTIFICATION_LIVE_LIMIT).toBe(20);
    expect(NOTIFICATION_LIST_HEIGHT_PX).toBe(300);
  });
});
