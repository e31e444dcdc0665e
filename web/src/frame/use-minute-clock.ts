import { useEffect, useState } from 'react';

export const CLOCK_TICK_MS = 60_000;

/**
 * The time relative dates are measured from, read again every minute so "Just now" becomes
 * "1m ago" on an open page, and whenever `readAgainWhen` changes (a new list arrives).
 */
export function useMinuteClock(readAgainWhen: unknown): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [readAgainWhen]);
  return now;
}
