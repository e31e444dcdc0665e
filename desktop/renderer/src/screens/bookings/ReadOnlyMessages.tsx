import type { ConsoleBookingDetail } from '@partilha/data';
import { CONSOLE_RECORDS_TEXTS as T, formatDate } from '@partilha/domain';

/**
 * The booking's messages, read-only: staff read a thread to settle a dispute, never write in it
 * (the website's MessageThread always has an input, so a plain list is used here).
 */
export function ReadOnlyMessages({ messages }: { messages: ConsoleBookingDetail['messages'] }) {
  if (messages.length === 0) return <p>{T.noMessages}</p>;
  return (
    <ol className="console-messages" aria-label={T.messages}>
      {messages.map((message) => (
        <li key={message.id} className="console-messages__item">
          <div className="console-messages__meta">
            <strong>{message.senderName || message.sender}</strong> · {formatDate(message.created, { withTime: true })}
          </div>
          <div className="console-messages__content">{message.content}</div>
        </li>
      ))}
    </ol>
  );
}
