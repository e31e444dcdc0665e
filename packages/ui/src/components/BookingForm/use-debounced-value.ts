import { useEffect, useState } from 'react';

/**
 * The value as it was `delayMs` after it last changed. The booking page uses it for the
 * availability check: `useDebouncedValue(value.selectedDates, AVAILABILITY_CHECK_DEBOUNCE_MS)`,
 * then checks in an effect on the result, so a burst of clicks makes one request.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
