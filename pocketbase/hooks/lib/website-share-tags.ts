import {
  LISTING_PAGE_IMAGE_SIZES,
  LISTING_PAGE_IMAGE_THUMB,
  PRICE_UNITS,
  listingPageImageSrcSet,
  formatListingPrice,
  getCategoryLabel,
  reviewerDisplayName,
  roundToCents,
  SITE_HEAD_MESSAGES,
  type Language,
  type ListingType,
} from '@partilha/domain';
import { storedSummary } from './widgets-reviews';
import {
  LISTINGS,
  USERS,
  filePath,
  findOrNull,
  firstFile,
  isPublicListing,
  ownerOf,
  userSuspended,
} from './widgets-public-data';
import { SITE_NAME, addressInLanguage, renderHead, summaryText, type PageHead } from './website-head';

/**
 * The share tags of a public listing and of a member's public profile: only what a guest sees on
 * the website (no e-mail, no postal code: the postal area at most, ADR 0012). Null when the page
 * is not public (a missing or suspended listing, a missing, suspended or deleted member): the
 * page then keeps its default head.
 */

/** schema.org's unit codes (UN/CEFACT) of the listing's price. */
const UNIT_CODES: Readonly<Record<'hour' | 'day', string>> = { hour: 'HUR', day: 'DAY' };

/** The listing's public address: the marketplace page of its type. */
export function listingPath(type: ListingType, id: string): string {
  return `/marketplace/${type === 'equipment' ? 'equipment' : 'services'}/${id}`;
}

export function profilePath(id: string): string {
  return `/profile/${id}`;
}

function isPublicMember(user: PbRecord): boolean {
  return !userSuspended(user) && user.getString('deletedAt') === '';
}

/** The head of /marketplace/{services|equipment}/{id} and /listings/{id}, or null. */
export function listingHead(
  app: PbApp,
  listing: PbRecord,
  origin: string,
  languageInAddress: Language | null = null,
): string | null {
  if (!isPublicListing(listing)) return null;
  const type: ListingType = listing.getString('type') === 'equipment' ? 'equipment' : 'service';
  const title = listing.getString('title');
  const price = roundToCents(Math.max(0, listing.getFloat('price')));
  const city = listing.getString('city');
  const category = getCategoryLabel(listing.getString('category'));
  const path = listingPath(type, listing.id);
  const url = addressInLanguage(origin, path, languageInAddress);
  const firstImage = firstFile(listing, 'images');
  const image = filePath(listing, firstImage, LISTING_PAGE_IMAGE_THUMB);
  const imageUrl = image ? origin + image : null;
  const owner = ownerOf(app, listing.getString('owner'));
  const rating = storedSummary(app, `listing_${listing.id}`);
  const facts = [formatListingPrice(price, type), category, city].filter((fact) => fact !== '').join(' · ');

  const offer: { [key: string]: unknown } = {
    '@type': 'Offer',
    url,
    price: price.toFixed(2),
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: price.toFixed(2),
      priceCurrency: 'EUR',
      unitCode: UNIT_CODES[PRICE_UNITS[type]],
      unitText: PRICE_UNITS[type],
    },
  };
  if (owner) offer.seller = { '@type': 'Person', name: owner.name, url: origin + profilePath(owner.id) };
  const product: { [key: string]: unknown } = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    description: summaryText(listing.getString('description'), 500),
    url,
    category,
    offers: offer,
  };
  if (imageUrl) product.image = [imageUrl];
  if (rating.count > 0) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(rating.average * 10) / 10,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const head: PageHead = {
    title: `${title} — ${SITE_NAME}`,
    description: summaryText(`${facts}. ${listing.getString('description')}`),
    canonicalUrl: url,
    alternatesOf: { origin, pathAndQuery: path },
    ogType: 'product',
    imageUrl,
    imageAlt: title,
    jsonLd: product,
    preloadImage: firstImage ? listingPagePicture(listing.id, firstImage) : null,
  };
  return renderHead(head);
}

/**
 * The listing page's main picture as the page itself asks for it (web's ListingDetailPage through
 * the SDK: the collection by name, the domain's thumbs and sizes), so the browser starts fetching
 * it with the HTML and the page reuses it instead of waiting for its code and the listing's record.
 */
function listingPagePicture(id: string, file: string): NonNullable<PageHead['preloadImage']> {
  const urlOfThumb = (thumb: string) => `/api/files/${LISTINGS}/${id}/${encodeURIComponent(file)}?thumb=${thumb}`;
  return {
    href: urlOfThumb(LISTING_PAGE_IMAGE_THUMB),
    srcSet: listingPageImageSrcSet(urlOfThumb),
    sizes: LISTING_PAGE_IMAGE_SIZES,
  };
}

/** The head of /profile/{id}, or null. */
export function profileHead(
  app: PbApp,
  id: string,
  origin: string,
  languageInAddress: Language | null = null,
): string | null {
  const user = findOrNull(app, USERS, id);
  if (!user || !isPublicMember(user)) return null;
  const name = reviewerDisplayName(user.id, user.getString('displayName'));
  const city = user.getString('city');
  const reviews = Math.max(0, Math.floor(user.getFloat('reviewsAsProvider')));
  const facts = [
    city ? SITE_HEAD_MESSAGES.memberIn(name, city) : name,
    reviews > 0 ? SITE_HEAD_MESSAGES.memberRated(user.getFloat('ratingAsProvider').toFixed(1), reviews) : '',
  ].filter((fact) => fact !== '');
  const avatar = filePath(user, firstFile(user, 'avatar'), '300x300');
  const path = profilePath(user.id);
  const url = addressInLanguage(origin, path, languageInAddress);
  const head: PageHead = {
    title: `${name} — ${SITE_NAME}`,
    description: SITE_HEAD_MESSAGES.memberDescription(facts.join(', '), SITE_NAME),
    canonicalUrl: url,
    alternatesOf: { origin, pathAndQuery: path },
    ogType: 'profile',
    imageUrl: avatar ? origin + avatar : null,
    imageAlt: name,
    jsonLd: null,
  };
  return renderHead(head);
}
