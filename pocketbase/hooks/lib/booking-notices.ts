import {
  BOOKING_REQUEST_EFFECTS,
  bookingEmailData,
  bookingNotificationContent,
  displayNameOf,
  newMessageCount,
  newMessageNotificationContent,
  otherParty,
  type BookingEffects,
  type BookingEmailData,
  type BookingNoticeEvent,
  type DisplayNameContext,
  type NotificationType,
} from '@partilha/domain';
import {
  bookingMailFacts,
  type AnyBookingMailTemplate,
  type BookingMailFacts,
  type BookingTimerMailExtras,
} from './booking-mail-templates';
import { NOTIFICATIONS, USERS, findRecordOrNull, partyId, roleIn, statusOf } from './booking-records';
import { inMemberLanguage } from './member-language';

const NEW_MESSAGE: NotificationType = 'new_message';

/** An e-mail to send once the change is committed. */
export interface BookingMail {
  template: AnyBookingMailTemplate;
  recipientId: string;
  data: BookingEmailData & BookingTimerMailExtras;
  facts: BookingMailFacts;
}

export type BookingEvent = BookingNoticeEvent;

/** A committed booking change and what it calls for. */
export interface BookingChange {
  booking: PbRecord;
  /** E-mails to send once the change is committed. */
  mails: BookingMail[];
}

/** A person's name as others see it, with the spec's fallback for the context. */
export function personName(app: PbApp, userId: string, context: DisplayNameContext): string {
  const user = findRecordOrNull(app, USERS, userId);
  return displayNameOf(
    user
      ? {
          displayName: user.getString('displayName'),
          firstName: user.getString('firstName'),
          lastName: user.getString('lastName'),
        }
      : null,
    context,
  );
}

interface Notice {
  userId: string;
  type: string;
  bookingId: string;
  content: string;
  data: { [key: string]: unknown };
}

/** Writes one notification; a failure is logged and never undoes the change it reports. */
export function writeNotification(app: PbApp, notice: Notice): void {
  try {
    const record = new Record(app.findCachedCollectionByNameOrId(NOTIFICATIONS));
    record.set('user', notice.userId);
    record.set('type', notice.type);
    record.set('booking', notice.bookingId);
    record.set('content', notice.content);
    record.set('read', false);
    record.set('data', notice.data);
    app.save(record);
  } catch (error) {
    app
      .logger()
      .error(
        'Creating a booking notification failed',
        'type',
        notice.type,
        'booking',
        notice.bookingId,
        'user',
        notice.userId,
        'error',
        String(error),
      );
  }
}

/**
 * The notification and e-mail a booking event calls for (domain `BookingEffects`). The
 * notification row is written now, inside the caller's transaction, so it commits with the
 * change; the e-mail is returned to be sent after the commit. Both are in the recipient's
 * language (names' fallbacks too).
 */
export function noticeBookingEvent(
  app: PbApp,
  booking: PbRecord,
  effects: BookingEffects,
  event: BookingEvent,
  actorId: string,
): BookingMail[] {
  if (!effects.notify || !effects.notificationType) return [];
  const recipientId = partyId(booking, effects.notify);
  const recipient = findRecordOrNull(app, USERS, recipientId);
  return inMemberLanguage(recipient, () => noticeFor(app, booking, effects, event, actorId, recipientId));
}

function noticeFor(
  app: PbApp,
  booking: PbRecord,
  effects: BookingEffects,
  event: BookingEvent,
  actorId: string,
  recipientId: string,
): BookingMail[] {
  if (!effects.notificationType) return [];
  const names = bookingNames(app, booking, actorId);
  const listingTitle = booking.getString('listingTitle');
  const reason = rejectionReasonOf(event);

  writeNotification(app, {
    userId: recipientId,
    type: effects.notificationType,
    bookingId: booking.id,
    content: bookingNotificationContent(event, listingTitle),
    data: { bookingId: booking.id, listingTitle, status: statusOf(booking), ...names, ...reason },
  });
  return bookingMailOf(booking, effects, recipientId, names, reason);
}

/** The owner's reason of a rejection that gave one, as notifications and e-mails carry it. */
function rejectionReasonOf(event: BookingEvent): { rejectionReason?: string } {
  return event.kind === 'status' && event.reason ? { rejectionReason: event.reason } : {};
}

/** The actor's and the renter's names as the recipient reads them (the active language's fallbacks). */
function bookingNames(app: PbApp, booking: PbRecord, actorId: string): { senderName: string; renterName: string } {
  const actorRole = roleIn(booking, actorId);
  return {
    senderName: personName(app, actorId, actorRole ?? 'someone'),
    renterName: personName(app, partyId(booking, 'renter'), 'renter'),
  };
}

/** The e-mail of a booking event, if its effects call for one. */
function bookingMailOf(
  booking: PbRecord,
  effects: BookingEffects,
  recipientId: string,
  names: { senderName: string; renterName: string },
  reason: { rejectionReason?: string },
): BookingMail[] {
  if (!effects.emailTemplate) return [];
  return [
    {
      template: effects.emailTemplate,
      recipientId,
      data: bookingEmailData({
        bookingId: booking.id,
        listingTitle: booking.getString('listingTitle'),
        ...names,
        status: statusOf(booking),
        ...reason,
      }),
      facts: bookingMailFacts(booking),
    },
  ];
}

/**
 * The owner's e-mail of a booking request. The request itself is made in Go
 * (pocketbase/market/booking_route.go), which also writes the owner's notification; the e-mail is
 * rendered here, with every other booking e-mail, once the request is committed.
 */
export function bookingRequestMails(app: PbApp, booking: PbRecord): BookingMail[] {
  const effects = BOOKING_REQUEST_EFFECTS;
  if (!effects.notify) return [];
  const recipientId = partyId(booking, effects.notify);
  const renterId = partyId(booking, 'renter');
  return inMemberLanguage(findRecordOrNull(app, USERS, recipientId), () =>
    bookingMailOf(booking, effects, recipientId, bookingNames(app, booking, renterId), {}),
  );
}

/** The recipient's unread "new message" notification of this booking, if any (at most one). */
function unreadMessageNotice(app: PbApp, userId: string, bookingId: string): PbRecord | null {
  const found = app.findRecordsByFilter(
    NOTIFICATIONS,
    'user = {:user} && booking = {:booking} && type = {:type} && read = false',
    '-created',
    1,
    0,
    { user: userId, booking: bookingId, type: NEW_MESSAGE },
  );
  return found[0] ?? null;
}

function noticeData(record: PbRecord): { count?: unknown } {
  try {
    const data: unknown = JSON.parse(record.getString('data') || '{}');
    return data !== null && typeof data === 'object' ? (data as { count?: unknown }) : {};
  } catch {
    return {};
  }
}

/**
 * A new message notifies the booking's other party with a 50-character preview (spec 001 §4),
 * one unread notification per conversation: the recipient's unread "new message" notification
 * of this booking gives way to one showing the newest message and how many are unread ("3 new
 * messages from Ana: …"), so it is also the newest in the bell. Called with the transaction the
 * message is saved in, so two messages at once never leave two unread notifications; a failure
 * is logged and the message stays sent.
 */
export function noticeNewMessage(app: PbApp, message: PbRecord): void {
  try {
    const booking = app.findRecordById('bookings', message.getString('booking'));
    const senderId = message.getString('sender');
    const senderRole = roleIn(booking, senderId);
    if (!senderRole) return;
    const recipientId = partyId(booking, otherParty(senderRole));
    const recipient = findRecordOrNull(app, USERS, recipientId);
    const earlier = unreadMessageNotice(app, recipientId, booking.id);
    const count = earlier ? newMessageCount(noticeData(earlier)) + 1 : 1;
    if (earlier) app.delete(earlier);
    // "3 new messages from Ana: …" in the recipient's language.
    inMemberLanguage(recipient, () => {
      const senderName = personName(app, senderId, 'someone');
      writeNotification(app, {
        userId: recipientId,
        type: NEW_MESSAGE,
        bookingId: booking.id,
        content: newMessageNotificationContent(senderName, message.getString('content'), count),
        data: {
          bookingId: booking.id,
          messageId: message.id,
          senderId,
          senderName,
          listingTitle: booking.getString('listingTitle'),
          count,
        },
      });
    });
  } catch (error) {
    app.logger().error('Notifying a new booking message failed', 'message', message.id, 'error', String(error));
  }
}
