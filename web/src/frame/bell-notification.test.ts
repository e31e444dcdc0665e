import { notificationSchema } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { toBellNotification } from './bell-notification';

const record = (fields: Record<string, unknown>) =>
  notificationSchema.parse({ id: 'n1', user: 'u1', type: 'booking_request', content: 'Hi', ...fields });

describe('bell notifications', () => {
  it('carries the booking and the creation time under the bell’s names', () => {
    expect(toBellNotification(record({ booking: 'b1', created: '2026-05-02 10:00:00.000Z', read: true }))).toEqual({
      id: 'n1',
      type: 'booking_request',
      content: 'Hi',
      read: true,
      createdAt: '2026-05-02 10:00:00.000Z',
      bookingId: 'b1',
    });
  });

  it('has no booking when the record carries none', () => {
    expect(toBellNotification(record({})).bookingId).toBeNull();
  });
});
