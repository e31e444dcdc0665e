import { getBookingTimerPeriods, usePocketBase } from '@partilha/data';
import { parseTimestamp, requestExpiresAt, type Booking } from '@partilha/domain';
import { useCallback } from 'react';
import { useLoader } from '../../../app/use-loader';

/**
 * When an unanswered request expires (issue 21: the booking job rejects it then), by the periods
 * in force; null for a booking that is not waiting for its owner, or until the periods are read.
 */
export function useRequestExpiry(booking: Pick<Booking, 'status' | 'requestedAt' | 'created'>): Date | null {
  const client = usePocketBase();
  const periods = useLoader(useCallback(() => getBookingTimerPeriods(client), [client]));
  if (booking.status !== 'pending' && booking.status !== 'negotiating') return null;
  if (periods.status !== 'ready') return null;
  const requestedAt = parseTimestamp(booking.requestedAt) ?? parseTimestamp(booking.created);
  return requestedAt ? requestExpiresAt(requestedAt, periods.data) : null;
}
