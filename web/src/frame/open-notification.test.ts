import type { BellNotification } from '@partilha/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openNotification } from './open-notification';

const unreadRequest: BellNotification = {
  id: 'n1',
  type: 'booking_request',
  content: 'New booking request for Garden help from Rui',
  read: false,
  createdAt: '2026-05-02 10:00:00.000Z',
  bookingId: 'b1',
};

function actions(markRead: (id: string) => Promise<void> = async () => undefined) {
  return { markRead: vi.fn(markRead), markedRead: vi.fn(), navigate: vi.fn(), toastError: vi.fn() };
}

afterEach(() => vi.restoreAllMocks());

describe('openNotification', () => {
  it('marks an unread notification read, then opens its booking', async () => {
    const act = actions();
    await openNotification(unreadRequest, act);
    expect(act.markRead).toHaveBeenCalledWith('n1');
    expect(act.markedRead).toHaveBeenCalledWith(['n1']);
    expect(act.navigate).toHaveBeenCalledWith('/account/bookings/b1');
    expect(act.markRead.mock.invocationCallOrder[0]).toBeLessThan(act.navigate.mock.invocationCallOrder[0]!);
    expect(act.toastError).not.toHaveBeenCalled();
  });

  it('does not mark a read one again, and still opens its booking', async () => {
    const act = actions();
    await openNotification({ ...unreadRequest, read: true }, act);
    expect(act.markRead).not.toHaveBeenCalled();
    expect(act.navigate).toHaveBeenCalledWith('/account/bookings/b1');
  });

  it("opens a new message on the booking's conversation", async () => {
    const act = actions();
    await openNotification({ ...unreadRequest, type: 'new_message' }, act);
    expect(act.navigate).toHaveBeenCalledWith('/account/bookings/b1?tab=messages');
  });

  it('goes nowhere for a notification without a booking', async () => {
    const act = actions();
    await openNotification({ ...unreadRequest, type: 'welcome', bookingId: null }, act);
    expect(act.markRead).toHaveBeenCalledWith('n1');
    expect(act.navigate).not.toHaveBeenCalled();
  });

  it('says "Failed to process notification" when marking fails, and opens the booking anyway', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const act = actions(async () => {
      throw new Error('offline');
    });
    await expect(openNotification(unreadRequest, act)).resolves.toBeUndefined();
    expect(act.toastError).toHaveBeenCalledWith('Failed to process notification');
    expect(act.markedRead).not.toHaveBeenCalled();
    expect(act.navigate).toHaveBeenCalledWith('/account/bookings/b1');
  });
});
