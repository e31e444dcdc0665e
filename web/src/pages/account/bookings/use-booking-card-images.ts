import { listingImageUrl, useCollections, usePocketBase } from '@partilha/data';
import { useMemo } from 'react';
import type { BookingCardImages } from './booking-card-props';

/**
 * The thumbnails a booking card shows, at sizes the server makes (pocketbase/pb_migrations):
 * the listing's first image at 300x300, the other party's photo at 100x100.
 */
export function useBookingCardImages(): BookingCardImages {
  const client = usePocketBase();
  const collections = useCollections();
  return useMemo(
    () => ({
      listingThumb: (listing) => listingImageUrl(client, listing, listing.images[0], '300x300'),
      avatarThumb: (user) => collections.users.fileUrl(user, user.avatar, '100x100'),
    }),
    [client, collections],
  );
}
