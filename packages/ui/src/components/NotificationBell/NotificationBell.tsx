import { Button, Popover, PopupKind } from '@blueprintjs/core';
import { countUnread, NOTIFICATION_MESSAGES, notificationBadgeText } from '@partilha/domain';
import { useId, useState } from 'react';
import { cls } from '../../classes';
import { NotificationList, type BellNotification } from './NotificationList';

export interface NotificationBellProps {
  /** The live list: the latest 20, newest first. */
  notifications: readonly BellNotification[];
  /** The clock for "5m ago"; the caller passes it (and re-renders now and then), ui has no clock. */
  now: Date;
  /**
   * A notification was chosen; the panel closes. The caller marks it read and, when it carries a
   * booking, opens /account/bookings/{bookingId}.
   */
  onOpen: (notification: BellNotification) => void;
  onMarkAllRead: () => void;
  /** Unread count when more are unread than the list holds; defaults to the unread in `notifications`. */
  unreadCount?: number;
  /** "Mark all as read" is running. */
  markingAllRead?: boolean;
  /** Opens with the panel shown (stories, a deep link). */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The header's notification bell (spec 000 §2): a badge with the unread count ("9+" above 9) and a
 * panel with "Mark all as read" and the 300 px list — each item its kind, content and relative
 * time, unread ones marked — or "No notifications". The panel is a non-modal dialog: Escape
 * closes it and gives focus back to the bell.
 */
export function NotificationBell({
  notifications,
  now,
  onOpen,
  onMarkAllRead,
  unreadCount,
  markingAllRead = false,
  defaultOpen = false,
  className,
}: NotificationBellProps) {
  const titleId = useId();
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const unread = unreadCount ?? countUnread(notifications);
  const badge = notificationBadgeText(unread);
  const label = unread > 0 ? NOTIFICATION_MESSAGES.titleWithUnread(unread) : NOTIFICATION_MESSAGES.title;

  return (
    <Popover
      // With renderTarget, Popover hands this class to the target: it lands on the bell button.
      className={[cls('notification-bell'), className].filter(Boolean).join(' ')}
      popoverClassName={cls('notification-popover')}
      placement="bottom-end"
      popupKind={PopupKind.DIALOG}
      isOpen={isOpen}
      onInteraction={setIsOpen}
      // A non-modal panel: focus goes to it on opening (not to Blueprint's focus trap) and Tab may
      // leave it; Escape still closes it and returns focus to the bell.
      autoFocus={false}
      enforceFocus={false}
      onOpening={(node) => node.querySelector<HTMLElement>('[role="dialog"]')?.focus()}
      content={
        <div role="dialog" aria-labelledby={titleId} tabIndex={-1} className={cls('notification-dialog')}>
          <NotificationList
            notifications={notifications}
            unreadCount={unread}
            now={now}
            titleId={titleId}
            markingAllRead={markingAllRead}
            onMarkAllRead={onMarkAllRead}
            onOpen={(notification) => {
              setIsOpen(false);
              onOpen(notification);
            }}
          />
        </div>
      }
      renderTarget={({ isOpen: open, ref, ...targetProps }) => (
        <Button
          {...targetProps}
          ref={ref}
          variant="minimal"
          icon="notifications"
          aria-label={label}
          aria-expanded={open}
        >
          {badge && (
            <span className={cls('notification-bell-badge')} aria-hidden="true">
              {badge}
            </span>
          )}
        </Button>
      )}
    />
  );
}
