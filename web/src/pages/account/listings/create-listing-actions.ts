import { LISTING_MESSAGES, LISTING_PAGE_MESSAGES, type ListingType } from '@partilha/domain';

/** Where a member starts a new listing of each type, and what the button says (spec 000 §2). */
// The labels are getters: read while drawing, in the page's language.
export const CREATE_LISTING_ACTIONS: Readonly<Record<ListingType, { readonly path: string; readonly label: string }>> =
  {
    service: {
      path: '/create/service',
      get label() {
        return LISTING_PAGE_MESSAGES.createService;
      },
    },
    equipment: {
      path: '/create/equipment',
      get label() {
        return LISTING_PAGE_MESSAGES.listEquipment;
      },
    },
  };

/** What a member with no listing of a type is told, above that type's create action. */
export const NO_LISTINGS_TEXT: Readonly<Record<ListingType, string>> = {
  get service() {
    return LISTING_MESSAGES.noServiceListings;
  },
  get equipment() {
    return LISTING_MESSAGES.noEquipmentListings;
  },
};
