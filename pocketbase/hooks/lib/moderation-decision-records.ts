import {
  MODERATION_MESSAGES,
  type DecisionGround,
  type DecisionSource,
  type DecisionStatus,
  type DecisionType,
  type LegalGround,
  type NoticeTargetKind,
  type StatementOfReasons,
  type TermsClauseId,
} from '@partilha/domain';
import { badRequest } from './api-errors';
import { notFound } from './booking-api-errors';

export const DECISIONS = 'moderation_decisions';
export const CASES = 'moderation_cases';
export const NOTICES = 'moderation_notices';

/** A decision as the decisions routes answer it. */
export interface DecisionItem {
  id: string;
  caseId: string;
  type: DecisionType;
  status: DecisionStatus;
}

export function decisionItem(decision: PbRecord): DecisionItem {
  return {
    id: decision.id,
    caseId: decision.getString('case'),
    type: decision.getString('type') as DecisionType,
    status: decision.getString('status') as DecisionStatus,
  };
}

/**
 * The JSON body of a decisions route, or null when PocketBase cannot read it as an object (an
 * array, a string): the route then answers its own 400 instead of PocketBase's generic one.
 */
export function requestBodyOf(e: PbRequestEvent): unknown {
  try {
    return e.requestInfo().body;
  } catch {
    return null;
  }
}

/** A stored date ("2026-11-25 10:00:00.000Z") as an instant; null when empty. */
export function instantOf(stored: string): Date | null {
  if (!stored) return null;
  const instant = new Date(stored.replace(' ', 'T'));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The `batch` of an undo or commit body, or 400 when it is not a short string. */
export function batchOf(body: unknown): string {
  const batch = typeof body === 'object' && body !== null ? (body as { batch?: unknown }).batch : undefined;
  if (typeof batch !== 'string' || !batch.trim() || batch.length > 40)
    throw badRequest(MODERATION_MESSAGES.decisionNotFound);
  return batch.trim();
}

/** Every decision of a batch, oldest first, or 404 decisionNotFound. */
export function decisionsOfBatch(app: PbApp, batch: string): PbRecord[] {
  const decisions = app.findRecordsByFilter(DECISIONS, 'batch = {:batch}', 'created,id', 0, 0, { batch });
  if (decisions.length === 0) throw notFound(MODERATION_MESSAGES.decisionNotFound);
  return decisions;
}

function orNull<T extends string>(value: string): T | null {
  return value ? (value as T) : null;
}

/**
 * The statement of reasons of a decision committed at `decidedAt` (EU DSA Art. 17), from the
 * decision's own fields; `endsAt` is the end of an account restriction counted from then.
 */
export function statementOf(decision: PbRecord, decidedAt: Date, endsAt: Date | null): StatementOfReasons {
  return {
    decisionId: decision.id,
    type: decision.getString('type') as DecisionType,
    kind: decision.getString('kind') as NoticeTargetKind,
    targetLabel: decision.getString('targetLabel'),
    targetPath: decision.getString('targetPath'),
    durationDays: decision.getInt('durationDays'),
    decidedAt: decidedAt.toISOString(),
    endsAt: endsAt ? endsAt.toISOString() : null,
    facts: decision.getString('facts'),
    source: decision.getString('source') as DecisionSource,
    ground: orNull<DecisionGround>(decision.getString('ground')),
    legalGround: orNull<LegalGround>(decision.getString('legalGround')),
    termsClause: orNull<TermsClauseId>(decision.getString('termsClause')),
    groundExplanation: decision.getString('groundExplanation'),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an account restriction of `durationDays` committed at `from` ends; null for other decisions and indefinite ones. */
export function restrictionEnd(type: string, durationDays: number, from: Date): Date | null {
  return type === 'restrict_account' && durationDays > 0 ? new Date(from.getTime() + durationDays * DAY_MS) : null;
}
