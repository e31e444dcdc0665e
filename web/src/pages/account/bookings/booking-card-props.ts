import type { BookingWithParties } from '@partilha/data';
import {
  bookingDetailPath,
  displayNameOf,
  otherParty,
  type BookingActor,
  type Listing,
  type User,
} from '@partilha/domain';
import type { BookingCardProps } from '@partilha/ui';
import { bookingPriceFormulaText } from '../booking-detail/booking-facts-text';

/** Where the card's pictures come from: server thumbnails, '' when there is none. */
export interface BookingCardImages {
  listingThumb: (listing: Listing) => string;
  avatarThumb: (user: User) => string;
}

/**
 * What a My Bookings card shows of one booking, seen by the member in `viewerRole`: the OTHER
 * party (the owner on "Bookings I've Made", the renter on requests received), named with the
 * spec's fallback for their part ("Owner" / "Renter") when their name is unknown or unreadable.
 * The listing's current title and picture when it can be read; otherwise the title copied onto
 * the booking and the problem line.
 */
export function bookingCardProps(
  { booking, listing, listingProblem, renter, owner }: BookingWithParties,
  viewerRole: BookingActor,
  images: BookingCardImages,
): Omit<BookingCardProps, 'onOpen' | 'headingLevel' | 'className'> {
  const otherRole = otherParty(viewerRole);
  const other = otherRole === 'owner' ? owner : renter;
  return {
    id: booking.id,
    listingTitle: listing?.title.trim() || booking.listingTitle,
    listingType: listing?.type ?? booking.listingType,
    imageUrl: listing ? images.listingThumb(listing) || null : null,
    otherParty: {
      role: otherRole,
      name: displayNameOf(other, otherRole),
      avatarUrl: other ? images.avatarThumb(other) || null : null,
    },
    startDate: booking.startDate,
    endDate: booking.endDate || null,
    selectedDates: booking.selectedDates,
    hoursPerDay: booking.hoursPerDay || null,
    totalPrice: booking.totalPrice,
    priceFormula: bookingPriceFormulaText(booking, listing),
    requestedAt: booking.created || null,
    status: booking.status,
    listingProblem,
    href: bookingDetailPath(booking.id),
  };
}
