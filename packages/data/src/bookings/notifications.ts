import type { Notification } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { followLive } from '../realtime/follow-live';
import { updateInBatches } from './batch-updates';
import { parseNotification } from './parse-records';

/** Live notifications cover the latest 20 (spec 000 §9). */
export const LIVE_NOTIFICATIONS = 20;

const mine = (client: PocketBase, userId: string) => client.filter('user = {:user}', { user: userId });
const myUnread = (client: PocketBase, userId: string) =>
  client.filter('user = {:user} && read = false', { user: userId });

/** The member's latest notifications, newest first. */
export async function listLatestNotifications(client: PocketBase, userId: string): Promise<Notification[]> {
  const page = await client.collection('notifications').getList(1, LIVE_NOTIFICATIONS, {
    filter: mine(client, userId),
    sort: '-created,-id',
    skipTotal: true,
  });
  return page.items.map(parseNotification);
}

/** How many of the member's notifications are unread, the older ones beyond the live 20 included. */
export async function countUnreadNotifications(client: PocketBase, userId: string): Promise<number> {
  const page = await client
    .collection('notifications')
    .getList(1, 1, { filter: myUnread(client, userId), fields: 'id' });
  return page.totalItems;
}

export async function markNotificationRead(client: PocketBase, id: string): Promise<void> {
  await client.collection('notifications').update(id, { read: true });
}

/**
 * "Mark all as read" (spec 000 §7): every unread notification of the member, not only the ones
 * on screen, in batch calls. Resolves to the ids it marked.
 */
export async function markAllNotificationsRead(client: PocketBase, userId: string): Promise<string[]> {
  const unread = await client
    .collection('notifications')
    .getFullList({ filter: myUnread(client, userId), fields: 'id', batch: 500 });
  const ids = unread.map((record) => record.id);
  await updateInBatches(client, 'notifications', ids, { read: true });
  return ids;
}

/**
 * Seeing a booking's conversation reads its messages: the member's unread "new message"
 * notifications of that booking (the server keeps at most one) are marked read. Resolves to the
 * ids it marked.
 */
export async function markConversationNotificationsRead(
  client: PocketBase,
  userId: string,
  bookingId: string,
): Promise<string[]> {
  const unread = await client.collection('notifications').getFullList({
    filter: client.filter('user = {:user} && booking = {:booking} && type = {:type} && read = false', {
      user: userId,
      booking: bookingId,
      type: 'new_message',
    }),
    fields: 'id',
  });
  const ids = unread.map((record) => record.id);
  await updateInBatches(client, 'notifications', ids, { read: true });
  return ids;
}

/** What the bell shows: the latest 20 and the count of all unread. */
export interface NotificationFeed {
  latest: Notification[];
  unreadCount: number;
}

/**
 * The live list of spec 000 §7: on every change to the member's notifications, the latest 20
 * again with the unread count. Resolves to the unsubscribe function.
 */
export async function watchNotifications(
  client: PocketBase,
  userId: string,
  onFeed: (feed: NotificationFeed) => void,
  onError: (error: unknown) => void = () => undefined,
): Promise<() => Promise<void>> {
  return followLive(
    client,
    (onEvent) => client.collection('notifications').subscribe('*', onEvent, { filter: mine(client, userId) }),
    async () => {
      const [latest, unreadCount] = await Promise.all([
        listLatestNotifications(client, userId),
        countUnreadNotifications(client, userId),
      ]);
      return { latest, unreadCount };
    },
    onFeed,
    onError,
  );
}
