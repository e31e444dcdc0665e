import { NonIdealState, Spinner } from '@blueprintjs/core';
import { canSendMessages, MESSAGE_THREAD_HEIGHT_PX, type BookingStatus, BOOKING_PAGE_MESSAGES } from '@partilha/domain';
import { useLayoutEffect, useRef } from 'react';
import { cls } from '../../classes';
import { MessageBubble, type ThreadMessage } from './MessageBubble';
import { MessageInput } from './MessageInput';

export interface MessageThreadProps {
  /** Oldest first, as the thread reads top to bottom. */
  messages: readonly ThreadMessage[];
  /** The viewer: their messages sit on the right and read "You". */
  currentUserId: string;
  /** The clock for "5m ago"; the caller passes it (and re-renders now and then), ui has no clock. */
  now: Date;
  /** Sending is closed for cancelled and rejected bookings (spec 001 §4). */
  bookingStatus: BookingStatus;
  /**
   * Called with the trimmed text. When it returns a promise the input is cleared once it
   * resolves and kept when it rejects (the caller shows "Failed to send message: …").
   */
  onSend: (content: string) => void | Promise<unknown>;
  /** A message is on its way: the input and Send wait. */
  sending?: boolean;
  /** The thread is still loading. */
  loading?: boolean;
  /** Accessible name of the message list. Defaults to "Messages". */
  label?: string;
  /** Shown when there are no messages. Defaults to "No messages yet". */
  emptyText?: string;
  className?: string;
}

/**
 * The messages of a booking (spec 001 §2, §4): a 400 px scroll area that keeps the newest message
 * in view, each message with its sender and how long ago it was sent, the viewer's own on the
 * right; under it the input and Send, closed with the spec's placeholder for cancelled or
 * rejected bookings. The list is a polite live region, so new messages are announced.
 */
export function MessageThread({
  messages,
  currentUserId,
  now,
  bookingStatus,
  onSend,
  sending = false,
  loading = false,
  label = BOOKING_PAGE_MESSAGES.messages,
  emptyText = BOOKING_PAGE_MESSAGES.noMessages,
  className,
}: MessageThreadProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const newestId = messages[messages.length - 1]?.id;

  // Before paint, so the thread never flashes at its top when it opens or a message arrives.
  useLayoutEffect(() => {
    const area = scrollRef.current;
    if (area) area.scrollTop = area.scrollHeight;
  }, [newestId, loading]);

  return (
    <div className={[cls('message-thread'), className].filter(Boolean).join(' ')}>
      <div
        ref={scrollRef}
        className={cls('message-thread-scroll')}
        style={{ height: MESSAGE_THREAD_HEIGHT_PX }}
        role="log"
        aria-label={label}
        aria-busy={loading || undefined}
        // Focusable, so keyboard users can scroll back through a long thread.
        tabIndex={0}
      >
        {loading ? (
          <div className={cls('message-thread-center')}>
            <Spinner size={24} aria-label={BOOKING_PAGE_MESSAGES.loadingMessages} />
          </div>
        ) : messages.length === 0 ? (
          <div className={cls('message-thread-center')}>
            <NonIdealState icon="chat" description={emptyText} layout="vertical" />
          </div>
        ) : (
          <ol className={cls('message-thread-list')}>
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} own={message.senderId === currentUserId} now={now} />
            ))}
          </ol>
        )}
      </div>
      <MessageInput closed={!canSendMessages(bookingStatus)} sending={sending} onSend={onSend} />
    </div>
  );
}
