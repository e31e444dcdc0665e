import type { ListingStatus } from '@partilha/domain';
import { appendAudit } from './audit-log';
import { inTransaction } from './booking-transaction';
import { actionChoice, actionReason, findTarget, type ActionBody } from './console-actions-input';
import type { ConsoleRequest } from './console-actions-members';
import { listingItem, type ListingItem } from './console-actions-rows';

const LISTINGS = 'listings';
const ACTIVE: ListingStatus = 'active';
const SUSPENDED: ListingStatus = 'suspended';

/**
 * `POST /api/console/listings/{id}/suspension` `{ suspended, reason }`: a suspended listing leaves
 * search and can no longer be booked; its owner and staff still read it, with the reason.
 * Restoring clears the reason (the audit log keeps it). Audited as listing.suspend /
 * listing.restore.
 */
export function setListingSuspension(app: PbApp, request: ConsoleRequest, id: string, body: ActionBody): ListingItem {
  const suspended = actionChoice(body, 'suspended');
  const reason = actionReason(body);
  return inTransaction(app, (txApp) => {
    const listing = findTarget(txApp, LISTINGS, id);
    const before = listing.getString('status');
    const after = suspended ? SUSPENDED : ACTIVE;
    listing.set('status', after);
    listing.set('suspendedReason', suspended ? reason : '');
    // A console suspension or restore is not a moderation decision's: an appeal against an earlier
    // decision must not lift it, and a restored listing links to no statement.
    listing.set('suspensionDecision', '');
    txApp.save(listing);
    appendAudit(txApp, {
      actor: request.actor,
      action: suspended ? 'listing.suspend' : 'listing.restore',
      targetCollection: LISTINGS,
      targetId: listing.id,
      targetLabel: listing.getString('title'),
      before: { status: before },
      after: { status: after },
      reason,
      ip: request.ip,
    });
    return listingItem(txApp, listing);
  });
}
