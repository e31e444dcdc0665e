import { UNDO_WINDOW_MS } from '@partilha/domain';

/** Environment variable that shortens (or lengthens) the undo window, in seconds; for API tests. */
export const UNDO_WINDOW_VARIABLE = 'PARTILHA_MODERATION_UNDO_SECONDS';

/**
 * The undo window from the variable's text: a number of seconds (0 or more, fractions allowed),
 * else the domain's UNDO_WINDOW_MS (10 s). A stray or malformed value never removes the window
 * by accident: only an explicit number changes it.
 */
export function undoWindowMsFrom(value: string): number {
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return UNDO_WINDOW_MS;
  return Math.round(Number(text) * 1000);
}

/** The undo window of this server (PARTILHA_MODERATION_UNDO_SECONDS, default 10 s). */
export function moderationUndoWindowMs(): number {
  return undoWindowMsFrom($os.getenv(UNDO_WINDOW_VARIABLE));
}
