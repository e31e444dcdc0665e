import { Card } from '@blueprintjs/core';
import {
  errorMessage,
  markConversationNotificationsRead,
  markMessagesRead,
  sendBookingMessage,
  usePocketBase,
  watchBookingMessages,
  type BookingWithParties,
} from '@partilha/data';
import {
  BOOKING_MESSAGES,
  displayNameOf,
  messagesToMarkRead,
  sendMessageFailedMessage,
  type BookingMessage,
} from '@partilha/domain';
import { MessageThread, type ThreadMessage } from '@partilha/ui';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '../../../app/toaster';
import { useNow } from '../../../app/use-now';

/**
 * The booking's messages (spec 001 §2, §4): live for both parties, the other party's unread ones
 * and the viewer's "new message" notifications of the booking marked read as they are seen,
 * closed for cancelled and rejected bookings.
 */
export function BookingMessages({ data, viewerId }: { data: BookingWithParties; viewerId: string }) {
  const client = usePocketBase();
  const { booking } = data;
  const now = useNow();
  const [messages, setMessages] = useState<BookingMessage[] | null>(null);

  useEffect(() => {
    let current = true;
    let stop: (() => Promise<void>) | null = null;
    watchBookingMessages(
      client,
      booking.id,
      (list) => current && setMessages(list),
      (error: unknown) => {
        console.error('reading the messages failed', error);
        if (current) toast.error(BOOKING_MESSAGES.fetchMessagesFailed);
      },
    ).then(
      (unsubscribe) => {
        if (current) stop = unsubscribe;
        else void unsubscribe();
      },
      (error: unknown) => {
        console.error('following the messages live failed', error);
        if (current) setMessages((previous) => previous ?? []);
      },
    );
    return () => {
      current = false;
      if (stop) void stop();
    };
  }, [client, booking.id]);

  // Opening the booking, and every message that arrives while it is open, is reading it.
  const unreadIds = useMemo(
    () => messagesToMarkRead(messages ?? [], viewerId).map((message) => message.id),
    [messages, viewerId],
  );
  useEffect(() => {
    if (unreadIds.length === 0) return;
    markMessagesRead(client, unreadIds).catch((error: unknown) => console.error('marking messages read failed', error));
  }, [client, unreadIds]);

  // …and so are its "new message" notifications, each time the thread shows a newer message.
  const newestId = messages && messages.length > 0 ? messages[messages.length - 1]?.id : messages ? '' : null;
  useEffect(() => {
    if (newestId === null) return;
    markConversationNotificationsRead(client, viewerId, booking.id).catch((error: unknown) =>
      console.error('marking message notifications read failed', error),
    );
  }, [client, viewerId, booking.id, newestId]);

  const names = useMemo(
    () =>
      new Map([
        [booking.renter, displayNameOf(data.renter, 'renter')],
        [booking.owner, displayNameOf(data.owner, 'owner')],
      ]),
    [booking.renter, booking.owner, data.renter, data.owner],
  );
  const thread: ThreadMessage[] = (messages ?? []).map((message) => ({
    id: message.id,
    senderId: message.sender,
    senderName: names.get(message.sender) ?? 'Someone',
    content: message.content,
    createdAt: message.created,
  }));

  const send = async (content: string) => {
    try {
      const sent = await sendBookingMessage(client, booking.id, content);
      // The live list brings it too; adding it now shows it without waiting for the round trip.
      setMessages((previous) =>
        previous && !previous.some((message) => message.id === sent.id) ? [...previous, sent] : previous,
      );
      toast.success(BOOKING_MESSAGES.messageSent);
    } catch (error) {
      toast.error(sendMessageFailedMessage(errorMessage(error, '')));
      throw error;
    }
  };

  return (
    <Card className="booking-detail__messages" role="region" aria-labelledby="booking-messages-title">
      <h2 id="booking-messages-title" className="booking-facts__heading">
        Messages
      </h2>
      <MessageThread
        messages={thread}
        currentUserId={viewerId}
        now={now}
        bookingStatus={booking.status}
        onSend={send}
        loading={messages === null}
      />
    </Card>
  );
}
