import type { Notification } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { parseNotification } from './parse-records';

/** Live notifications cover the latest 20 (spec 000 §9). */
export const LIVE_NOTIFICATIONS = 20;

/** The member's latest notifications, newest first. */
export async function listLatestNotifications(client: PocketBase, userId: string): Promise<Notification[]> {
  const page = await client.collection('notifications').getList(1, LIVE_NOTIFICATIONS, {
    filter: client.filter('user = {:user}', { user: userId }),
    sort: '-created,-id',
    skipTotal: true,
  });
  return page.items.map(parseNotification);
}

export async function markNotificationRead(client: PocketBase, id: string): Promise<void> {
  await client.collection('notifications').update(id, { read: true });
}

/** Marks every given unread notification read in one batch request: all or nothing. */
export async function markAllNotificationsRead(client: PocketBase, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const batch = client.createBatch();
  for (const id of ids) batch.collection('notifications').update(id, { read: true });
  await batch.send();
}

/**
 * The live list of spec 000 §7: on every change to the member's notifications, the latest 20
 * again. Resolves to the unsubscribe function.
 */
export async function watchNotifications(
  client: PocketBase,
  userId: string,
  onList: (notifications: Notification[]) => void,
  onError: (error: unknown) => void = () => undefined,
): Promise<() => Promise<void>> {
  const refresh = () => listLatestNotifications(client, userId).then(onList, onError);
  const stop = await client
    .collection('notifications')
    .subscribe('*', () => void refresh(), { filter: client.filter('user = {:user}', { user: userId }) });
  await refresh();
  return stop;
}
