import { Card } from '@blueprintjs/core';
import type { BookingWithParties } from '@partilha/data';
import { displayNameOf, BOOKING_PAGE_MESSAGES } from '@partilha/domain';
import { MessageThread, type ThreadMessage } from '@partilha/ui';
import { useMemo } from 'react';
import { useNow } from '../../../app/use-now';
import type { BookingConversation } from './use-booking-conversation';

/**
 * The booking's messages (spec 001 §2, §4) as the page shows them: the thread with each sender's
 * name and the input, closed for cancelled and rejected bookings. The conversation itself (live
 * list, read marks, sending) is the page's, so the phone's Messages tab can count the unread ones.
 */
export function BookingMessages({
  data,
  viewerId,
  conversation,
}: {
  data: BookingWithParties;
  viewerId: string;
  conversation: BookingConversation;
}) {
  const { booking } = data;
  const now = useNow();
  const names = useMemo(
    () =>
      new Map([
        [booking.renter, displayNameOf(data.renter, 'renter')],
        [booking.owner, displayNameOf(data.owner, 'owner')],
      ]),
    [booking.renter, booking.owner, data.renter, data.owner],
  );
  const thread: ThreadMessage[] = (conversation.messages ?? []).map((message) => ({
    id: message.id,
    senderId: message.sender,
    senderName: names.get(message.sender) ?? BOOKING_PAGE_MESSAGES.someone,
    content: message.content,
    createdAt: message.created,
  }));

  return (
    <Card id="messages" className="booking-detail__messages" role="region" aria-labelledby="booking-messages-title">
      <h2 id="booking-messages-title" className="booking-facts__heading">
        {BOOKING_PAGE_MESSAGES.messages}
      </h2>
      <MessageThread
        messages={thread}
        currentUserId={viewerId}
        now={now}
        bookingStatus={booking.status}
        onSend={conversation.send}
        loading={conversation.messages === null}
      />
    </Card>
  );
}
