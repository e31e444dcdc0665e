import {
  errorMessage,
  markConversationNotificationsRead,
  markMessagesRead,
  sendBookingMessage,
  usePocketBase,
  watchBookingMessages,
} from '@partilha/data';
import {
  BOOKING_MESSAGES,
  messagesToMarkRead,
  sendMessageFailedMessage,
  type BookingMessage,
  translateText,
} from '@partilha/domain';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '../../../app/toaster';

export interface BookingConversation {
  /** The booking's messages, oldest first; null until the first list arrives. */
  messages: BookingMessage[] | null;
  /** The other party's messages the viewer has not seen yet (0 while the conversation is on screen). */
  unreadCount: number;
  /** Sends a message; rejects (after its toast) when the server refuses it. */
  send: (content: string) => Promise<void>;
}

/**
 * A booking's messages (spec 001 §2, §4), live for both parties. Seeing the conversation is reading
 * it: while `seen` (on a phone, while the Messages tab is open; on wider screens always), the other
 * party's unread messages and the viewer's "new message" notifications of the booking are marked
 * read, now and as new ones arrive. Until then they are counted, for the Messages tab.
 */
export function useBookingConversation(bookingId: string, viewerId: string, seen: boolean): BookingConversation {
  const client = usePocketBase();
  const [messages, setMessages] = useState<BookingMessage[] | null>(null);
  // Marked read here but perhaps not yet re-read from the server.
  const [markedIds, setMarkedIds] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    let current = true;
    let stop: (() => Promise<void>) | null = null;
    watchBookingMessages(
      client,
      bookingId,
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
  }, [client, bookingId]);

  const unreadIds = useMemo(
    () =>
      messagesToMarkRead(messages ?? [], viewerId)
        .map((message) => message.id)
        .filter((id) => !markedIds.has(id)),
    [messages, viewerId, markedIds],
  );
  useEffect(() => {
    if (!seen || unreadIds.length === 0) return;
    setMarkedIds((previous) => new Set([...previous, ...unreadIds]));
    markMessagesRead(client, unreadIds).catch((error: unknown) => console.error('marking messages read failed', error));
  }, [client, unreadIds, seen]);

  // …and so are its "new message" notifications, each time the thread shows a newer message.
  const newestId = messages && messages.length > 0 ? messages[messages.length - 1]?.id : messages ? '' : null;
  useEffect(() => {
    if (!seen || newestId === null) return;
    markConversationNotificationsRead(client, viewerId, bookingId).catch((error: unknown) =>
      console.error('marking message notifications read failed', error),
    );
  }, [client, viewerId, bookingId, newestId, seen]);

  const send = async (content: string) => {
    try {
      const sent = await sendBookingMessage(client, bookingId, content);
      // The live list brings it too; adding it now shows it without waiting for the round trip.
      setMessages((previous) =>
        previous && !previous.some((message) => message.id === sent.id) ? [...previous, sent] : previous,
      );
      toast.success(BOOKING_MESSAGES.messageSent);
    } catch (error) {
      toast.error(sendMessageFailedMessage(translateText(errorMessage(error, ''))));
      throw error;
    }
  };

  return { messages, unreadCount: seen ? 0 : unreadIds.length, send };
}
