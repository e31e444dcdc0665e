/**
 * On phones the booking page shows either the booking or its conversation (Details / Messages).
 * The open one lives in the address — `?tab=messages` (what a message notification links to,
 * bookingMessagesPath) or `#messages` — so a link can open the conversation and a reload keeps it.
 */
export const BOOKING_TAB_PARAM = 'tab';

export type BookingTab = 'details' | 'messages';

/** The tab an address asks for: Messages for `?tab=messages` or `#messages`, else Details. */
export function bookingTabOf(tab: string | null | undefined, hash = ''): BookingTab {
  return tab === 'messages' || (!tab && hash === '#messages') ? 'messages' : 'details';
}
