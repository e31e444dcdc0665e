import { LISTING_MESSAGES, type ListingType } from '@partilha/domain';

/** Where a member starts a new listing of each type, and what the button says (spec 000 §2). */
export const CREATE_LISTING_ACTIONS: Readonly<Record<ListingType, { path: string; label: string }>> = {
  service: { path: '/create/service', label: 'Create Service' },
  equipment: { path: '/create/equipment', label: 'List Equipment' },
};

/** What a member with no listing of a type is told, above that type's create action. */
export const NO_LISTINGS_TEXT: Readonly<Record<ListingType, string>> = {
  service: LISTING_MESSAGES.noServiceListings,
  equipment: LISTING_MESSAGES.noEquipmentListings,
};
