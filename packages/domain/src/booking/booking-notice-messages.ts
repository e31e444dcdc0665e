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
  reminder: (title: string, renterName: string) =>
    `Reminder: ${renterName}'s booking request for ${title} is waiting for your answer`,
  expiredRenter: (title: string) => `Your booking request for ${title} expired: the owner did not answer in time`,
  expiredOwner: (title: string, renterName: string) =>
    `The booking request from ${renterName} for ${title} expired: it was not answered in time`,
  completionReminder: (title: string) => `The booking for ${title} has ended: mark it as completed`,
  autoCompleted: (title: string) => `The booking for ${title} was completed automatically`,
  newMessage: (senderName: string, preview: string) => `New message from ${senderName}: ${preview}`,
  newMessages: (count: number, senderName: string, preview: string) =>
    `${count} new messages from ${senderName}: ${preview}`,
} as const;

export const BOOKING_NOTICE_MESSAGES = /* @__PURE__ */ localized('booking.notice', BOOKING_NOTICE_MESSAGES_EN);
