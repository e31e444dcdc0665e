import { LISTING_TYPES } from '@partilha/domain';
import { notFound } from './booking-api-errors';
import { storedSummary } from './widgets-reviews';
import { sendWidgetJson, setWidgetHeaders } from './widgets-http';
import {
  LISTINGS,
  isPublicListing,
  findOrNull,
  widgetListingOf,
  type WidgetListing,
  type WidgetOwner,
} from './widgets-public-data';
import {
  WIDGET_LISTING_SORTS,
  WIDGET_MAX_LISTINGS,
  choiceParam,
  idParam,
  limitParam,
  textParam,
  type WidgetListingSort,
} from './widgets-query';

/** The message of a listing that does not exist or is not public (the widget says it in its language). */
export const WIDGET_LISTING_NOT_FOUND = 'Listing not available';

const SORT_FIELDS: Readonly<Record<WidgetListingSort, string>> = {
  newest: '-created,-id',
  'price-asc': 'price,-created',
  'price-desc': '-price,-created',
};

/** GET /api/widgets/listings/{id} → { listing } */
export function serveWidgetListing(e: PbRequestEvent): void {
  setWidgetHeaders(e);
  const listing = findOrNull(e.app, LISTINGS, e.request.pathValue('id'));
  if (!listing || !isPublicListing(listing)) throw notFound(WIDGET_LISTING_NOT_FOUND);
  // The listing's own reviews: the AggregateRating of the Product the widget may describe (seo).
  const summary = storedSummary(e.app, `listing_${listing.id}`);
  const rating = { average: summary.average, count: summary.count };
  sendWidgetJson(e, { listing: { ...widgetListingOf(e.app, listing, new Map()), rating } });
}

interface ListingsApp extends PbApp {
  findRecordsByFilter(
    collection: string,
    filter: string,
    sort: string,
    limit: number,
    offset: number,
    params?: { [key: string]: unknown },
  ): PbRecord[];
}

/** GET /api/widgets/listings?owner&category&city&type&sort&limit → { items } (public listings only). */
export function serveWidgetListings(e: PbRequestEvent): void {
  setWidgetHeaders(e);
  const query = e.requestInfo().query;
  const read = (name: string) => query[name];
  const owner = idParam(read, 'owner');
  const category = textParam(read, 'category');
  const city = textParam(read, 'city', 120);
  const type = choiceParam(read, 'type', [...LISTING_TYPES, 'all'], 'all');
  const sort = choiceParam(read, 'sort', WIDGET_LISTING_SORTS, 'newest');
  const limit = limitParam(read, 'limit', WIDGET_MAX_LISTINGS, 6);

  // Each filter is a bound parameter; only the condition's text is ours.
  const filters: [string, string, string][] = [
    ['owner', 'owner = {:owner}', owner],
    ['category', 'category = {:category}', category],
    ['city', 'city:lower = {:city}', city.toLowerCase()],
    ['type', 'type = {:type}', type === 'all' ? '' : type],
  ];
  const conditions = ['status = "active"'];
  const params: { [key: string]: string } = {};
  for (const [name, condition, value] of filters) {
    if (value === '') continue;
    conditions.push(condition);
    params[name] = value;
  }

  // Listings of suspended owners are left out after the read, so a few more are read than shown.
  const records = (e.app as ListingsApp).findRecordsByFilter(
    LISTINGS,
    conditions.join(' && '),
    SORT_FIELDS[sort],
    limit * 2,
    0,
    params,
  );
  const owners = new Map<string, WidgetOwner | null>();
  const items: WidgetListing[] = [];
  for (const record of records) {
    if (items.length >= limit) break;
    if (isPublicListing(record)) items.push(widgetListingOf(e.app, record, owners));
  }
  sendWidgetJson(e, { items });
}
