import type { BookingMessage } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { followLive } from '../realtime/follow-live';
import { updateInBatches } from './batch-updates';
import { parseBookingMessage } from './parse-records';

/** A booking's messages, oldest first (the thread reads top to bottom). */
export async function listBookingMessages(client: PocketBase, bookingId: string): Promise<BookingMessage[]> {
  const records = await client.collection('booking_messages').getFullList({
    filter: client.filter('booking = {:booking}', { booking: bookingId }),
    sort: 'created,id',
    batch: 500,
  });
  return records.map(parseBookingMessage);
}

/** Sends as the signed-in party; the server trims, refuses blank text and notifies the other party. */
export async function sendBookingMessage(
  client: PocketBase,
  bookingId: string,
  content: string,
): Promise<BookingMessage> {
  const sender = client.authStore.record?.id ?? '';
  return parseBookingMessage(
    await client.collection('booking_messages').create({ booking: bookingId, sender, content, read: false }),
  );
}

/** Marks messages read in batch calls (only their recipient may). */
export async function markMessagesRead(client: PocketBase, ids: readonly string[]): Promise<void> {
  await updateInBatches(client, 'booking_messages', ids, { read: true });
}

/**
 * A booking's thread, live (spec 001 §4 messaging): the whole thread again after every new message
 * or read mark, so the list is always the server's. Only the two parties receive the events (the
 * collection's API rules). Resolves to the unsubscribe function once the first list was delivered.
 */
export async function watchBookingMessages(
  client: PocketBase,
  bookingId: string,
  onList: (messages: BookingMessage[]) => void,
  onError: (error: unknown) => void = () => undefined,
): Promise<() => Promise<void>> {
  return followLive(
    client,
    (onEvent) =>
      client
        .collection('booking_messages')
        .subscribe('*', onEvent, { filter: client.filter('booking = {:booking}', { booking: bookingId }) }),
    () => listBookingMessages(client, bookingId),
    onList,
    onError,
  );
}
