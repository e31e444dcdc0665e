import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The server's test clock: a file named by PARTILHA_TEST_CLOCK_FILE (pocketbase/hooks/lib/
 * booking-clock.ts) holding the instant the server takes as now; empty means the real time.
 */
export interface TestClock {
  /** Pass as `env: { PARTILHA_TEST_CLOCK_FILE: clock.file }` to startTestServer. */
  file: string;
  /** Sets the server's now (an ISO instant or a Date); null goes back to the real time. */
  set(instant: Date | string | null): void;
  remove(): void;
}

export function createTestClock(): TestClock {
  const dir = mkdtempSync(join(tmpdir(), 'partilha-clock-'));
  const file = join(dir, 'now');
  const set = (instant: Date | string | null) =>
    writeFileSync(file, instant === null ? '' : typeof instant === 'string' ? instant : instant.toISOString());
  set(null);
  return { file, set, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
