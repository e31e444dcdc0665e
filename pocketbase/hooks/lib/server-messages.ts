/**
 * Texts of refusals that only the server gives (the website never offers these actions, so the
 * spec has no words for them). Spec texts come from @partilha/domain.
 */
export const SERVER_MESSAGES = {
  signInRequired: 'You must be signed in to do this.',
  listingOwnerFixed: 'The owner of a listing cannot be changed.',
  listingOwnerOnly: 'Only the owner of a listing can change it.',
  listingStatusStaffOnly: 'Only operators and moderators can suspend or restore a listing, from the operator console.',
  /** Another user's profile: verification, role and suspension go through the console's routes. */
  profileSelfOnly: 'Only the user can change their own profile.',
  auditLogAppendOnly: 'The audit log is written by Partilha only, and its entries cannot be changed or deleted.',
  bookingHistoryServerOnly: 'The status history of a booking is written by Partilha only.',
  privateFieldQuery: 'Filtering or sorting by private profile fields is not allowed.',
} as const;

/** "These profile fields are kept by Partilha and cannot be changed: role, verifiedProvider." */
export function protectedFieldsMessage(fields: readonly string[]): string {
  return `These profile fields are kept by Partilha and cannot be changed: ${fields.join(', ')}.`;
}
