export { AUTH_STORAGE_KEY, createPocketBaseClient } from './client/create-client';
export type { PocketBase } from './client/create-client';
export { DataProvider, useAuth, useCollections, usePocketBase } from './client/data-provider';
export { authStateAtom, hasCompleteProfile, sessionUserSchema, toSessionUser } from './auth/auth-state';
export type { AuthState, SessionUser } from './auth/auth-state';
export { avatarUrl, fileUrl, reviewPhotoUrl } from './files/file-url';
export type { FileOwner, ThumbSize } from './files/file-url';
export { useRealtime } from './realtime/use-realtime';
export { COLLECTION_SCHEMAS, createCollections } from './collections/collections';
export type { CollectionName, Collections } from './collections/collections';
export { errorMessage, RecordShapeError, TypedCollection } from './collections/typed-collection';
export type { ListOptions, Page } from './collections/typed-collection';
export {
  confirmEmailChange,
  confirmEmailVerification,
  confirmPasswordReset,
  readEmailLinkToken,
  refreshSession,
  requestEmailChange,
  requestPasswordReset,
  requestVerificationEmail,
  signInWithPassword,
  signOut,
  signUpWithPassword,
  updateOwnProfile,
  useAccountActions,
} from './auth/account-actions';
export type { AccountActions, EmailLinkToken } from './auth/account-actions';
export {
  emailChangeConfirmErrorMessage,
  emailChangeRequestErrorMessage,
  fieldErrorCode,
  forgotPasswordErrorMessage,
  isNetworkError,
  isTooManyRequests,
  resetPasswordErrorMessage,
  sendVerificationErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  statusOf,
  verifyEmailErrorMessage,
} from './auth/auth-error-messages';
export { listThirdPartyProviders, signInWithThirdParty, ThirdPartySignInError } from './auth/third-party-sign-in';
export type { ThirdPartyProvider } from './auth/third-party-sign-in';
export { uploadAvatar } from './files/upload-avatar';
export { fetchPreviewGate, unlockPreview } from './market/preview-gate';
export { subscribeToNewsletter } from './market/newsletter';
export { sendForm } from './files/send-form';
export { toListingWithOwner } from './listings/listing-with-owner';
export type { ListingWithOwner } from './listings/listing-with-owner';
export { searchListings, searchQueryParams } from './listings/search-listings';
export type { SearchListingsFilter, SearchPageRequest, SearchResultPage } from './listings/search-listings';
export { deleteListing, getListingWithOwner, listOwnerListings } from './listings/owner-listings';
export { createListing, listingFormData, updateListing } from './listings/save-listing';
export type { ListingImageChange } from './listings/save-listing';
export { listingCardOwner, listingImageUrl } from './listings/listing-presentation';
export type { ListingCardOwnerSummary } from './listings/listing-presentation';
export {
  cancelBooking,
  changeBookingStatus,
  fetchListingAvailability,
  requestBooking,
  updateBookingDetails,
} from './bookings/booking-routes';
export type {
  BookingDetailsChange,
  BookingRequest,
  CancelBookingInput,
  ListingAvailability,
} from './bookings/booking-routes';
export { getBooking, listMyBookings } from './bookings/booking-reads';
export {
  listBookingMessages,
  markMessagesRead,
  sendBookingMessage,
  watchBookingMessages,
} from './bookings/booking-messages';
export {
  BOOKING_EXPAND,
  getBookingWithParties,
  listMyBookingsWithParties,
  toBookingWithParties,
  watchBooking,
} from './bookings/booking-with-parties';
export type { BookingListingProblem, BookingWithParties } from './bookings/booking-with-parties';
export {
  countUnreadNotifications,
  LIVE_NOTIFICATIONS,
  listLatestNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  watchNotifications,
} from './bookings/notifications';
export type { NotificationFeed } from './bookings/notifications';
export {
  createReview,
  deleteReview,
  fetchReviewEligibility,
  findOwnReview,
  getReviewSummary,
  listOwnReviewActions,
  listReviews,
  markReviewHelpful,
  reportReview,
  updateReview,
} from './reviews/review-calls';
export type { OwnReviewActions, ReviewTarget, ReviewWithReviewer } from './reviews/review-calls';
