import { Button, Icon, type IconName } from '@blueprintjs/core';
import {
  formatDate,
  formatRelativeTime,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_LIST_HEIGHT_PX,
  NOTIFICATION_MESSAGES,
  notificationKind,
  parseTimestamp,
  type NotificationKind,
} from '@partilha/domain';
import { cls } from '../../classes';

export interface BellNotification {
  id: string;
  /** new_message, booking_request, booking_status_change; anything else shows as generic. */
  type: string;
  /** The text the server wrote, e.g. "New message from Ana: See you at 9". */
  content: string;
  read: boolean;
  /** When it was created (the record's `created`). */
  createdAt: string;
  /** The booking it is about; the caller opens /account/bookings/{bookingId} when there is one. */
  bookingId?: string | null;
}

const KIND_ICONS: Readonly<Record<NotificationKind, IconName>> = {
  new_message: 'chat',
  booking_request: 'calendar',
  booking_status_change: 'exchange',
  booking_reminder: 'time',
  generic: 'notifications',
};

export interface NotificationListProps {
  notifications: readonly BellNotification[];
  unreadCount: number;
  now: Date;
  titleId: string;
  markingAllRead: boolean;
  onOpen: (notification: BellNotification) => void;
  onMarkAllRead: () => void;
}

/** The bell's panel: title, "Mark all as read", and the 300 px list (or "No notifications"). */
export function NotificationList({
  notifications,
  unreadCount,
  now,
  titleId,
  markingAllRead,
  onOpen,
  onMarkAllRead,
}: NotificationListProps) {
  return (
    <div className={cls('notification-panel')}>
      <div className={cls('notification-panel-header')}>
        <span id={titleId} className={cls('notification-panel-title')}>
          {NOTIFICATION_MESSAGES.title}
        </span>
        <Button
          size="small"
          variant="minimal"
          intent="primary"
          text={NOTIFICATION_MESSAGES.markAllRead}
          disabled={unreadCount === 0 || markingAllRead}
          loading={markingAllRead}
          onClick={onMarkAllRead}
        />
      </div>
      <div className={cls('notification-panel-scroll')} style={{ height: NOTIFICATION_LIST_HEIGHT_PX }}>
        {notifications.length === 0 ? (
          <p className={cls('notification-panel-empty')}>{NOTIFICATION_MESSAGES.empty}</p>
        ) : (
          <ul className={cls('notification-panel-list')} aria-labelledby={titleId}>
            {notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} now={now} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: BellNotification;
  now: Date;
  onOpen: (notification: BellNotification) => void;
}) {
  const kind = notificationKind(notification.type);
  const createdAt = parseTimestamp(notification.createdAt);
  const itemClass = [cls('notification-item'), notification.read ? '' : cls('notification-item-unread')]
    .filter(Boolean)
    .join(' ');
  return (
    <button type="button" className={itemClass} onClick={() => onOpen(notification)}>
      <Icon className={cls('notification-item-icon')} icon={KIND_ICONS[kind]} size={16} aria-hidden />
      <span className={cls('notification-item-body')}>
        <span className={cls('notification-item-kind')}>
          {!notification.read && (
            <span className={cls('notification-item-unread-text')}>{NOTIFICATION_MESSAGES.unread}</span>
          )}
          {/* Spaces between the parts keep the button's accessible name readable. */}
          {!notification.read && ' '}
          {NOTIFICATION_KIND_LABELS[kind]}
        </span>{' '}
        <span className={cls('notification-item-content')}>{notification.content}</span>{' '}
        {createdAt && (
          <time
            className={cls('notification-item-time')}
            dateTime={createdAt.toISOString()}
            title={formatDate(createdAt, { withTime: true })}
          >
            {formatRelativeTime(createdAt, now)}
          </time>
        )}
      </span>
      {!notification.read && <span className={cls('notification-item-dot')} aria-hidden="true" />}
    </button>
  );
}
