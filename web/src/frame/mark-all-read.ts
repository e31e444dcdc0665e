import { NOTIFICATION_MESSAGES } from '@partilha/domain';

export interface MarkAllReadActions {
  /** Marks every unread notification of the member read; resolves to the ids it marked. */
  markAll: () => Promise<readonly string[]>;
  markedRead: (ids: readonly string[]) => void;
  toastSuccess: (message: string) => void;
  toastError: (message: string) => void;
}

/**
 * "Mark all as read" (spec 000 §2, §7, §8): every unread notification, the older ones beyond the
 * live list included, then "All notifications marked as read", or "Failed to mark all
 * notifications as read".
 */
export async function markAllRead(unreadCount: number, actions: MarkAllReadActions): Promise<void> {
  if (unreadCount <= 0) return;
  let ids: readonly string[];
  try {
    ids = await actions.markAll();
  } catch (error) {
    console.error(NOTIFICATION_MESSAGES.markAllReadFailed, error);
    actions.toastError(NOTIFICATION_MESSAGES.markAllReadFailed);
    return;
  }
  actions.markedRead(ids);
  actions.toastSuccess(NOTIFICATION_MESSAGES.allMarkedRead);
}
