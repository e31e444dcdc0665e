import { watchNotifications, type PocketBase } from '@partilha/data';
import { NOTIFICATION_MESSAGES } from '@partilha/domain';
import type { BellNotification } from '@partilha/ui';
import { useCallback, useEffect, useState } from 'react';
import { toBellNotification } from './bell-notification';
import { startLiveSubscription } from './live-subscription';

export interface LiveNotifications {
  /** The latest 20, newest first, as the server last sent them. */
  notifications: BellNotification[];
  /** All unread, older ones beyond the 20 included. */
  unreadCount: number;
  /** Shows these as read at once; the next live list confirms it. */
  markedRead: (ids: readonly string[]) => void;
}

interface Held {
  userId: string;
  notifications: BellNotification[];
  unreadCount: number;
}

/**
 * The member's live notification list (spec 000 §7) while mounted: the latest 20 again on every
 * change. When the realtime connection or a fetch fails it is logged and the last list stays.
 */
export function useLiveNotifications(client: PocketBase, userId: string): LiveNotifications {
  const [held, setHeld] = useState<Held>({ userId, notifications: [], unreadCount: 0 });

  useEffect(() => {
    let live = true;
    const stop = startLiveSubscription(
      () =>
        watchNotifications(
          client,
          userId,
          (feed) => {
            if (live) {
              setHeld({ userId, notifications: feed.latest.map(toBellNotification), unreadCount: feed.unreadCount });
            }
          },
          (error) => console.error(NOTIFICATION_MESSAGES.fetchFailed, error),
        ),
      (error) => console.error('Live notifications are unavailable; the bell keeps its last list.', error),
    );
    return () => {
      live = false;
      stop();
    };
  }, [client, userId]);

  const markedRead = useCallback((ids: readonly string[]) => {
    const marked = new Set(ids);
    setHeld((current) => {
      // Ids not on screen are older unread ones ("Mark all as read" marks those too).
      const wereUnread = ids.filter((id) => !current.notifications.some((n) => n.id === id && n.read)).length;
      return {
        ...current,
        notifications: current.notifications.map((n) => (marked.has(n.id) ? { ...n, read: true } : n)),
        unreadCount: Math.max(0, current.unreadCount - wereUnread),
      };
    });
  }, []);

  // Another member's list is never shown, not even for the moment before theirs arrives.
  const own = held.userId === userId;
  return { notifications: own ? held.notifications : [], unreadCount: own ? held.unreadCount : 0, markedRead };
}
