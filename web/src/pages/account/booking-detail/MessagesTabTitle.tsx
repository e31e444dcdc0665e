import { Tag } from '@blueprintjs/core';

/**
 * "Messages" with the count of the other party's unread messages beside it, when there are some;
 * screen readers hear "Messages, 3 unread".
 */
export function MessagesTabTitle({ unreadCount }: { unreadCount: number }) {
  if (unreadCount <= 0) return <>Messages</>;
  return (
    <>
      Messages
      <Tag round intent="primary" className="booking-detail__unread" aria-hidden="true">
        {unreadCount}
      </Tag>
      <span className="visually-hidden">, {unreadCount} unread</span>
    </>
  );
}
