import arrowLeftPaths from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left';
import mapMarkerPaths from '@blueprintjs/icons/lib/esm/generated/16px/paths/map-marker';
import menuPaths from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu';
import searchPaths from '@blueprintjs/icons/lib/esm/generated/16px/paths/search';
import mediaPaths from '@blueprintjs/icons/lib/esm/generated/20px/paths/media';
import {
  EQUIPMENT_CATEGORIES,
  FIRST_VIEW_MESSAGES,
  formatEuros,
  getCategoryLabel,
  LANDING_HERO,
  LISTING_MESSAGES,
  LISTING_PAGE_IMAGE_SIZES,
  LISTING_PAGE_IMAGE_THUMB,
  LISTING_PAGE_MESSAGES,
  LISTING_TYPE_LABELS,
  LISTING_UI_MESSAGES,
  listingPageImageSrcSet,
  listingRatingText,
  PRICE_SUFFIXES,
  PRODUCT_NAME,
  roundToCents,
  SEARCH_MESSAGES,
  SERVICE_CATEGORIES,
  SIGNED_IN_HINT_COOKIE,
  spokenListingPrice,
  type ListingType,
} from '@partilha/domain';
import { escapeHtml } from './mail-layout';
import { storedSummary } from './widgets-reviews';
import { LISTINGS, isPublicListing } from './widgets-public-data';

/**
 * The first view of a public page, sent inside its HTML (docs/adr/0018): the header and what the
 * top of the page shows — a listing's picture, title and price; the landing's opening — so the
 * visitor sees the page as soon as the HTML and the stylesheet arrive, instead of an empty screen
 * until the app's code has run and fetched its data. The markup is the website's own (the same
 * classes, so the stylesheet lays it out where the app will draw it; an end-to-end test compares
 * the positions). The app draws the page hidden beside it and removes it once its page is ready
 * (web/src/app/server-shell.ts). Links and the search form work without JavaScript.
 *
 * Only what a guest sees on the website is shown: no e-mail, no full postal code (ADR 0012). Ids
 * carry a `shell-` prefix: the app's page exists, hidden, at the same time.
 */

/** The element's id; the app looks for it. */
export const SHELL_ID = 'server-shell';

/**
 * Whether the website says someone is signed in on this browser (web/src/app/signed-in-hint.ts):
 * a hint, not a credential. With it the header leaves out "Sign in", and /home, which is another
 * page for a member, gets no first view.
 */
export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

export interface IconOptions {
  /** Drawn size in px (16). */
  size?: number;
  /** The paths' grid: Blueprint's 16 px paths, or its 20 px ones for large icons. */
  grid?: 16 | 20;
  /** A title names the icon (HTMLSelect's "Open dropdown"); without one it is decorative. */
  title?: string;
  /** An InputGroup's left icon is out of the tab order. */
  leftIcon?: boolean;
}

/** A Blueprint icon as the website draws it (`<Icon>`). */
export function icon(name: string, paths: readonly string[], options: IconOptions = {}): string {
  const { size = 16, grid = 16, title = '', leftIcon = false } = options;
  const drawn = paths.map((path) => `<path d="${path}" fill-rule="evenodd"></path>`).join('');
  return (
    `<span${title ? '' : ' aria-hidden="true"'}${leftIcon ? ' tabindex="-1"' : ''} class="bp6-icon bp6-icon-${name}">` +
    `<svg data-icon="${name}" height="${size}" role="img" viewBox="0 0 ${grid} ${grid}" width="${size}">` +
    `${title ? `<title>${title}</title>` : ''}${drawn}</svg></span>`
  );
}

/** A search form that works without JavaScript: GET /search?search=… (HeaderSearch's address). */
function searchForm(id: string, label: string, large: boolean, className: string, value = ''): string {
  return (
    `<form role="search" aria-label="${escapeHtml(label)}" class="header-search${className}" action="/search" method="get">` +
    `<label for="${id}" class="visually-hidden">${escapeHtml(label)}</label>` +
    `<div class="bp6-input-group bp6-fill${large ? ' bp6-large' : ''}">` +
    `<input type="search" name="search" id="${id}" placeholder="${escapeHtml(SEARCH_MESSAGES.placeholder)}"${value ? ` value="${escapeHtml(value)}"` : ''} class="bp6-input">` +
    `<span class="bp6-input-action"><button type="submit" aria-label="${escapeHtml(SEARCH_MESSAGES.searchButton)}" class="bp6-button bp6-minimal">` +
    `${icon('search', searchPaths)}</button></span></div></form>`
  );
}

/**
 * The site header (web/src/frame/SiteHeader.tsx) as a visitor sees it before the app runs: its box
 * holds `?search=`, and Sign in comes back to `here` (LoginPage's `?from=`, as the app's saves it).
 */
function siteHeader(signedIn: boolean, search: string, here: string): string {
  const signIn = `/auth/login?from=${encodeURIComponent(here)}`;
  const account = signedIn
    ? ''
    : `<a href="${escapeHtml(signIn)}" class="bp6-button bp6-intent-primary"><span class="bp6-button-text">${escapeHtml(FIRST_VIEW_MESSAGES.signIn)}</span></a>`;
  return (
    '<header class="site-header"><div class="site-header__inner">' +
    `<a aria-label="${escapeHtml(FIRST_VIEW_MESSAGES.productHome(PRODUCT_NAME))}" href="/home" class="site-header__logo">` +
    `<img src="/favicon.svg" alt="" width="28" height="28"><span class="site-header__name">${PRODUCT_NAME}</span></a>` +
    `<div class="site-header__search">${searchForm('shell-header-search', SEARCH_MESSAGES.searchListings, false, '', search)}</div>` +
    `<nav aria-label="${escapeHtml(FIRST_VIEW_MESSAGES.account)}" class="site-header__actions">${account}</nav>` +
    // The menu opens with the app: until then its button holds its place without being one.
    `<span aria-hidden="true" class="bp6-button bp6-minimal site-header__menu-toggle">${icon('menu', menuPaths)}</span>` +
    '</div></header>'
  );
}

/** The page frame (web/src/frame/PageFrame.tsx) around the first view of the page at `here` (path and query). */
export function frame(signedIn: boolean, here: string, page: string, search = ''): string {
  return (
    `<div id="${SHELL_ID}" class="server-shell"><div class="page-frame">` +
    `<a href="#shell-main" class="skip-link">${escapeHtml(FIRST_VIEW_MESSAGES.skipToContent)}</a>` +
    siteHeader(signedIn, search, here) +
    `<main id="shell-main" tabindex="-1" class="page-frame__main">${page}</main>` +
    '</div></div>'
  );
}

export function tag(text: string, classes: string, id = ''): string {
  return `<span${id ? ` id="${id}"` : ''} class="bp6-tag ${classes} bp6-round"><span class="bp6-text-overflow-ellipsis bp6-fill">${escapeHtml(text)}</span></span>`;
}

/** `<PriceTag>` (packages/ui). */
export function priceTag(price: number, type: ListingType, size: 'md' | 'lg'): string {
  return (
    `<span class="partilha-price-tag partilha-price-tag-${size}"><span aria-hidden="true" class="partilha-price-tag-visual">` +
    `<span class="partilha-price-tag-amount">${escapeHtml(formatEuros(price))}</span>` +
    `<span class="partilha-price-tag-unit">${escapeHtml(PRICE_SUFFIXES[type])}</span></span>` +
    `<span class="partilha-price-tag-spoken">${escapeHtml(spokenListingPrice(price, type))}</span></span>`
  );
}

/** `<ImageGallery>` (packages/ui) with the listing page's picture sizes, or its empty frame. */
function gallery(listingId: string, title: string, images: readonly string[]): string {
  const url = (file: string, thumb: string) =>
    escapeHtml(`/api/files/${LISTINGS}/${listingId}/${encodeURIComponent(file)}?thumb=${thumb}`);
  const first = images[0];
  if (first === undefined) {
    return (
      '<div class="partilha-image-gallery"><div class="partilha-image-gallery-main partilha-image-gallery-empty">' +
      `${icon('media', mediaPaths, { size: 40, grid: 20 })}<span>${escapeHtml(LISTING_MESSAGES.noImage)}</span></div></div>`
    );
  }
  const alt = images.length > 1 ? LISTING_UI_MESSAGES.galleryImage(title, 1, images.length) : title;
  const srcSet = listingPageImageSrcSet(
    (thumb) => `/api/files/${LISTINGS}/${listingId}/${encodeURIComponent(first)}?thumb=${thumb}`,
  );
  const main =
    '<div class="partilha-image-gallery-main">' +
    `<img src="${url(first, LISTING_PAGE_IMAGE_THUMB)}" srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(LISTING_PAGE_IMAGE_SIZES)}"` +
    ` alt="${escapeHtml(alt)}" loading="eager" fetchpriority="high" class="partilha-image-gallery-main-image"></div>`;
  if (images.length < 2) return `<div class="partilha-image-gallery">${main}</div>`;
  // The strip chooses a picture with the app; until then it only shows them.
  const strip = images
    .map(
      (file) =>
        `<li><span class="partilha-image-gallery-thumb"><img src="${url(file, '300x300')}" alt="" loading="lazy" decoding="async" width="72" height="72"></span></li>`,
    )
    .join('');
  return `<div class="partilha-image-gallery">${main}<ul aria-hidden="true" class="partilha-image-gallery-thumbs">${strip}</ul></div>`;
}

function fileNames(record: PbRecord, field: string): string[] {
  const value = record.get(field) as unknown;
  if (typeof value === 'string') return value ? [value] : [];
  const list = value as ArrayLike<unknown> | null;
  const names: string[] = [];
  for (let index = 0; list && index < list.length; index += 1) {
    const name = list[index];
    if (typeof name === 'string' && name !== '') names.push(name);
  }
  return names;
}

/**
 * The top of a public listing's page (web/src/pages/listing/ListingDetailPage.tsx): back, the
 * picture, type and category, title, rating, place and price. The booking form, the owner's card
 * and the details come with the app. Null when the listing is not public.
 */
export function listingShell(app: PbApp, listing: PbRecord, signedIn: boolean, here: string): string | null {
  if (!isPublicListing(listing)) return null;
  const type: ListingType = listing.getString('type') === 'equipment' ? 'equipment' : 'service';
  const title = listing.getString('title');
  const summary = storedSummary(app, `listing_${listing.id}`);
  const rating = listingRatingText({ averageRating: summary.average, totalReviews: summary.count });
  const ratingLink =
    `<a href="#reviews" class="listing-detail__rating-link${rating.rated ? '' : ' listing-detail__rating-link--none'}">` +
    (rating.rated ? '<span class="listing-detail__rating-star" aria-hidden="true">★ </span>' : '') +
    `${escapeHtml(rating.text)}</a>`;
  // The public place: the city and the postal area, never the postcode (ADR 0012).
  const place = [listing.getString('city'), listing.getString('postalArea')].filter((part) => part.trim()).join(', ');
  const page =
    '<article aria-labelledby="shell-listing-title" class="page listing-detail">' +
    `<a href="/" class="bp6-button bp6-minimal listing-detail__back">${icon('arrow-left', arrowLeftPaths)}<span class="bp6-button-text">${escapeHtml(LISTING_PAGE_MESSAGES.back)}</span></a>` +
    '<div class="listing-detail__layout">' +
    `<div class="listing-detail__gallery">${gallery(listing.id, title, fileNames(listing, 'images'))}</div>` +
    '<header class="listing-detail__header"><div class="listing-detail__tags">' +
    tag(LISTING_TYPE_LABELS[type], type === 'service' ? 'bp6-intent-primary' : 'bp6-intent-success') +
    tag(getCategoryLabel(listing.getString('category')), 'bp6-minimal') +
    '</div>' +
    `<h1 id="shell-listing-title" class="listing-detail__title">${escapeHtml(title)}</h1>` +
    `<p class="listing-detail__rating">${ratingLink}</p>` +
    (place
      ? `<p class="listing-detail__location">${icon('map-marker', mapMarkerPaths)} ${escapeHtml(place)}</p>`
      : '') +
    '</header>' +
    `<aside aria-label="${escapeHtml(LISTING_PAGE_MESSAGES.priceAndActions)}" class="listing-detail__side">` +
    `<div class="listing-detail__price-card bp6-card bp6-elevation-0">${priceTag(roundToCents(Math.max(0, listing.getFloat('price'))), type, 'lg')}</div>` +
    '</aside></div></article>';
  return frame(signedIn, here, page);
}

/**
 * The landing page's opening (web/src/pages/home/LandingPage.tsx: the hero and the category rail)
 * for a visitor; a member's /home is their recent listings, drawn by the app, so none for them.
 */
export function homeShell(signedIn: boolean): string | null {
  if (signedIn) return null;
  const categories = [...SERVICE_CATEGORIES, ...EQUIPMENT_CATEGORIES]
    .map(
      (category) =>
        `<li><a href="/search?category=${encodeURIComponent(category)}" class="category-rail__chip">${escapeHtml(getCategoryLabel(category))}</a></li>`,
    )
    .join('');
  const page =
    '<div class="landing"><section aria-labelledby="shell-hero-title" class="landing__hero">' +
    `<h1 id="shell-hero-title">${escapeHtml(LANDING_HERO.title)}</h1>` +
    `<p class="landing__lead">${escapeHtml(LANDING_HERO.lead)}</p>` +
    searchForm('shell-landing-search', LANDING_HERO.searchLabel, true, ' landing__search') +
    '<div class="landing__actions">' +
    `<a href="/auth/signup" class="bp6-button bp6-intent-primary bp6-large"><span class="bp6-button-text">${escapeHtml(LANDING_HERO.createAccount)}</span></a>` +
    `<a href="/auth/login" class="bp6-button bp6-large bp6-outlined"><span class="bp6-button-text">${escapeHtml(LANDING_HERO.signIn)}</span></a>` +
    '</div></section>' +
    '<nav aria-labelledby="shell-category-rail-title" class="category-rail">' +
    `<h2 id="shell-category-rail-title" class="category-rail__title">${escapeHtml(LANDING_HERO.categoriesTitle)}</h2>` +
    `<ul class="category-rail__list">${categories}</ul></nav></div>`;
  return frame(false, '/home', page);
}
