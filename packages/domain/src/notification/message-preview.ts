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

/** The notification content of a new message: "New message from Ana: <preview>". */
export function newMessageNotificationContent(senderName: string, content: string): string {
  return `New message from ${senderName}: ${messagePreview(content)}`;
}
