import type { BookingFilters } from '@partilha/data';
import { BOOKING_STATUSES, isIsoDate, isListingType, type BookingStatus } from '@partilha/domain';

const isStatus = (value: string | undefined): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value ?? '');

/**
 * The Bookings filters in the hash, as the server reads them. Values that are not valid (a typed
 * link, an old bookmark) are dropped rather than sent, so the table shows instead of an error.
 */
export function readBookingFilters(params: Readonly<Record<string, string>>): BookingFilters {
  return {
    status: isStatus(params.status) ? params.status : '',
    from: isIsoDate(params.from) ? params.from : '',
    to: isIsoDate(params.to) ? params.to : '',
    late: params.late === 'true',
    type: isListingType(params.type) ? params.type : '',
    city: params.city ?? '',
    q: params.q ?? '',
  };
}
