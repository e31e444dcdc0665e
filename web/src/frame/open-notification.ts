import { NOTIFICATION_MESSAGES, notificationTargetPath } from '@partilha/domain';
import type { BellNotification } from '@partilha/ui';

export interface OpenNotificationActions {
  markRead: (id: string) => Promise<void>;
  /** The mark was stored: show it read now rather than on the next live list. */
  markedRead: (ids: readonly string[]) => void;
  navigate: (path: string) => void;
  toastError: (message: string) => void;
}

/**
 * A notification was chosen in the bell (spec 000 §2): an unread one is marked read, and one
 * about a booking opens /account/bookings/{bookingId} (a new message on its conversation). The booking still opens when marking fails
 * — opening it is what the member asked for — and the failure says "Failed to process
 * notification".
 */
export async function openNotification(
  notification: BellNotification,
  actions: OpenNotificationActions,
): Promise<void> {
  if (!notification.read) {
    try {
      await actions.markRead(notification.id);
      actions.markedRead([notification.id]);
    } catch (error) {
      console.error(NOTIFICATION_MESSAGES.processFailed, error);
      actions.toastError(NOTIFICATION_MESSAGES.processFailed);
    }
  }
  const path = notificationTargetPath({ booking: notification.bookingId, type: notification.type });
  if (path) actions.navigate(path);
}
