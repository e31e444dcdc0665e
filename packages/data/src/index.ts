export { AUTH_STORAGE_KEY, createPocketBaseClient } from './client/create-client';
export type { PocketBase } from './client/create-client';
export { DataProvider, useAuth, useCollections, usePocketBase } from './client/data-provider';
export { authStateAtom, hasCompleteProfile, sessionUserSchema, toSessionUser } from './auth/auth-state';
export type { AuthState, SessionUser } from './auth/auth-state';
export { avatarUrl, fileUrl, reviewPhotoUrl } from './files/file-url';
export type { FileOwner, ThumbSize } from './files/file-url';
export { listingImageSrcSet } from './listings/listing-image-srcset';
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
  accountDeletionErrorMessage,
  emailChangeConfirmErrorMessage,
  emailChangeRequestErrorMessage,
  fieldErrorCode,
  forgotPasswordErrorMessage,
  passwordChangeErrorMessage,
  resetPasswordErrorMessage,
  sendVerificationErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  verifyEmailErrorMessage,
} from './auth/auth-error-messages';
export { isNetworkError, isTooManyRequests, statusOf } from './auth/response-status';
export { listThirdPartyProviders, signInWithThirdParty, ThirdPartySignInError } from './auth/third-party-sign-in';
export type { ThirdPartyProvider } from './auth/third-party-sign-in';
export { uploadAvatar } from './files/upload-avatar';
export { fetchPreviewGate, unlockPreview } from './market/preview-gate';
export { subscribeToNewsletter } from './market/newsletter';
export { sendForm } from './files/send-form';
export { toListingWithOwner } from './listings/listing-with-owner';
export type { ListingWithOwner } from './listings/listing-with-owner';
export { countListings, searchListings, searchPlaces, searchQueryParams } from './listings/search-listings';
export type {
  SearchListingsFilter,
  SearchPageRequest,
  SearchPlace,
  SearchResultPage,
} from './listings/search-listings';
export { deleteListing, getListingWithOwner, listOwnerListings } from './listings/owner-listings';
export { createListing, listingFormData, updateListing } from './listings/save-listing';
export type { ListingImageChange } from './listings/save-listing';
export { listingCardImage, listingCardOwner, listingImageUrl } from './listings/listing-presentation';
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
  markConversationNotificationsRead,
  markNotificationRead,
  watchNotifications,
} from './bookings/notifications';
export type { NotificationFeed } from './bookings/notifications';
export {
  createReview,
  replyToReview,
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
export { ConsoleError, toConsoleError } from './console/console-error';
export { consoleQuery, consoleSearchString } from './console/console-query';
export type { PageRequest, QueryValue } from './console/console-query';
export type { ConsolePage } from './console/console-paged';
export {
  consoleAuthSnapshot,
  fetchConsoleSession,
  restoreConsoleSession,
  signInToConsole,
  signOutOfConsole,
} from './console/console-session';
export type { ConsoleSession, StoredConsoleAuth } from './console/console-session';
export { fetchConsoleOverview } from './console/console-overview';
export type { ConsoleOverview } from './console/console-overview';
export { changeSubscriptionStatus, listConsoleSubscriptions } from './console/console-subscriptions';
export type { ConsoleSubscription, SubscriptionFilters } from './console/console-subscriptions';
export { getConsoleBooking, listConsoleBookings } from './console/console-bookings';
export type {
  BookingCounts,
  BookingFilters,
  BookingHistoryEntry,
  BookingParty,
  ConsoleBooking,
  ConsoleBookingDetail,
  ConsoleBookingPage,
} from './console/console-bookings';
export {
  changeMemberRole,
  getConsoleMember,
  listConsoleMembers,
  setMemberSuspension,
  setMemberVerification,
} from './console/console-members';
export type { ConsoleMember, ConsoleMemberDetail, MemberFilters, MemberReviewRow } from './console/console-members';
export { LISTING_MODERATION_STATUSES, listConsoleListings, setListingSuspension } from './console/console-listings';
export type { ConsoleListing, ListingFilters, ListingModerationStatus } from './console/console-listings';
export { listConsoleAudit } from './console/console-audit';
export { getBookingTimerPeriods, getBookingTimerSettings, saveBookingTimerSettings } from './console/console-settings';
export type { ConsoleBookingTimerSettings } from './console/console-settings';
export type { AuditFilters, ConsoleAuditEntry } from './console/console-audit';
export {
  csvFileName,
  exportAuditCsv,
  exportBookingsCsv,
  exportSubscriptionsCsv,
  fileNameFromDisposition,
  startCsvExport,
} from './console/console-csv';
export type { ConsoleCsvDownload, ConsoleCsvKind } from './console/console-csv';
export { CONSOLE_LIVE_COLLECTIONS, watchConsoleLive } from './console/console-live';
export type { ConsoleLiveCollection, ConsoleLiveHandlers } from './console/console-live';
export { createConsoleClient } from './console/console-client';

// Moderation (issue 15, docs/moderation-api.md).
export * from './moderation/notice-calls';
export * from './moderation/statement-calls';
export * from './console/console-moderation';
export * from './console/console-appeals';
export * from './console/console-transparency';
export {
  LANGUAGE_STORAGE_KEY,
  browserLanguageSources,
  initialLanguage,
  languageAtom,
  loadLanguage,
  prepareBrowserLanguage,
  readLanguageCookie,
  rememberLanguage,
} from './language/language-choice';
export type { LanguageSources } from './language/language-choice';
export { useLanguageChoice, useMemberLanguageSync } from './language/use-language-choice';
export type { LanguageChoice } from './language/use-language-choice';
export { getCalendarFeed, setCalendarFeed } from './calendar/calendar-feed';
export type { CalendarFeed } from './calendar/calendar-feed';
