import { usePocketBase } from '@partilha/data';
import type { ListingCardProps } from '@partilha/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { listingCardProps, type ListingCardOptions, type ListingCardSource } from './listing-card-props';

/**
 * `listingCardProps` bound to this page's client and router: a click on a card navigates inside
 * the app, while the card stays a real link (new tab, copy address).
 *
 *   const cardProps = useListingCardProps();
 *   items.map((item) => <ListingCard key={item.listing.id} {...cardProps(item)} />)
 */
export function useListingCardProps(
  options: Omit<ListingCardOptions, 'onOpen'> = {},
): (source: ListingCardSource) => ListingCardProps {
  const client = usePocketBase();
  const navigate = useNavigate();
  const { showOwner, href, headingLevel } = options;
  return useCallback(
    (source: ListingCardSource) =>
      listingCardProps(client, source, {
        showOwner,
        href,
        headingLevel,
        onOpen: (_id, to) => navigate(to),
      }),
    [client, navigate, showOwner, href, headingLevel],
  );
}
