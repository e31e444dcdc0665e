/**
 * @partilha/widgets/react: the Partilha widgets as typed React components, for partners whose site
 * is built with React. Each renders the custom element (the page must include the loader script,
 * see widgets/README.md) and turns its DOM events into typed callbacks.
 */
export { PartilhaBook, PartilhaListing, PartilhaListings, PartilhaRating, PartilhaReviews } from './components';
export type {
  PartilhaBookProps,
  PartilhaCommonProps,
  PartilhaListingProps,
  PartilhaListingsProps,
  PartilhaRatingProps,
  PartilhaReviewsProps,
  PartilhaRole,
} from './components';
export type {
  PartilhaBookingRequestedDetail,
  PartilhaErrorDetail,
  PartilhaErrorKind,
  PartilhaEventMap,
  PartilhaListingClickDetail,
  PartilhaLoadedDetail,
  PartilhaWidgetName,
} from '../events';
export { PARTILHA_EVENTS_VERSION } from '../events';
