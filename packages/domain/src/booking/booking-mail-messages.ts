import { localized } from '../i18n/catalogue';

/**
 * The five booking e-mails (spec 001 §7), written in the recipient's language. `title` arrives
 * quoted ("\"Drill\"") in the sentences and bare in the subjects, which quote it themselves.
 */
export const BOOKING_MAIL_MESSAGES_EN = {
  greeting: (name: string) => `Hello ${name},`,
  greetingNoName: 'Hello,',

  requestSubject: (title: string) => `New booking request for "${title}"`,
  requestHappened: (renter: string, title: string) => `${renter} would like to book ${title}.`,
  requestAction: 'Review the request',
  approvedSubject: (title: string) => `Your booking for "${title}" is confirmed`,
  approvedHappened: (sender: string, title: string) => `${sender} confirmed your booking request for ${title}.`,
  rejectedSubject: (title: string) => `Your booking request for "${title}" was declined`,
  rejectedHappened: (sender: string, title: string) => `${sender} declined your booking request for ${title}.`,
  cancelledSubject: (title: string) => `The booking for "${title}" was cancelled`,
  cancelledHappened: (sender: string, title: string) => `${sender} cancelled the booking for ${title}.`,
  completedSubject: (title: string) => `Your booking for "${title}" is completed`,
  completedHappened: (sender: string, title: string) =>
    `${sender} marked your booking for ${title} as completed. You can now leave a review.`,
  viewAction: 'View the booking',

  // The booking job's e-mails (booking-timers.ts): reminders, expiry and completion by the system.
  reminderSubject: (title: string) => `A booking request for "${title}" is waiting for your answer`,
  reminderHappened: (renter: string, title: string, expiresAt: string) =>
    `${renter} asked to book ${title} and is waiting for your answer. If you do not accept or decline it by ${expiresAt}, the request expires.`,
  expiredSubject: (title: string) => `The booking request for "${title}" expired`,
  expiredHappenedRenter: (title: string) =>
    `Your booking request for ${title} expired: the owner did not answer in time. You can send a new request.`,
  expiredHappenedOwner: (renter: string, title: string) =>
    `The booking request from ${renter} for ${title} expired because it was not answered in time. Its days are free again.`,
  completionReminderSubject: (title: string) => `Mark the booking for "${title}" as completed`,
  completionReminderHappened: (renter: string, title: string, completesAt: string) =>
    `The booking of ${title} by ${renter} has ended. Mark it as completed so you can both leave a review; if you do nothing, it completes itself on ${completesAt}.`,
  autoCompletedSubject: (title: string) => `The booking for "${title}" is completed`,
  autoCompletedHappened: (title: string) =>
    `The booking for ${title} was completed automatically after its last day. You can now leave a review.`,

  listing: 'Listing',
  dates: 'Dates',
  daysBooked: 'Days booked',
  hoursPerDay: 'Hours per day',
  totalPrice: 'Total price',
  note: 'Note',
  reason: 'Reason',
} as const;

export const BOOKING_MAIL_MESSAGES = /* @__PURE__ */ localized('booking.mail', BOOKING_MAIL_MESSAGES_EN);
