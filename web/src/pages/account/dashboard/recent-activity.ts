import { parseTimestamp, type Notification } from '@partilha/domain';

/** The dashboard's Recent Activity lists this many of the member's notifications. */
export const RECENT_ACTIVITY_COUNT = 5;

function createdAt(notification: Notification): number {
  return parseTimestamp(notification.created)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/**
 * Recent Activity (DESIGN.md: real data instead of the spec's fixed "No recent activity"): the
 * member's latest notifications, newest first, at most 5. Read or not, each one is something that
 * happened; ties keep the order the server gave.
 */
export function recentActivity(notifications: readonly Notification[]): Notification[] {
  return notifications
    .map((notification, index) => ({ notification, index, at: createdAt(notification) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .slice(0, RECENT_ACTIVITY_COUNT)
    .map(({ notification }) => notification);
}
