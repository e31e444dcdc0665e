import caretDownPaths from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down';
import doubleCaretPaths from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical';
import mapMarkerPaths from '@blueprintjs/icons/lib/esm/generated/16px/paths/map-marker';
import searchPaths from '@blueprintjs/icons/lib/esm/generated/16px/paths/search';
import smallCrossPaths from '@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross';
import mediaPaths from '@blueprintjs/icons/lib/esm/generated/20px/paths/media';
import {
  avatarInitial,
  categoryChoiceOf,
  displayNameOf,
  EAGER_CARD_IMAGES,
  filterChips,
  FIRST_VIEW_MESSAGES,
  getRatingDisplay,
  groupCategoryFilterOptions,
  lisbonIsoDate,
  LISTING_CARD_IMAGE_HEIGHT,
  LISTING_CARD_IMAGE_SIZES,
  LISTING_CARD_IMAGE_THUMB,
  LISTING_CARD_IMAGE_WIDTH,
  LISTING_MESSAGES,
  LISTING_TYPE_LABELS,
  listingCardImageSrcSet,
  listingDetailPath,
  PRICE_BANDS,
  PRICE_FILTER_LABELS,
  RATING_SCALE,
  resolveSearchSort,
  roundToCents,
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE,
  SEARCH_SORT_LABELS,
  searchDatesProblem,
  searchPageTitle,
  searchSortChoices,
  shownPostalCode,
  type CategoryOption,
  type ListingType,
  type SearchFilter,
  type SearchQuery,
} from '@partilha/domain';
import { serverNow } from './booking-clock';
import { firstSearchPage } from './listing-search';
import { readSearchQuery } from './listing-search-query';
import { escapeHtml } from './mail-layout';
import { frame, icon, priceTag } from './website-shell';

/**
 * The search page's first view (docs/adr/0018, lib/website-shell.ts): what
 * web/src/pages/search/SearchPage.tsx draws for the address's query once its first page of
 * results is in — the title, the search field, the filters with their values, the chips, the order
 * and the first cards — from the same search the page asks the server for. The count comes with
 * the app (it can take a while on a large marketplace; the page keeps its line). The filters and
 * the order change the page with the app: until then they show their values and cannot be used
 * (`inert`); the search field and the cards' links work without it.
 *
 * None when there is nothing to show the same way (no results, dates the page would question), or
 * for a browser that says it is signed in: a member's own city comes first in their results.
 */

type QueryParam = (name: string) => string | null;

interface StoredListing {
  id: string;
  type: string;
  title: string;
  city: string;
  postalCode?: string;
  postalArea?: string;
  price: number;
  images: string[] | string;
  expand?: { owner?: StoredOwner | null };
}

interface StoredOwner {
  id: string;
  displayName?: string;
  firstName?: string;
  lastName?: string;
  avatar?: string;
  ratingAsProvider?: number;
  reviewsAsProvider?: number;
}

/** The query the page sends for its first page: the address's own, dates only when the page would use them. */
function pageQuery(param: QueryParam, today: string): { query: SearchQuery; place: string; datesOk: boolean } {
  const from = (param('from') ?? '').trim();
  const to = (param('to') ?? '').trim();
  const datesOk = from === '' && to === '' ? true : searchDatesProblem(from, to, today) === null;
  const query = readSearchQuery((name) => {
    if (name === 'city' || name === 'cursor') return '';
    if (name === 'perPage') return String(SEARCH_PAGE_SIZE);
    if ((name === 'from' || name === 'to') && !datesOk) return '';
    return param(name);
  });
  return { query, place: (param('place') ?? '').trim(), datesOk };
}

export function searchShell(app: PbApp, param: QueryParam, signedIn: boolean, here: string): string | null {
  if (signedIn) return null;
  const today = lisbonIsoDate(serverNow());
  const { query, place, datesOk } = pageQuery(param, today);
  if (!datesOk) return null;
  let items: string[];
  try {
    items = firstSearchPage(app, query);
  } catch {
    return null;
  }
  if (items.length === 0) return null;
  // What the page shows is the address's text as typed (trimmed, SearchFilter); the query holds it folded.
  const search = (param('search') ?? '').trim();
  const filter: SearchFilter = {
    type: query.type,
    search,
    category: query.category,
    priceRange: query.priceRange,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
  };
  const hasText = search !== '';
  const sort = resolveSearchSort((param('sort') ?? '').trim(), hasText);
  const cards = items.map((item, index) => card(JSON.parse(item) as StoredListing, index)).join('');
  const page =
    '<div class="page search-page">' +
    `<div class="listing-page__head"><h1 class="page__title">${escapeHtml(searchPageTitle(search))}</h1></div>` +
    textForm(param, search) +
    `<span aria-hidden="true" class="bp6-button search-page__filters-toggle"><span class="bp6-button-text">${escapeHtml(SEARCH_MESSAGES.filtersToggle)}</span>${icon('caret-down', caretDownPaths)}</span>` +
    `<div class="search-page__filters" inert>${filters(filter, place, param, today)}${chips(filter)}</div>` +
    '<div class="search-page__bar" inert><p class="search-page__count">\u00a0</p>' +
    sortSelect(sort, hasText) +
    '</div>' +
    '<div class="search-page__results"><div class="partilha-listing-grid">' +
    `<ul class="partilha-listing-grid-list" aria-label="${escapeHtml(SEARCH_MESSAGES.searchResults)}">${cards}</ul></div></div>` +
    '</div>';
  return frame(false, here, page, param('search') ?? '');
}

/** SearchTextForm: a GET form, keeping the address's other filters. */
function textForm(param: QueryParam, search: string): string {
  const kept = ['type', 'category', 'priceRange', 'minPrice', 'maxPrice', 'place', 'sort', 'from', 'to']
    .map((name) => [name, (param(name) ?? '').trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return (
    `<form role="search" aria-label="${escapeHtml(SEARCH_MESSAGES.listingSearch)}" class="search-text-form" action="/search" method="get">` +
    '<div class="bp6-input-group bp6-fill bp6-large">' +
    icon('search', searchPaths, { leftIcon: true }) +
    `<input type="search" name="search" id="shell-search-text" aria-label="${escapeHtml(SEARCH_MESSAGES.searchText)}" placeholder="${escapeHtml(SEARCH_MESSAGES.placeholder)}" value="${escapeHtml(search)}" class="bp6-input">` +
    `</div><button type="submit" class="bp6-button bp6-intent-primary bp6-large"><span class="bp6-button-text">${escapeHtml(SEARCH_MESSAGES.searchButton)}</span></button>${kept}</form>`
  );
}

function options(list: readonly CategoryOption[], chosen: string): string {
  return list
    .map(
      (option) =>
        `<option value="${escapeHtml(option.value)}"${option.value === chosen ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
    )
    .join('');
}

/** A labelled Blueprint HTMLSelect in a FormGroup. */
function selectGroup(id: string, label: string, groupClass: string, optionsHtml: string, fill: boolean): string {
  return (
    `<div class="bp6-form-group ${groupClass}"><label for="${id}" class="bp6-label">${escapeHtml(label)} <span class="bp6-text-muted"></span></label>` +
    `<div class="bp6-form-content"><div class="bp6-html-select${fill ? ' bp6-fill' : ''}"><select id="${id}">${optionsHtml}</select>` +
    `${icon('double-caret-vertical', doubleCaretPaths, { title: FIRST_VIEW_MESSAGES.openDropdown })}</div></div></div>`
  );
}

function input(id: string, type: string, value: string, extra: string, leftIcon: string): string {
  return `<div class="bp6-input-group">${leftIcon}<input type="${type}" id="${id}"${extra} value="${escapeHtml(value)}" class="bp6-input"></div>`;
}

/** SearchFilterBar with PlaceFilter and DatesFilter. */
function filters(filter: SearchFilter, place: string, param: QueryParam, today: string): string {
  const groups = groupCategoryFilterOptions();
  const category = categoryChoiceOf(filter);
  const categoryOptions =
    options(groups.top, category) +
    `<optgroup label="${escapeHtml(SEARCH_MESSAGES.servicesGroup)}">${options(groups.services, category)}</optgroup>` +
    `<optgroup label="${escapeHtml(SEARCH_MESSAGES.equipmentGroup)}">${options(groups.equipment, category)}</optgroup>`;
  const priceOptions = options(
    [
      { value: '', label: PRICE_FILTER_LABELS.anyPrice },
      ...PRICE_BANDS.map((band) => ({ value: band.value, label: band.label })),
    ],
    filter.priceRange,
  );
  const placeOptions = options(
    [{ value: '', label: SEARCH_MESSAGES.anyPlace }, ...(place === '' ? [] : [{ value: place, label: place }])],
    place,
  );
  const from = (param('from') ?? '').trim();
  const to = (param('to') ?? '').trim();
  const dateField = (id: string, label: string, value: string, min: string) =>
    `<div class="bp6-form-group"><label for="${id}" class="bp6-label">${escapeHtml(label)} <span class="bp6-text-muted"></span></label>` +
    `<div class="bp6-form-content">${input(id, 'date', value, ` min="${escapeHtml(min)}"`, '')}</div></div>`;
  return (
    `<div role="group" aria-label="${escapeHtml(SEARCH_MESSAGES.filtersGroup)}" class="listing-filters">` +
    selectGroup(
      'shell-category',
      SEARCH_MESSAGES.category,
      'bp6-fill partilha-category-select',
      categoryOptions,
      true,
    ) +
    selectGroup('shell-price', SEARCH_MESSAGES.priceRange, 'listing-filters__field', priceOptions, true) +
    selectGroup('shell-place', SEARCH_MESSAGES.placeLabel, 'listing-filters__field', placeOptions, true) +
    `<div class="bp6-form-group listing-filters__field"><label for="shell-town" class="bp6-label">${escapeHtml(SEARCH_MESSAGES.placePlaceholder)} <span class="bp6-text-muted"></span></label>` +
    `<div class="bp6-form-content">${input('shell-town', 'search', place, '', icon('map-marker', mapMarkerPaths, { leftIcon: true }))}</div></div>` +
    `<fieldset class="search-dates listing-filters__field"><legend class="search-dates__legend">${escapeHtml(SEARCH_MESSAGES.datesLabel)}</legend>` +
    '<div class="search-dates__fields">' +
    dateField('shell-from', SEARCH_MESSAGES.fromLabel, from, today) +
    dateField('shell-to', SEARCH_MESSAGES.toLabel, to, from || today) +
    '</div></fieldset></div>'
  );
}

/** FilterChips. */
function chips(filter: SearchFilter): string {
  const list = filterChips(filter);
  if (list.length === 0) return '';
  const items = list
    .map(
      (chip) =>
        `<li><button type="button" aria-label="${escapeHtml(SEARCH_MESSAGES.removeFilter(chip.kind, chip.label))}" class="bp6-button bp6-intent-primary bp6-small bp6-outlined filter-chips__chip">` +
        `<span class="bp6-button-text">${escapeHtml(chip.label)}</span>${icon('small-cross', smallCrossPaths)}</button></li>`,
    )
    .join('');
  return `<div role="group" aria-label="${escapeHtml(SEARCH_MESSAGES.activeFilters)}" tabindex="-1" class="filter-chips"><ul class="filter-chips__list">${items}</ul></div>`;
}

/** SortSelect. */
function sortSelect(sort: string, hasText: boolean): string {
  const choices = searchSortChoices(hasText).map((choice) => ({ value: choice, label: SEARCH_SORT_LABELS[choice] }));
  return selectGroup('shell-sort', SEARCH_MESSAGES.sortLabel, 'bp6-inline search-sort', options(choices, sort), false);
}

function fileNames(value: string[] | string | undefined): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value) ? value.filter((name) => typeof name === 'string' && name !== '') : [];
}

/** ListingCard (packages/ui) as ListingResults fills it: owner, h2 titles, the first cards' pictures at once. */
function card(listing: StoredListing, index: number): string {
  const type: ListingType = listing.type === 'equipment' ? 'equipment' : 'service';
  const id = `shell-card-${index}`;
  const owner = listing.expand?.owner ?? null;
  const describedBy = [`${id}-type`, `${id}-location`, `${id}-price`, ...(owner ? [`${id}-owner`] : [])].join(' ');
  const first = fileNames(listing.images)[0];
  const url = (thumb: string) => `/api/files/listings/${listing.id}/${encodeURIComponent(first ?? '')}?thumb=${thumb}`;
  // cardImageLoading (web/src/listings/listing-card-props.ts): the first few at once, the first with priority.
  const loading = index < EAGER_CARD_IMAGES ? 'eager' : 'lazy';
  const picture = first
    ? `<img loading="${loading}" decoding="async"${index === 0 ? ' fetchpriority="high"' : ''} width="${LISTING_CARD_IMAGE_WIDTH}" height="${LISTING_CARD_IMAGE_HEIGHT}"` +
      ` sizes="${escapeHtml(LISTING_CARD_IMAGE_SIZES)}" srcset="${escapeHtml(listingCardImageSrcSet(url))}" src="${escapeHtml(url(LISTING_CARD_IMAGE_THUMB))}" alt="" class="partilha-listing-card-image">`
    : `<div class="partilha-listing-card-no-image">${icon('media', mediaPaths, { size: 28, grid: 20 })}<span>${escapeHtml(LISTING_MESSAGES.noImage)}</span></div>`;
  const place = [listing.city.trim(), shownPostalCode(listing)].filter(Boolean).join(' ');
  const price = roundToCents(Math.max(0, Number(listing.price) || 0));
  return (
    '<li class="partilha-listing-grid-item">' +
    `<a href="${escapeHtml(listingDetailPath(type, listing.id))}" aria-labelledby="${id}-title" aria-describedby="${describedBy}" class="partilha-listing-card">` +
    `<div class="partilha-listing-card-media">${picture}` +
    `<span id="${id}-type" class="bp6-tag ${type === 'service' ? 'bp6-intent-primary' : 'bp6-intent-success'} bp6-round partilha-listing-card-type"><span class="bp6-text-overflow-ellipsis bp6-fill">${escapeHtml(LISTING_TYPE_LABELS[type])}</span></span></div>` +
    '<div class="partilha-listing-card-body">' +
    `<h2 id="${id}-title" class="partilha-listing-card-title">${escapeHtml(listing.title)}</h2>` +
    `<p id="${id}-location" class="partilha-listing-card-location">${icon('map-marker', mapMarkerPaths, { size: 12 })}<span class="partilha-listing-card-location-text">${escapeHtml(place)}</span></p>` +
    `<div id="${id}-price" class="partilha-listing-card-price">${priceTag(price, type, 'md')}</div>` +
    (owner ? ownerLine(id, owner) : '') +
    '</div></a></li>'
  );
}

/** The card's owner: UserAvatar (sm, decorative), the name and RatingStars (sm). */
function ownerLine(id: string, owner: StoredOwner): string {
  const name = displayNameOf(owner, 'owner');
  const avatar = owner.avatar
    ? `<img class="partilha-user-avatar partilha-user-avatar-sm" src="${escapeHtml(`/api/files/users/${owner.id}/${encodeURIComponent(owner.avatar)}?thumb=100x100`)}" alt="">`
    : `<span aria-hidden="true" class="partilha-user-avatar partilha-user-avatar-sm partilha-user-avatar-initial">${escapeHtml(avatarInitial(name))}</span>`;
  return (
    `<div id="${id}-owner" class="partilha-listing-card-owner">${avatar}<span class="partilha-listing-card-owner-text">` +
    `<span class="partilha-listing-card-owner-name">${escapeHtml(name)}</span> ${stars(owner.ratingAsProvider ?? 0, owner.reviewsAsProvider ?? 0)}</span></div>`
  );
}

const STAR = '<path d="M12 1.4L14.8 9L22.9 9.3L16.6 14.4L18.8 22.2L12 17.7L5.2 22.2L7.4 14.4L1.1 9.3L9.2 9Z"></path>';

/** RatingStars, size sm. */
function stars(rating: number, reviewCount: number): string {
  const display = getRatingDisplay(rating, reviewCount);
  const drawn = display.stars
    .map(
      (fill) =>
        `<span class="partilha-star partilha-star-${fill}"><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" class="partilha-star-back">${STAR}</svg>` +
        (fill === 'empty'
          ? ''
          : `<span class="partilha-star-front"><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${STAR}</svg></span>`) +
        '</span>',
    )
    .join('');
  const row =
    display.value === null
      ? `<span aria-hidden="true" class="partilha-rating-stars-row">${drawn}</span>`
      : `<span class="partilha-rating-stars-row" role="img" aria-label="${escapeHtml(FIRST_VIEW_MESSAGES.rated(display.value, RATING_SCALE))}">${drawn}</span>`;
  return `<span class="partilha-rating-stars partilha-rating-stars-sm">${row}<span class="partilha-rating-stars-text">${escapeHtml(display.text)}</span></span>`;
}
