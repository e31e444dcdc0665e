import { localized } from '../i18n/catalogue';

/**
 * The in-app notifications of booking events and new messages (spec 001 §4), written by the
 * server in the recipient's language. `title` arrives quoted ("\"Drill\"").
 */
export const BOOKING_NOTICE_MESSAGES_EN = {
  request: (title: string, renterName: string) => `New booking request for ${title} from ${renterName}`,
  detailsByOwner: (title: string) => `Booking details for ${title} were updated by the owner`,
  detailsByRenter: (title: string) => `Booking details for ${title} were updated by the renter`,
  approved: (title: string) => `Your booking request for ${title} was confirmed`,
  rejected: (title: string) => `Your booking request for ${title} was rejected`,
  rejectedWithReason: (title: string, reason: string) =>
    `Your booking request for ${title} was rejected. Reason: ${reason}`,
  cancelled: (title: string) => `The booking for ${title} was cancelled`,
  completed: (title: string) => `Your booking for ${title} was marked as completed`,
  negotiating: (title: string) => `The booking for ${title} is now being negotiated`,
  updated: (title: string) => `The booking for ${title} was updated`,
  newMessage: (senderName: string, preview: string) => `New message from ${senderName}: ${preview}`,
  newMessages: (count: number, senderName: string, preview: string) =>
    `${count} new messages from ${senderName}: ${preview}`,
} as const;

export const BOOKING_NOTICE_MESSAGES = /* @__PURE__ */ localized('booking.notice', BOOKING_NOTICE_MESSAGES_EN);
