import { MODERATION_MESSAGES } from '@partilha/domain';
import { notFound } from './booking-api-errors';
import { findRecordOrNull } from './booking-records';
import { appealTokenMatches } from './moderation-decision-token';

export const DECISIONS = 'moderation_decisions';
export const APPEALS = 'moderation_appeals';

/** Decisions the affected member may read: in force, or reversed on appeal (never pending or undone). */
const READABLE_STATUSES = ['committed', 'reversed'];

/** How the caller proved they are the member a decision is about. */
export type StatementAccess = { via: 'session' } | { via: 'token'; token: string };

/** A token as it arrives in a query or body: a non-empty string of sane length, else ''. */
export function tokenOf(value: unknown): string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : '';
}

/**
 * The decision `id` as its affected member may see it: signed in as that member, or holding the
 * token of the statement e-mail (a suspended member cannot sign in). Anyone else, and a decision
 * that is pending or undone, gets 404 `decisionNotFound`, so the answer never tells whether a
 * decision about someone else exists. A valid token wins over a session: it proves the e-mail.
 */
export function findStatementDecision(
  app: PbApp,
  auth: PbRecord | null | undefined,
  id: string,
  token: string,
): { decision: PbRecord; access: StatementAccess } {
  const decision = findRecordOrNull(app, DECISIONS, id);
  if (!decision || !READABLE_STATUSES.includes(decision.getString('status'))) {
    throw notFound(MODERATION_MESSAGES.decisionNotFound);
  }
  if (appealTokenMatches(decision, token)) return { decision, access: { via: 'token', token } };
  const isAffected = !!auth && !auth.isSuperuser() && auth.id === decision.getString('affectedUser');
  if (isAffected) return { decision, access: { via: 'session' } };
  throw notFound(MODERATION_MESSAGES.decisionNotFound);
}

/** The appeal of a decision (there is at most one), or null. */
export function appealOfDecision(app: PbApp, decisionId: string): PbRecord | null {
  try {
    return app.findFirstRecordByFilter(APPEALS, 'decision = {:decision}', { decision: decisionId });
  } catch {
    return null;
  }
}
