import { z } from 'zod';
import type { BookingStatus } from '../booking/booking';
import { BOOKING_MESSAGES } from '../booking/booking-messages';
import { boolField, recordIdField, timestampField } from '../shared/record-fields';

/** Longest message the thread stores (docs/data-model.md). */
export const MESSAGE_MAX_LENGTH = 2000;
/** The thread of the booking page is this tall. */
export const MESSAGE_THREAD_HEIGHT_PX = 400;

/** A `booking_messages` record; `sender` is the spec's senderId, `created` its timestamp. */
export const bookingMessageSchema = z.object({
  id: recordIdField,
  booking: z.string(),
  sender: z.string(),
  content: z.string(),
  read: boolField,
  created: timestampField,
});
export type BookingMessage = z.infer<typeof bookingMessageSchema>;

/** What the message input sends: trimmed, not empty (spec 001 §5). */
export const messageContentSchema = z
  .string()
  .trim()
  .min(1, BOOKING_MESSAGES.messageEmpty)
  .max(MESSAGE_MAX_LENGTH, BOOKING_MESSAGES.messageTooLong);

/** Sending is closed on cancelled and rejected bookings (spec 001 §4). */
export const MESSAGING_CLOSED_STATUSES: readonly BookingStatus[] = ['cancelled', 'rejected'];

export function canSendMessages(status: BookingStatus): boolean {
  return !MESSAGING_CLOSED_STATUSES.includes(status);
}

/** Opening a booking marks as read the unread messages the other party sent to the viewer. */
export function messagesToMarkRead<T extends { sender: string; read: boolean }>(
  messages: readonly T[],
  viewerId: string,
): T[] {
  return messages.filter((message) => !message.read && message.sender !== viewerId);
}
