import { MODERATION_MESSAGES, UNDO_WINDOW_MS } from '@partilha/domain';
import { describe, expect, it, vi } from 'vitest';
import { commitWhenDue, undoDelayMs } from './undo-window';

describe('undo window', () => {
  const now = Date.parse('2026-11-25T10:00:00.000Z');

  it('lasts until the server commits', () => {
    expect(undoDelayMs('2026-11-25T10:00:07.500Z', now)).toBe(7500);
  });

  it('is never longer than the window, nor negative', () => {
    expect(undoDelayMs('2026-11-25T10:01:00.000Z', now)).toBe(UNDO_WINDOW_MS);
    expect(undoDelayMs('2026-11-25T09:59:00.000Z', now)).toBe(0);
    expect(undoDelayMs('soon', now)).toBe(UNDO_WINDOW_MS);
  });
});

describe('commit when due', () => {
  const tooEarly = new Error(MODERATION_MESSAGES.undoWindowOpen);
  const isTooEarly = (error: unknown) => error === tooEarly;

  it('tries again while the server says the window is still open', async () => {
    const commit = vi.fn().mockRejectedValueOnce(tooEarly).mockResolvedValueOnce('committed');
    const wait = vi.fn().mockResolvedValue(undefined);
    await expect(commitWhenDue(commit, { wait, isTooEarly })).resolves.toBe('committed');
    expect(commit).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(1000);
  });

  it('gives up after its tries, and at once on any other refusal', async () => {
    const wait = vi.fn().mockResolvedValue(undefined);
    const early = vi.fn().mockRejectedValue(tooEarly);
    await expect(commitWhenDue(early, { wait, isTooEarly, tries: 3 })).rejects.toBe(tooEarly);
    expect(early).toHaveBeenCalledTimes(3);
    const other = new Error('Only the moderator who made the decision can undo it.');
    const refused = vi.fn().mockRejectedValue(other);
    await expect(commitWhenDue(refused, { wait, isTooEarly })).rejects.toBe(other);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
