import { localized } from '../i18n/catalogue';

/** User-facing texts of notifications (spec 000 §2, §8). */
export const NOTIFICATION_MESSAGES_EN = {
  createFailed: 'Failed to create notification',
  fetchFailed: 'Failed to fetch notifications',
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark all notifications as read',
  processFailed: 'Failed to process notification',
  allMarkedRead: 'All notifications marked as read',
  empty: 'No notifications',
  markAllRead: 'Mark all as read',
  title: 'Notifications',
  titleWithUnread: (count: number) => `Notifications, ${count} unread`,
  unread: 'Unread:',
} as const;

export const NOTIFICATION_MESSAGES = /* @__PURE__ */ localized('notification', NOTIFICATION_MESSAGES_EN);
