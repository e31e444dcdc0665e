import { parseTimestamp } from '@partilha/domain';

/** Environment variable naming the test clock's file; never set outside tests. */
export const TEST_CLOCK_FILE_VARIABLE = 'PARTILHA_TEST_CLOCK_FILE';

/**
 * "Now" for the booking rules (today's date in Lisbon, the late-cancellation flag, cancelledAt
 * and lastUpdated). The real clock, unless PARTILHA_TEST_CLOCK_FILE names a file holding an
 * instant ("2026-03-28T08:01:00Z"): then that instant, read on every call, so a test moves time
 * by rewriting the file. The late-cancellation boundary (09:00 Lisbon minus 24 h) can only be
 * approached to the minute, and on a daylight-saving day, by choosing "now"; start dates
 * relative to the real clock cannot do that. A missing, empty or unreadable file means the real
 * clock, so a stray variable never freezes time.
 */
export function bookingNow(env: (key: string) => string, readText: (path: string) => string): Date {
  const path = env(TEST_CLOCK_FILE_VARIABLE);
  if (path) {
    let text: string;
    try {
      text = readText(path).trim();
    } catch {
      text = '';
    }
    const instant = text ? parseTimestamp(text) : null;
    if (instant) return instant;
  }
  return new Date();
}

/** bookingNow with PocketBase's environment and file reading. */
export function serverNow(): Date {
  return bookingNow(
    (key) => $os.getenv(key),
    (path) => toString($os.readFile(path)),
  );
}
