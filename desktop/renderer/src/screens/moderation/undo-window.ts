import { UNDO_WINDOW_MS } from '@partilha/domain';

/**
 * How long the console offers "Undo": until the server's `commitAt`, measured on this machine's
 * clock, never longer than the window itself (a clock running behind would otherwise offer an
 * undo the server refuses) and never negative. An unreadable time gives the whole window.
 */
export function undoDelayMs(commitAt: string, now: number): number {
  const at = Date.parse(commitAt);
  if (Number.isNaN(at)) return UNDO_WINDOW_MS;
  return Math.min(UNDO_WINDOW_MS, Math.max(0, at - now));
}

export interface CommitRetry {
  /** Waits between tries (the server's clock may be a little behind this one). */
  wait: (ms: number) => Promise<void>;
  /** The server still says the window is open. */
  isTooEarly: (error: unknown) => boolean;
  tries?: number;
  pauseMs?: number;
}

/**
 * Commits once the window has passed. A server whose clock is behind answers "still open"
 * (`undoWindowOpen`): try again a moment later, a few times; the server's own cron commits in the
 * end whatever happens here.
 */
export async function commitWhenDue<T>(
  commit: () => Promise<T>,
  { wait, isTooEarly, tries = 6, pauseMs = 1000 }: CommitRetry,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await commit();
    } catch (error) {
      if (attempt >= tries || !isTooEarly(error)) throw error;
      await wait(pauseMs);
    }
  }
}
