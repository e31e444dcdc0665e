import { LISTING_MODERATION_STATUSES, type ListingFilters, type ListingModerationStatus } from '@partilha/data';
import { isListingType, listingCategoriesFor } from '@partilha/domain';

const isStatus = (value: string | undefined): value is ListingModerationStatus =>
  (LISTING_MODERATION_STATUSES as readonly string[]).includes(value ?? '');

/** Every category a listing of the type may carry; of both types when no type is chosen. */
export function categoriesFor(type: string): readonly string[] {
  if (isListingType(type)) return listingCategoriesFor(type);
  return [...new Set([...listingCategoriesFor('service'), ...listingCategoriesFor('equipment')])];
}

/** The Listings filters in the hash; invalid values are dropped rather than sent. */
export function readListingFilters(params: Readonly<Record<string, string>>): ListingFilters {
  const type = isListingType(params.type) ? params.type : '';
  const category = params.category && categoriesFor(type).includes(params.category) ? params.category : '';
  return {
    q: params.q ?? '',
    type,
    category,
    status: isStatus(params.status) ? params.status : '',
    city: params.city ?? '',
    owner: params.owner ?? '',
  };
}
