import { restrictionSummary } from '@partilha/domain';
import { findRecordOrNull } from './booking-records';
import { reinstateMember } from './moderation-apply-account';
import { storedStatement } from './moderation-statement-reads';

/**
 * Lifting the restriction of a decision granted on appeal, with the transaction's app, so the
 * change commits with the appeal's outcome and its audit entry or not at all. Each restriction is
 * lifted the way the commit applied it (lib/moderation-apply-*.ts), and only while it is this
 * decision's: a listing or member restricted since by a later decision (or restored from the
 * console) is left as it is.
 */

type State = { [field: string]: unknown };

/** The item's state before and after, for the audit entry. */
export interface Reversal {
  before: State;
  after: State;
}

const DELETED: Reversal = { before: { status: 'deleted' }, after: { status: 'deleted' } };

/** A hidden review is shown again; saving it recomputes its summaries (hooks/reviews-records.pb.ts). */
function showReview(txApp: PbApp, decision: PbRecord): Reversal {
  const review = findRecordOrNull(txApp, 'reviews', decision.getString('targetId'));
  if (!review) return DELETED;
  const before = review.getString('status');
  if (before === 'hidden') {
    review.set('status', 'active');
    txApp.save(review);
  }
  return { before: { status: before }, after: { status: review.getString('status') } };
}

/**
 * The reason the commit wrote on the listing (lib/moderation-apply-listing.ts). The console's
 * listing suspension replaces the reason but leaves `suspensionDecision`: a reason that differs
 * means the console suspended the listing again since, and that suspension is not the appeal's.
 */
function decisionReason(decision: PbRecord): string | null {
  const statement = storedStatement(decision);
  return statement ? restrictionSummary(statement).slice(0, 500) : null;
}

/** The listing returns to search, without the suspension's reason or statement. */
function restoreListing(txApp: PbApp, decision: PbRecord): Reversal {
  const listing = findRecordOrNull(txApp, 'listings', decision.getString('targetId'));
  if (!listing) return DELETED;
  const before = listing.getString('status');
  const stillThisDecision =
    listing.getString('suspensionDecision') === decision.id &&
    listing.getString('suspendedReason') === decisionReason(decision);
  if (before === 'suspended' && stillThisDecision) {
    listing.set('status', 'active');
    listing.set('suspendedReason', '');
    listing.set('suspensionDecision', '');
    txApp.save(listing);
  }
  return { before: { status: before }, after: { status: listing.getString('status') } };
}

/**
 * The member is reinstated as the console's reinstate does (reinstateMember): they can sign in
 * again and every listing of theirs returns to search. A restriction that has already ended, or
 * been replaced by a later decision's, is not this decision's to lift.
 */
function liftAccountRestriction(txApp: PbApp, decision: PbRecord): Reversal {
  const member = findRecordOrNull(txApp, 'users', decision.getString('affectedUser'));
  if (!member) return DELETED;
  const suspended = member.getBool('suspended');
  if (!suspended || member.getString('suspensionDecision') !== decision.id) {
    return { before: { member: { suspended } }, after: { member: { suspended } } };
  }
  const change = reinstateMember(txApp, member);
  return { before: { member: change.before }, after: { member: change.after } };
}

/** Lifts the decision's restriction; the caller marks the decision reversed. */
export function reverseRestriction(txApp: PbApp, decision: PbRecord): Reversal {
  switch (decision.getString('type')) {
    case 'hide_review':
      return showReview(txApp, decision);
    case 'suspend_listing':
      return restoreListing(txApp, decision);
    case 'restrict_account':
      return liftAccountRestriction(txApp, decision);
    default:
      return { before: {}, after: {} };
  }
}
