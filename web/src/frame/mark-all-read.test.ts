import { afterEach, describe, expect, it, vi } from 'vitest';
import { markAllRead } from './mark-all-read';

function actions(markAll: () => Promise<readonly string[]> = async () => ['a', 'c', 'old']) {
  return { markAll: vi.fn(markAll), markedRead: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() };
}

afterEach(() => vi.restoreAllMocks());

describe('markAllRead', () => {
  it('marks every unread one in one call and says so', async () => {
    const act = actions();
    await markAllRead(3, act);
    expect(act.markAll).toHaveBeenCalledTimes(1);
    expect(act.markedRead).toHaveBeenCalledWith(['a', 'c', 'old']);
    expect(act.toastSuccess).toHaveBeenCalledWith('All notifications marked as read');
    expect(act.toastError).not.toHaveBeenCalled();
  });

  it('does nothing when nothing is unread', async () => {
    const act = actions();
    await markAllRead(0, act);
    expect(act.markAll).not.toHaveBeenCalled();
    expect(act.toastSuccess).not.toHaveBeenCalled();
  });

  it('says "Failed to mark all notifications as read" and leaves them unread when the batch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const act = actions(async () => {
      throw new Error('batch refused');
    });
    await expect(markAllRead(2, act)).resolves.toBeUndefined();
    expect(act.toastError).toHaveBeenCalledWith('Failed to mark all notifications as read');
    expect(act.markedRead).not.toHaveBeenCalled();
    expect(act.toastSuccess).not.toHaveBeenCalled();
  });
});
