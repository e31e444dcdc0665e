import type { BookingStatus } from './booking';
import { bookingDetailPath } from './booking';
import { BOOKING_MESSAGES } from './booking-messages';
import { BOOKING_NOTICE_MESSAGES } from './booking-notice-messages';
import { otherParty, type BookingActor } from './booking-roles';

/** E-mail templates of booking events (spec 001 §7). */
export const BOOKING_EMAIL_TEMPLATES = [
  'booking-request',
  'booking-approved',
  'booking-rejected',
  'booking-cancelled',
  'booking-completed',
] as const;
export type BookingEmailTemplate = (typeof BOOKING_EMAIL_TEMPLATES)[number];

/** The template for a booking in a status; negotiating has none. */
export function emailTemplateForStatus(status: BookingStatus): BookingEmailTemplate | null {
  switch (status) {
    case 'pending':
      return 'booking-request';
    case 'approved':
      return 'booking-approved';
    case 'rejected':
      return 'booking-rejected';
    case 'cancelled':
      return 'booking-cancelled';
    case 'completed':
      return 'booking-completed';
    default:
      return null;
  }
}

/** Like emailTemplateForStatus, but throws "Unsupported booking status for email notification". */
export function requireEmailTemplate(status: BookingStatus): BookingEmailTemplate {
  const template = emailTemplateForStatus(status);
  if (!template) throw new Error(BOOKING_MESSAGES.unsupportedEmailStatus);
  return template;
}

export type BookingNotificationType = 'booking_request' | 'booking_status_change';

/** What the server does after a booking change commits. Failures of these never undo the change. */
export interface BookingEffects {
  /** Which party gets an in-app notification. */
  notify: BookingActor | null;
  notificationType: BookingNotificationType | null;
  /** Which e-mail template is sent to the notified party, if any. */
  emailTemplate: BookingEmailTemplate | null;
  /** Mark every day from start to end as booked on the listing (approval). */
  bookDates: boolean;
  /** Release the booking's days (cancelling an approved booking). */
  releaseDates: boolean;
}

/** A new request: the owner is notified and e-mailed. */
export const BOOKING_REQUEST_EFFECTS: BookingEffects = {
  notify: 'owner',
  notificationType: 'booking_request',
  emailTemplate: 'booking-request',
  bookDates: false,
  releaseDates: false,
};

/**
 * The side effects of an allowed status change made by `actor` (spec 001 §4):
 * - approved: the days are booked, the renter is notified and e-mailed;
 * - rejected: the renter is notified and e-mailed;
 * - completed: the renter is notified and e-mailed (booking-completed);
 * - cancelled: the other party is notified and e-mailed; an approved booking's days are released;
 * - negotiating: the other party is notified, no e-mail (the spec names no template for it).
 * The same description serves the status route and the cancel route, so both behave alike.
 */
export function describeTransitionEffects(from: BookingStatus, to: BookingStatus, actor: BookingActor): BookingEffects {
  const base: BookingEffects = {
    notify: null,
    notificationType: 'booking_status_change',
    emailTemplate: null,
    bookDates: false,
    releaseDates: false,
  };
  switch (to) {
    case 'approved':
      return { ...base, notify: 'renter', emailTemplate: 'booking-approved', bookDates: true };
    case 'rejected':
      return { ...base, notify: 'renter', emailTemplate: 'booking-rejected' };
    case 'completed':
      return { ...base, notify: 'renter', emailTemplate: 'booking-completed' };
    case 'cancelled':
      return {
        ...base,
        notify: otherParty(actor),
        emailTemplate: 'booking-cancelled',
        releaseDates: from === 'approved',
      };
    case 'negotiating':
      return { ...base, notify: otherParty(actor) };
    default:
      return { ...base, notificationType: null };
  }
}

/** A details edit: the other party is notified (the thread also gets an automatic message). */
export function describeDetailsEditEffects(actor: BookingActor): BookingEffects {
  return {
    notify: otherParty(actor),
    notificationType: 'booking_status_change',
    emailTemplate: null,
    bookDates: false,
    releaseDates: false,
  };
}

/** The data of a booking e-mail (spec 001 §7). */
export interface BookingEmailData {
  bookingId: string;
  listingTitle: string;
  renterName?: string;
  senderName?: string;
  status: BookingStatus;
  /** The owner's reason, on a rejection that gave one. */
  rejectionReason?: string;
  bookingUrl: string;
}

export function bookingEmailData(input: Omit<BookingEmailData, 'bookingUrl'>): BookingEmailData {
  return { ...input, bookingUrl: bookingDetailPath(input.bookingId) };
}

/** A booking event as notifications describe it; a rejection may carry the owner's reason. */
export type BookingNoticeEvent =
  | { kind: 'request'; renterName: string }
  | { kind: 'status'; status: BookingStatus; reason?: string }
  | { kind: 'details'; actor: BookingActor };

/** The content of the in-app notification of a booking event. */
export function bookingNotificationContent(event: BookingNoticeEvent, listingTitle: string): string {
  const title = `"${listingTitle}"`;
  const T = BOOKING_NOTICE_MESSAGES;
  if (event.kind === 'request') return T.request(title, event.renterName);
  if (event.kind === 'details') return event.actor === 'owner' ? T.detailsByOwner(title) : T.detailsByRenter(title);
  switch (event.status) {
    case 'approved':
      return T.approved(title);
    case 'rejected':
      return event.reason ? T.rejectedWithReason(title, event.reason) : T.rejected(title);
    case 'cancelled':
      return T.cancelled(title);
    case 'completed':
      return T.completed(title);
    case 'negotiating':
      return T.negotiating(title);
    default:
      return T.updated(title);
  }
}
