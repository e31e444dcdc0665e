import { markAllNotificationsRead, markNotificationRead, usePocketBase } from '@partilha/data';
import { NotificationBell, type BellNotification } from '@partilha/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../app/toaster';
import { markAllRead } from './mark-all-read';
import { openNotification } from './open-notification';
import { useLiveNotifications } from './use-live-notifications';
import { useMinuteClock } from './use-minute-clock';

/**
 * The header's notification bell for the signed-in member (spec 000 §2): live, opening a
 * notification marks it read and opens its booking, and "Mark all as read" clears the badge.
 */
export function HeaderNotifications({ userId, className }: { userId: string; className?: string }) {
  const client = usePocketBase();
  const navigate = useNavigate();
  const { notifications, unreadCount, markedRead } = useLiveNotifications(client, userId);
  const now = useMinuteClock(notifications);
  const [markingAllRead, setMarkingAllRead] = useState(false);

  const open = (notification: BellNotification) =>
    void openNotification(notification, {
      markRead: (id) => markNotificationRead(client, id),
      markedRead,
      navigate: (path) => void navigate(path),
      toastError: toast.error,
    });

  const markAll = () => {
    setMarkingAllRead(true);
    void markAllRead(unreadCount, {
      markAll: () => markAllNotificationsRead(client, userId),
      markedRead,
      toastSuccess: toast.success,
      toastError: toast.error,
    }).finally(() => setMarkingAllRead(false));
  };

  return (
    <NotificationBell
      className={className}
      notifications={notifications}
      unreadCount={unreadCount}
      now={now}
      onOpen={open}
      onMarkAllRead={markAll}
      markingAllRead={markingAllRead}
    />
  );
}
