// The decisions routes' server side (docs/moderation-api.md "POST /api/moderation/decisions",
// undo, commit, "Restriction periods"): hooks/moderation-decisions.pb.ts calls these.
export { createModerationDecisions, type CreatedDecisions } from './moderation-decision-create';
export { undoModerationDecisions, type UndoneDecisions } from './moderation-decision-undo';
export {
  commitDecision,
  commitDueDecisions,
  commitModerationBatch,
  type CommittedBatch,
} from './moderation-decision-commit';
export { moderationUndoWindowMs, undoWindowMsFrom, UNDO_WINDOW_VARIABLE } from './moderation-decision-window';
export { appealTokenHash, appealTokenMatches } from './moderation-decision-token';
export { instantOf, requestBodyOf, statementOf } from './moderation-decision-records';
export { hideReviewForDecision } from './moderation-apply-review';
export { suspendListingForDecision } from './moderation-apply-listing';
export { reinstateMember, restrictAccountForDecision, type MemberSuspensionChange } from './moderation-apply-account';
export { applyRestriction, type AppliedRestriction } from './moderation-apply-restriction';
export {
  statementMail,
  statementUrl,
  notifierDecisionMails,
  type CommittedDecision,
} from './moderation-statement-mail';
export { expireRestriction, expireRestrictions, restrictionPeriodOver } from './moderation-expiry';
