import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_FILE_VARIABLE, bookingNow } from './booking-clock';

const env = (values: Record<string, string>) => (key: string) => values[key] ?? '';

describe('bookingNow', () => {
  it('is the instant in the test clock file when the variable names one', () => {
    const now = bookingNow(env({ [TEST_CLOCK_FILE_VARIABLE]: '/clock' }), () => ' 2030-03-30T08:01:00Z\n');
    expect(now.toISOString()).toBe('2030-03-30T08:01:00.000Z');
  });

  it('is the real clock without the variable, or with an empty, unreadable or invalid file', () => {
    const readers = [
      () => '',
      () => 'tomorrow',
      () => {
        throw new Error('missing');
      },
    ];
    const cases = [bookingNow(env({}), () => '2030-01-01T00:00:00Z')].concat(
      readers.map((read) => bookingNow(env({ [TEST_CLOCK_FILE_VARIABLE]: '/clock' }), read)),
    );
    for (const now of cases) expect(Math.abs(now.getTime() - Date.now())).toBeLessThan(5_000);
  });
});
