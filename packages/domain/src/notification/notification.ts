import { z } from 'zod';
import { localized } from '../i18n/catalogue';
import { bookingDetailPath, bookingMessagesPath } from '../booking/booking';
import {
  boolField,
  jsonObjectField,
  optionalRelationField,
  recordIdField,
  timestampField,
} from '../shared/record-fields';

/** Known notification types; anything else is shown as generic (spec 000 §2). */
export const NOTIFICATION_TYPES = [
  'new_message',
  'booking_request',
  'booking_status_change',
  'booking_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationKind = NotificationType | 'generic';

export function notificationKind(type: string | null | undefined): NotificationKind {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type ?? '') ? (type as NotificationType) : 'generic';
}

/**
 * How the bell names each kind beside its icon. The spec gives the types but no words for them;
 * the content of each notification is written by the server.
 */
export const NOTIFICATION_KIND_LABELS_EN: Readonly<Record<NotificationKind, string>> = {
  new_message: 'New message',
  booking_request: 'Booking request',
  booking_status_change: 'Booking update',
  booking_reminder: 'Reminder',
  generic: 'Notification',
};
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = /* @__PURE__ */ localized(
  'notification.kind',
  NOTIFICATION_KIND_LABELS_EN,
);

/** The live list covers the latest 20; the list area is 300px tall. */
export const NOTIFICATION_LIVE_LIMIT = 20;
export const NOTIFICATION_LIST_HEIGHT_PX = 300;
/** Above this many unread the badge reads "9+". */
export const NOTIFICATION_BADGE_MAX = 9;

/** A `notifications` record; `user` is the recipient, `booking` the spec's optional bookingId. */
export const notificationSchema = z.object({
  id: recordIdField,
  user: z.string(),
  type: z.string(),
  booking: optionalRelationField,
  content: z.string(),
  read: boolField,
  data: jsonObjectField,
  created: timestampField,
});
export type Notification = z.infer<typeof notificationSchema>;

/** The bell badge: nothing at 0, the count up to 9, "9+" above 9. */
export function notificationBadgeText(unreadCount: number): string | null {
  if (!Number.isFinite(unreadCount) || unreadCount <= 0) return null;
  return unreadCount > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(Math.floor(unreadCount));
}

export function countUnread(notifications: readonly { read: boolean }[]): number {
  return notifications.filter((notification) => !notification.read).length;
}

/**
 * Where clicking a notification goes: the booking page when it carries a booking, else nowhere.
 * A new message opens the booking on its conversation.
 */
export function notificationTargetPath(notification: { booking?: string | null; type?: string }): string | null {
  if (!notification.booking) return null;
  return notification.type === 'new_message'
    ? bookingMessagesPath(notification.booking)
    : bookingDetailPath(notification.booking);
}
