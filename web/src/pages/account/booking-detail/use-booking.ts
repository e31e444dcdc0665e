import { statusOf, usePocketBase, watchBooking, type BookingWithParties } from '@partilha/data';
import { BOOKING_MESSAGES, type Booking } from '@partilha/domain';
import { useCallback, useEffect, useState } from 'react';

export type BookingLoad =
  | { status: 'loading' }
  | { status: 'ready'; data: BookingWithParties }
  /** The toast the page shows before it sends the viewer back to My Bookings. */
  | { status: 'failed'; message: string };

/** Why a booking could not be read, in the words of spec 001 §8. */
export function loadFailureMessage(error: unknown): string {
  // The server answers 404 both for a missing booking and for one the caller is not a party to,
  // so strangers learn nothing about other people's bookings.
  return statusOf(error) === 404 ? BOOKING_MESSAGES.notFound : BOOKING_MESSAGES.loadDetailsFailed;
}

/**
 * One booking with its listing and people, kept current: every change either party makes
 * (status, details, cancellation) arrives through the realtime subscription. `replace` puts the
 * answer of the viewer's own change in place at once.
 */
export function useBooking(id: string): BookingLoad & { replace: (booking: Booking) => void } {
  const client = usePocketBase();
  const [state, setState] = useState<BookingLoad>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    let loaded = false;
    let stop: (() => Promise<void>) | null = null;
    setState({ status: 'loading' });
    watchBooking(
      client,
      id,
      (data) => {
        loaded = true;
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        // Before the first answer the page cannot show anything; later a failed re-read keeps
        // what is on screen until the next change.
        if (!loaded && current) setState({ status: 'failed', message: loadFailureMessage(error) });
        else console.error('re-reading the booking failed', error);
      },
    ).then(
      (unsubscribe) => {
        if (current) stop = unsubscribe;
        else void unsubscribe();
      },
      (error: unknown) => current && setState({ status: 'failed', message: loadFailureMessage(error) }),
    );
    return () => {
      current = false;
      if (stop) void stop();
    };
  }, [client, id]);

  const replace = useCallback(
    (booking: Booking) =>
      setState((previous) =>
        previous.status === 'ready' ? { status: 'ready', data: { ...previous.data, booking } } : previous,
      ),
    [],
  );
  return { ...state, replace };
}
