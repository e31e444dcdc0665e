import {
  DEFAULT_LISTINGS_LIMIT,
  DEFAULT_REVIEWS_LIMIT,
  MAX_LISTINGS_LIMIT,
  MAX_REVIEWS_LIMIT,
  readLimit,
  readText,
} from './attributes';
import type { PartilhaWidgetName } from './events';

/**
 * The API request a widget makes for its attributes (a path with its query, on the marketplace
 * origin), or null for the booking button, which needs no data. One function for the loader and
 * the widgets: the loader starts this request while the widget's code is still loading, and the
 * widget takes it over when the path it would ask for is the same.
 */
export function widgetRequestPath(widget: PartilhaWidgetName, host: Element): string | null {
  const query = (params: Record<string, string>) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value !== '') search.set(name, value);
    const text = search.toString();
    return text === '' ? '' : `?${text}`;
  };
  const user = encodeURIComponent(readText(host, 'user-id'));
  switch (widget) {
    case 'listing':
      return `/api/widgets/listings/${encodeURIComponent(readText(host, 'listing-id'))}`;
    case 'listings':
      return `/api/widgets/listings${query({
        limit: String(readLimit(host, DEFAULT_LISTINGS_LIMIT, MAX_LISTINGS_LIMIT)),
        owner: readText(host, 'owner'),
        category: readText(host, 'category'),
        city: readText(host, 'city'),
        type: readText(host, 'type'),
        sort: readText(host, 'sort'),
      })}`;
    case 'reviews':
      return `/api/widgets/users/${user}/reviews${query({
        role: readText(host, 'role'),
        sort: readText(host, 'sort'),
        limit: String(readLimit(host, DEFAULT_REVIEWS_LIMIT, MAX_REVIEWS_LIMIT)),
      })}`;
    case 'rating':
      return `/api/widgets/users/${user}/rating${query({ role: readText(host, 'role') })}`;
    case 'book':
      return null;
  }
}
