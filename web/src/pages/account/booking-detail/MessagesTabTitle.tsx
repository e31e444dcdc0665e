import { BOOKING_PAGE_MESSAGES } from '@partilha/domain';
import { Tag } from '@blueprintjs/core';

/**
 * "Messages" with the count of the other party's unread messages beside it, when there are some;
 * screen readers hear "Messages, 3 unread".
 */
export function MessagesTabTitle({ unreadCount }: { unreadCount: number }) {
  if (unreadCount <= 0) return <>{BOOKING_PAGE_MESSAGES.messages}</>;
  return (
    <>
      {BOOKING_PAGE_MESSAGES.messages}
      <Tag round intent="primary" className="booking-detail__unread" aria-hidden="true">
        {unreadCount}
      </Tag>
      <span className="visually-hidden">{BOOKING_PAGE_MESSAGES.unreadCount(unreadCount)}</span>
    </>
  );
}
