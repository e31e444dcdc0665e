import { useEffect, useRef } from 'react';
import { toast } from '../../../app/toaster';
import type { LoadState } from '../../../app/use-loader';

const NONE = Symbol('no failure toasted yet');

/**
 * Toasts `message` once for each failed load (spec 001 §2: My Bookings' load failures are toasts).
 * Each attempt rejects with its own error, so a retry that fails again toasts again, while the
 * same failure seen twice (re-renders, React's strict mode running effects twice) does not.
 */
export function useToastOnFailure(
  state: LoadState<unknown>,
  message: string,
  show: (message: string) => void = toast.error,
): void {
  const toasted = useRef<unknown>(NONE);
  const failed = state.status === 'failed';
  const error = failed ? state.error : NONE;
  useEffect(() => {
    if (!failed || toasted.current === error) return;
    toasted.current = error;
    show(message);
  }, [failed, error, message, show]);
}
