import { listingCardImage, listingCardOwner, type PocketBase } from '@partilha/data';
import { EAGER_CARD_IMAGES, listingDetailPath, shownPostalCode, type Listing, type User } from '@partilha/domain';
import type { ListingCardProps } from '@partilha/ui';

/** What a card is made from: a listing, and its owner when the page shows who offers it. */
export interface ListingCardSource {
  listing: Listing;
  /** The owner's public profile (search results carry it); null or absent: no owner line. */
  owner?: User | null;
}

export interface ListingCardOptions {
  /** Show the owner's name, avatar and rating. Defaults to true; it shows only when the source has an owner. */
  showOwner?: boolean;
  /** Where the card leads. Defaults to the public detail page (/marketplace/services/{id} or …/equipment/{id}). */
  href?: (listing: Listing) => string;
  /** Called on a plain left click instead of a page load (pass the router's navigation). */
  onOpen?: (id: string, href: string) => void;
  /** Level of the card's title heading; defaults to 3 (cards under a page's h2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The props of a `ListingCard` for one listing: the main image as the server's thumbnails (600x450,
 * with 300x300 and 1200x0 in its srcset), the place, the price and, when given, the owner (name, avatar, rating as a provider).
 */
export function listingCardProps(
  client: PocketBase,
  source: ListingCardSource,
  options: ListingCardOptions = {},
): ListingCardProps {
  const { listing } = source;
  const href = options.href ? options.href(listing) : listingDetailPath(listing.type, listing.id);
  const image = listingCardImage(client, listing, listing.images[0]);
  const onOpen = options.onOpen;
  return {
    id: listing.id,
    type: listing.type,
    title: listing.title,
    city: listing.city,
    postalCode: shownPostalCode(listing),
    price: listing.price,
    imageUrl: image?.src ?? null,
    imageSrcSet: image?.srcSet,
    owner: options.showOwner === false ? null : listingCardOwner(client, source.owner ?? null),
    href,
    onOpen: onOpen ? (id: string) => onOpen(id, href) : undefined,
    headingLevel: options.headingLevel ?? 3,
  };
}

/**
 * How the card at `index` of a list loads its image: the first few at once (they are on the first
 * screen), the first of all with high priority (likely the page's largest paint), the rest lazily.
 */
export function cardImageLoading(index: number): Pick<ListingCardProps, 'imageLoading' | 'imageFetchPriority'> {
  return {
    imageLoading: index < EAGER_CARD_IMAGES ? 'eager' : 'lazy',
    imageFetchPriority: index === 0 ? 'high' : undefined,
  };
}
