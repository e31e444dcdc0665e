/**
 * The server side of the hooks, bundled to pb_hooks/lib/server.cjs with @partilha/domain left
 * to pb_hooks/lib/domain.cjs. Hook handlers require it inside their bodies.
 */
export { actorOf, isOperator, isStaff, type Actor } from './actor';
export { requireConsoleAction, consoleActorCan, type ConsoleActor } from './console-guard';
export { appendAudit, type AuditEntry } from './audit-log';
export { consoleOverview, consoleSession } from './console-reads-overview';
export { consoleSubscriptions, exportSubscriptions } from './console-reads-subscriptions';
export { consoleBookings, exportBookings } from './console-reads-bookings';
export { consoleBookingDetail } from './console-reads-booking-detail';
export { consoleMembers } from './console-reads-members';
export { consoleMemberDetail } from './console-reads-member-detail';
export { consoleListings } from './console-reads-listings';
export { consoleAudit, exportAudit } from './console-reads-audit';
export { applyEnvironmentSettings } from './environment-settings';
export { applyProfilePrivacy, applySignUpDefaults, checkProfileUpdate, fillDefaultRole } from './user-fields';
export { prepareListingUpdate, prepareNewListing, refuseGuestListingWrite } from './listing-rules';
export { rawRequestBody } from './raw-request-body';
export { refusePrivateFieldQuery, refusePrivateFieldSubscription } from './private-field-queries';
export { prepareSubscription, subscribeToNewsletter } from './subscription-rules';
export { applyOidcProvider, oidcProviderFromEnvironment } from './oidc-provider-settings';
export { fillOAuth2SignUp, namesFromOAuth2User } from './oauth2-sign-up';
export { checkPreviewPassword, previewGateState } from './preview-gate';
export {
  enforceMemberPasswordPolicy,
  enforcePasswordPolicy,
  isOwnPasswordChange,
  sendPasswordChangedMail,
} from './password-policy';
export { usersAuthAction } from './users-auth-action';
export { allowVerificationResend, noteVerificationSent, sendSignUpVerification } from './verification-emails';
export { writeAccountMail } from './account-mail-layout';
export { checkDomainBundle } from './domain-health';
export { changeBookingStatus } from './booking-status';
export { updateBookingDetails } from './booking-details';
export { cancelBooking } from './booking-cancel';
export { listingAvailability } from './booking-availability';
export { mailBookingRequest, sendBookingMails } from './booking-mail-delivery';
export { noticeNewMessage } from './booking-notices';
export {
  bookingTimerSettings,
  bookingTimerSettingsRow,
  changeBookingTimerSettings,
  runBookingTimers,
} from './booking-timers';
export {
  answerCalendar,
  calendarFeedState,
  changeCalendarFeed,
  listingCalendar,
  memberCalendar,
} from './calendar-feeds';
export { prepareBookingMessage } from './booking-message-rules';
export { serverNow } from './booking-clock';
export { createReview } from './review-create';
export { replyToReview } from './review-reply';
export { publishDueReviews } from './review-publication';
export { reviewEligibility } from './review-eligibility-check';
export { prepareReviewEdit } from './review-edit';
export { nextInTransaction } from './review-request-transaction';
export { syncSummariesOfReview } from './review-summary-sync';
export { reviewFieldsOf } from './review-records';
export { checkReviewAction, prepareReviewReport, syncReviewCounter } from './review-actions';
export { setMemberRole, setMemberSuspension, setMemberVerification } from './console-actions-members';
export { setListingSuspension } from './console-actions-listings';
export { setSubscriptionStatus } from './console-actions-subscriptions';
export { appendOnlyRefusal } from './append-only-guards';
export { refuseSuspendedSignIn } from './suspended-sign-in';
export { followOwnerSuspension } from './listing-rules';
export { applyListingPostalPrivacy, syncPostalArea } from './postal-privacy';
export { serveWidgetListing, serveWidgetListings } from './widgets-listings';
export { serveWidgetRating, serveWidgetReviews } from './widgets-reviews';

// Moderation (issue 15, docs/moderation-api.md): each file re-exports its part's route handlers.
export * from './moderation-notices-api';
export * from './moderation-cases-api';
export * from './moderation-decisions-api';
export * from './moderation-appeals-api';
export * from './moderation-transparency-api';

// A member's own account (issue 17): data export and deletion.
export { exportAccountData } from './account-export';
export { confirmAccountDeletion, requestAccountDeletion } from './account-deletion';
export { sendAccountMail } from './account-mail';
export { serveGeneratedPage } from './website-pages';
export { forgetSitemap } from './website-sitemap';
