import {
  formatDate,
  formatRelativeTime,
  parseTimestamp,
  BOOKING_PAGE_MESSAGES,
  bookingThreadText,
} from '@partilha/domain';
import { cls } from '../../classes';

export interface ThreadMessage {
  id: string;
  senderId: string;
  /** The sender's display name; the viewer's own messages read "You" instead. */
  senderName: string;
  content: string;
  /** When it was sent (the record's `created`). */
  createdAt: string;
}

/** One message: its text, then who sent it and how long ago (the exact time on hover). */
export function MessageBubble({ message, own, now }: { message: ThreadMessage; own: boolean; now: Date }) {
  const sentAt = parseTimestamp(message.createdAt);
  return (
    <li className={[cls('message-bubble'), own ? cls('message-bubble-own') : cls('message-bubble-other')].join(' ')}>
      <p className={cls('message-bubble-content')}>{bookingThreadText(message.content)}</p>
      <p className={cls('message-bubble-meta')}>
        <span className={cls('message-bubble-sender')}>
          {own ? BOOKING_PAGE_MESSAGES.youSender : message.senderName || BOOKING_PAGE_MESSAGES.someone}
        </span>
        {sentAt && (
          <>
            {' · '}
            <time dateTime={sentAt.toISOString()} title={formatDate(sentAt, { withTime: true })}>
              {formatRelativeTime(sentAt, now)}
            </time>
          </>
        )}
      </p>
    </li>
  );
}
