import { BOOKING_NOTICE_MESSAGES } from '../booking/booking-notice-messages';

/** A message notification shows at most this many characters of the message (spec 001 §4). */
export const MESSAGE_PREVIEW_LENGTH = 50;
export const PREVIEW_ELLIPSIS = '…';

/**
 * The preview of a message in its notification: the trimmed text when it is 50 characters or
 * shorter; otherwise its first 50 characters followed by "…". Characters are counted as code
 * points, so an emoji is never cut in half.
 */
export function messagePreview(content: string): string {
  const characters = Array.from(content.trim());
  if (characters.length <= MESSAGE_PREVIEW_LENGTH) return characters.join('');
  return characters.slice(0, MESSAGE_PREVIEW_LENGTH).join('') + PREVIEW_ELLIPSIS;
}

/**
 * The notification content of new messages in one conversation, showing the newest:
 * "New message from Ana: <preview>", or "3 new messages from Ana: <preview>" when the recipient
 * has not read the earlier ones yet (one unread notification per booking).
 */
export function newMessageNotificationContent(senderName: string, content: string, count = 1): string {
  const preview = messagePreview(content);
  return count > 1
    ? BOOKING_NOTICE_MESSAGES.newMessages(count, senderName, preview)
    : BOOKING_NOTICE_MESSAGES.newMessage(senderName, preview);
}

/** How many messages an unread "new message" notification stands for (`data.count`; 1 when absent). */
export function newMessageCount(data: { count?: unknown } | null | undefined): number {
  const count = data?.count;
  return typeof count === 'number' && Number.isInteger(count) && count > 1 ? count : 1;
}
