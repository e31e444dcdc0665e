/**
 * Texts of refusals that only the server gives (the website never offers these actions, so the
 * spec has no words for them). Spec texts come from @partilha/domain.
 */
export const SERVER_MESSAGES = {
  signInRequired: 'You must be signed in to do this.',
  operatorMayOnlyVerify: 'Operators may only change whether a user is a verified provider.',
  listingOwnerFixed: 'The owner of a listing cannot be changed.',
  listingStatusOperatorsOnly: 'Only operators can suspend or reactivate a listing.',
  operatorMayOnlyChangeListingStatus: "Operators may only change the status of another user's listing.",
  privateFieldQuery: 'Filtering or sorting by private profile fields is not allowed.',
} as const;

/** "These profile fields are kept by Partilha and cannot be changed: role, verifiedProvider." */
export function protectedFieldsMessage(fields: readonly string[]): string {
  return `These profile fields are kept by Partilha and cannot be changed: ${fields.join(', ')}.`;
}
