import { BOOKING_MESSAGES, type BookingActor } from '@partilha/domain';

/**
 * The My Bookings tab lives in the query (`?tab=made` / `?tab=received`), so a link can open
 * either tab and reloading keeps it. "Bookings I've Made" (the member is the renter) by default.
 */
export const MY_BOOKINGS_TAB_PARAM = 'tab';

export type MyBookingsTab = 'made' | 'received';

/** The member's part in the bookings each tab lists. */
export const ROLE_OF_TAB: Readonly<Record<MyBookingsTab, BookingActor>> = { made: 'renter', received: 'owner' };

/** The tab named in the query; anything else is "Bookings I've Made". */
export function myBookingsTabOf(tab: string | null | undefined): MyBookingsTab {
  return tab === 'received' ? 'received' : 'made';
}

/** "/account/bookings?tab=received". */
export function myBookingsPath(tab: MyBookingsTab): string {
  return `/account/bookings?${MY_BOOKINGS_TAB_PARAM}=${tab}`;
}

/**
 * What each tab is called and says when it has nothing or fails to load (spec 001 §2 My
 * Bookings), in the active language.
 */
export function tabTexts(tab: MyBookingsTab): { title: string; empty: string; loadFailed: string } {
  return tab === 'made'
    ? {
        title: BOOKING_MESSAGES.madeTab,
        empty: BOOKING_MESSAGES.noBookingsMade,
        loadFailed: BOOKING_MESSAGES.loadMadeFailed,
      }
    : {
        title: BOOKING_MESSAGES.receivedTab,
        empty: BOOKING_MESSAGES.noRequestsReceived,
        loadFailed: BOOKING_MESSAGES.loadReceivedFailed,
      };
}

/** The texts of both tabs, read in the active language each time. */
export const TAB_TEXTS: Readonly<Record<MyBookingsTab, { title: string; empty: string; loadFailed: string }>> = {
  get made() {
    return tabTexts('made');
  },
  get received() {
    return tabTexts('received');
  },
};
