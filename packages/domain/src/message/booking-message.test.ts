import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../booking/booking';
import {
  MESSAGE_THREAD_HEIGHT_PX,
  bookingMessageSchema,
  canSendMessages,
  messageContentSchema,
  messagesToMarkRead,
} from './booking-message';

describe('booking messages', () => {
  it('trims the content and refuses an empty message', () => {
    expect(messageContentSchema.parse('  hello  ')).toBe('hello');
    const result = messageContentSchema.safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Message cannot be empty');
  });

  it('closes sending on cancelled and rejected bookings only', () => {
    expect(BOOKING_STATUSES.filter((status) => !canSendMessages(status))).toEqual(['rejected', 'cancelled']);
  });

  it('marks read only what the other party sent', () => {
    const messages = [
      { id: '1', sender: 'a', read: false },
      { id: '2', sender: 'b', read: false },
      { id: '3', sender: 'b', read: true },
    ];
    expect(messagesToMarkRead(messages, 'a').map((message) => message.id)).toEqual(['2']);
  });

  it('parses a stored record and keeps the thread height', () => {
    expect(
      bookingMessageSchema.parse({
        id: 'm1',
        booking: 'b1',
        sender: 'u1',
        content: 'Hi',
        created: '2026-01-05 10:00:00.000Z',
      }).read,
    ).toBe(false);
    expect(MESSAGE_THREAD_HEIGHT_PX).toBe(400);
  });
});
