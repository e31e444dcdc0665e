import type { BookingMessage } from '@partilha/domain';
import type PocketBase from 'pocketbase';
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

/** Marks messages read in one batch request (only their recipient may). */
export async function markMessagesRead(client: PocketBase, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const batch = client.createBatch();
  for (const id of ids) batch.collection('booking_messages').update(id, { read: true });
  await batch.send();
}
