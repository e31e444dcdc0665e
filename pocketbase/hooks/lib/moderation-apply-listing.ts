/**
 * suspend_listing: as the console's listing suspension (lib/console-actions-listings.ts) the
 * listing leaves search and can no longer be booked, its owner still reads it with the reason; in
 * addition `suspensionDecision` links it to the statement of reasons. The owner can write neither
 * field (lib/listing-rules.ts SUSPENSION_FIELDS). The reversal (lib/moderation-reverse.ts) sets
 * `status` back to `active` and clears `suspendedReason` and `suspensionDecision`.
 */
export function suspendListingForDecision(
  txApp: PbApp,
  listing: PbRecord,
  decisionId: string,
  reason: string,
): { before: string; after: string } {
  const before = listing.getString('status');
  listing.set('status', 'suspended');
  listing.set('suspendedReason', reason.slice(0, 500));
  listing.set('suspensionDecision', decisionId);
  txApp.save(listing);
  return { before, after: 'suspended' };
}
