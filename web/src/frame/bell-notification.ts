import type { Notification } from '@partilha/domain';
import type { BellNotification } from '@partilha/ui';

/** A stored notification as the bell shows it: the record's `booking` and `created` under the bell's names. */
export function toBellNotification(notification: Notification): BellNotification {
  return {
    id: notification.id,
    type: notification.type,
    content: notification.content,
    read: notification.read,
    createdAt: notification.created,
    bookingId: notification.booking || null,
  };
}
