import type { BookingFilters } from '@partilha/data';
import { BOOKING_STATUSES, isIsoDate, isListingType, type BookingStatus } from '@partilha/domain';

const isStatus = (value: string | undefined): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value ?? '');

/** Two day params; a range that ends before it starts is dropped whole (the server refuses it). */
function dayRange(params: Readonly<Record<string, string>>, fromKey: string, toKey: string): [string, string] {
  const from = isIsoDate(params[fromKey]) ? params[fromKey] : '';
  const to = isIsoDate(params[toKey]) ? params[toKey] : '';
  return from !== '' && to !== '' && to < from ? ['', ''] : [from, to];
}

/**
 * The Bookings filters in the hash, as the server reads them. Values that are not valid (a typed
 * link, an old bookmark) are dropped rather than sent, so the table shows instead of an error.
 */
export function readBookingFilters(params: Readonly<Record<string, string>>): BookingFilters {
  const [from, to] = dayRange(params, 'from', 'to');
  const [requestedFrom, requestedTo] = dayRange(params, 'requestedFrom', 'requestedTo');
  const [cancelledFrom, cancelledTo] = dayRange(params, 'cancelledFrom', 'cancelledTo');
  return {
    status: isStatus(params.status) ? params.status : '',
    from,
    to,
    requestedFrom,
    requestedTo,
    cancelledFrom,
    cancelledTo,
    late: params.late === 'true',
    type: isListingType(params.type) ? params.type : '',
    city: params.city ?? '',
    q: params.q ?? '',
  };
}
