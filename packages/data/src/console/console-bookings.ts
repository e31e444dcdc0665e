import { BOOKING_STATUSES, LISTING_TYPES, type BookingStatus, type ListingType } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { consolePageSchema, type ConsolePage } from './console-paged';
import type { PageRequest } from './console-query';
import { consoleGet, idSegment } from './console-request';

const count = z.number().int().min(0);
const person = z.object({ id: z.string(), displayName: z.string().catch('') });

export const consoleBookingSchema = z.object({
  id: z.string().min(1),
  listingId: z.string(),
  listingTitle: z.string().catch(''),
  listingType: z.enum(LISTING_TYPES).nullable().catch(null),
  city: z.string().catch(''),
  renter: person,
  owner: person,
  startDate: z.string(),
  endDate: z.string().catch(''),
  status: z.enum(BOOKING_STATUSES),
  totalPrice: z.number(),
  isLateCancellation: z.boolean().catch(false),
  cancelledAt: z.string().nullable().catch(null),
  created: z.string(),
});
/** One booking row of the console. */
export type ConsoleBooking = z.infer<typeof consoleBookingSchema>;

export const bookingCountsSchema = z.object({
  pending: count,
  negotiating: count,
  approved: count,
  rejected: count,
  cancelled: count,
  completed: count,
});
export type BookingCounts = z.infer<typeof bookingCountsSchema>;

/** Filters of the Bookings table and of its export. */
export interface BookingFilters {
  status?: BookingStatus | '';
  /** YYYY-MM-DD: bookings whose dates overlap [from, to]. */
  from?: string;
  to?: string;
  /** YYYY-MM-DD Lisbon days: bookings requested (created) from the first to the last, inclusive. */
  requestedFrom?: string;
  requestedTo?: string;
  /** YYYY-MM-DD Lisbon days: bookings cancelled from the first to the last, inclusive. */
  cancelledFrom?: string;
  cancelledTo?: string;
  late?: boolean;
  type?: ListingType | '';
  city?: string;
  /** Listing title, renter or owner name. */
  q?: string;
}

export function bookingsQuery(filters: BookingFilters) {
  const { status, from, to, requestedFrom, requestedTo, cancelledFrom, cancelledTo, late, type, city, q } = filters;
  return { status, from, to, requestedFrom, requestedTo, cancelledFrom, cancelledTo, late, type, city, q };
}

const pageSchema = consolePageSchema(consoleBookingSchema).extend({ countsByStatus: bookingCountsSchema });

/** A page of bookings plus the counts by status over the same filters without `status`. */
export type ConsoleBookingPage = ConsolePage<ConsoleBooking> & { countsByStatus: BookingCounts };

/** `GET /api/console/bookings`. */
export function listConsoleBookings(
  client: PocketBase,
  filters: BookingFilters,
  page: PageRequest = {},
): Promise<ConsoleBookingPage> {
  return consoleGet(client, '/api/console/bookings', pageSchema, { ...bookingsQuery(filters), ...page });
}

export const bookingPartySchema = z.object({
  id: z.string(),
  displayName: z.string().catch(''),
  city: z.string().catch(''),
  verifiedProvider: z.boolean().catch(false),
  totalBookings: count.catch(0),
  totalCancellations: count.catch(0),
  lateCancellations: count.catch(0),
  endedBookings: count.catch(0),
  ratingAsProvider: z.number().catch(0),
  ratingAsClient: z.number().catch(0),
  suspended: z.boolean().catch(false),
});
/** A party of a booking as staff see it (no e-mail or phone). */
export type BookingParty = z.infer<typeof bookingPartySchema>;

const bookingDetailSchema = z.object({
  booking: consoleBookingSchema.extend({
    selectedDates: z.array(z.string()).catch([]),
    hoursPerDay: z.number().nullable().catch(null),
    notes: z.string().catch(''),
    cancellationReason: z.string().catch(''),
    cancelledBy: z.string().catch(''),
    paymentStatus: z.string().catch(''),
  }),
  listing: z
    .object({
      id: z.string(),
      title: z.string().catch(''),
      type: z.enum(LISTING_TYPES),
      category: z.string().catch(''),
      price: z.number(),
      city: z.string().catch(''),
      status: z.string().catch('active'),
    })
    .nullable(),
  renter: bookingPartySchema,
  owner: bookingPartySchema,
  messages: z.array(
    z.object({
      id: z.string(),
      sender: z.string(),
      senderName: z.string().catch(''),
      content: z.string(),
      created: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      id: z.string(),
      fromStatus: z.string().catch(''),
      toStatus: z.string(),
      actorName: z.string().catch(''),
      actorRole: z.string().catch('system'),
      note: z.string().catch(''),
      created: z.string(),
    }),
  ),
});
/** Everything the booking drawer shows. */
export type ConsoleBookingDetail = z.infer<typeof bookingDetailSchema>;
export type BookingHistoryEntry = ConsoleBookingDetail['history'][number];

/** `GET /api/console/bookings/{id}`. */
export function getConsoleBooking(client: PocketBase, id: string): Promise<ConsoleBookingDetail> {
  return consoleGet(client, `/api/console/bookings/${idSegment(id)}`, bookingDetailSchema);
}
