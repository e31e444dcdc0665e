import { describe, expect, it } from 'vitest';
import { myBookingsPath, myBookingsTabOf, ROLE_OF_TAB, TAB_TEXTS } from './my-bookings-tab';

describe('My Bookings tab in the query', () => {
  it("opens Bookings I've Made by default and for anything unknown", () => {
    expect(myBookingsTabOf(null)).toBe('made');
    expect(myBookingsTabOf(undefined)).toBe('made');
    expect(myBookingsTabOf('')).toBe('made');
    expect(myBookingsTabOf('RECEIVED')).toBe('made');
    expect(myBookingsTabOf('owner')).toBe('made');
  });

  it('opens Booking Requests Received for tab=received', () => {
    expect(myBookingsTabOf('received')).toBe('received');
  });

  it('links to each tab and reads its own links back', () => {
    expect(myBookingsPath('made')).toBe('/account/bookings?tab=made');
    expect(myBookingsPath('received')).toBe('/account/bookings?tab=received');
    for (const tab of ['made', 'received'] as const) {
      const query = new URL(myBookingsPath(tab), 'http://site.test').searchParams.get('tab');
      expect(myBookingsTabOf(query)).toBe(tab);
    }
  });

  it('lists the bookings the member made as renter, and the requests received as owner', () => {
    expect(ROLE_OF_TAB).toEqual({ made: 'renter', received: 'owner' });
  });

  it("says the spec's words on each tab", () => {
    expect(TAB_TEXTS.made).toEqual({
      title: "Bookings I've Made",
      empty: "You haven't made any bookings yet.",
      loadFailed: "Failed to load bookings you've made",
    });
    expect(TAB_TEXTS.received).toEqual({
      title: 'Booking Requests Received',
      empty: "You haven't received any booking requests yet.",
      loadFailed: "Failed to load booking requests you've received",
    });
  });
});
