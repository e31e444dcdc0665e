import {
  CONSOLE_MESSAGES,
  DECISIONS_BY_KIND,
  MODERATION_MESSAGES,
  decisionInputSchema,
  isRestriction,
  isStaffRole,
  type DecisionInput,
  type NoticeTargetKind,
} from '@partilha/domain';
import { badRequest, forbidden } from './api-errors';
import { conflict, notFound } from './booking-api-errors';
import { findRecordOrNull, storedInstant } from './booking-records';
import { inTransaction } from './booking-transaction';
import type { ConsoleRequest } from './console-actions-members';
import { CASES, DECISIONS, decisionItem, type DecisionItem } from './moderation-decision-records';
import { newDecisionBatchId } from './moderation-decision-token';
import { findModerationTarget } from './moderation-targets';

export interface CreatedDecisions {
  batch: string;
  commitAt: string;
  decisions: DecisionItem[];
  message: string;
}

const KNOWN_MESSAGES: ReadonlySet<string> = new Set(Object.values(MODERATION_MESSAGES));

/** The message of a field whose wrong type the schema reports in zod's own words (e.g. a number for a text). */
const FIELD_MESSAGES: { [field: string]: string } = {
  caseIds: MODERATION_MESSAGES.casesRequired,
  groundExplanation: MODERATION_MESSAGES.groundExplanationRequired,
};

/** The body checked by the domain's schema: 400 with its first message, always one of MODERATION_MESSAGES. */
function decisionInputOf(body: unknown): DecisionInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(MODERATION_MESSAGES.invalidDecision);
  }
  const parsed = decisionInputSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue?.message ?? '';
  if (KNOWN_MESSAGES.has(message)) throw badRequest(message);
  throw badRequest(FIELD_MESSAGES[String(issue?.path[0] ?? '')] ?? MODERATION_MESSAGES.invalidDecision);
}

/** An open case with no decision waiting in its undo window, else 409 caseNotOpen (404 when unknown). */
function openCase(txApp: PbApp, id: string): PbRecord {
  const found = findRecordOrNull(txApp, CASES, id);
  if (!found) throw notFound(CONSOLE_MESSAGES.notFound);
  if (found.getString('status') !== 'open') throw conflict(MODERATION_MESSAGES.caseNotOpen);
  const pending = txApp.findRecordsByFilter(DECISIONS, 'case = {:case} && status = "pending"', '', 1, 0, {
    case: found.id,
  });
  if (pending.length > 0) throw conflict(MODERATION_MESSAGES.caseNotOpen);
  return found;
}

/** Staff accounts are restricted by operators in the console (audited there), never from the queue. */
function refuseStaffRestriction(txApp: PbApp, ownerId: string): void {
  const owner = ownerId ? findRecordOrNull(txApp, 'users', ownerId) : null;
  if (owner && isStaffRole(owner.getString('role'))) throw forbidden(MODERATION_MESSAGES.staffAccount);
}

function newDecision(
  txApp: PbApp,
  entry: PbRecord,
  input: DecisionInput,
  meta: { batch: string; commitAt: Date; request: ConsoleRequest },
): PbRecord {
  const kind = entry.getString('kind') as NoticeTargetKind;
  if (!DECISIONS_BY_KIND[kind].includes(input.type)) throw badRequest(MODERATION_MESSAGES.decisionNotForKind);
  const target = findModerationTarget(txApp, kind, entry.getString('targetId'));
  const ownerId = target?.ownerId ?? entry.getString('targetOwner');
  if (input.type === 'restrict_account') refuseStaffRestriction(txApp, ownerId);
  const restriction = isRestriction(input.type);
  const ground = restriction ? (input.ground ?? '') : '';
  const decision = new Record(txApp.findCollectionByNameOrId(DECISIONS));
  decision.set('case', entry.id);
  decision.set('batch', meta.batch);
  decision.set('kind', kind);
  decision.set('targetCollection', entry.getString('targetCollection'));
  decision.set('targetId', entry.getString('targetId'));
  decision.set('targetLabel', (target?.label ?? entry.getString('targetLabel')).slice(0, 200));
  decision.set('targetPath', target?.path ?? entry.getString('targetPath'));
  decision.set('affectedUser', ownerId);
  decision.set('type', input.type);
  decision.set('durationDays', input.type === 'restrict_account' ? input.durationDays : 0);
  decision.set('facts', input.facts);
  decision.set('source', entry.getString('source') || 'notice');
  decision.set('ground', ground);
  decision.set('legalGround', ground === 'illegal_content' ? (input.legalGround ?? '') : '');
  decision.set('termsClause', ground === 'incompatible_content' ? (input.termsClause ?? '') : '');
  decision.set('groundExplanation', restriction ? input.groundExplanation : '');
  decision.set('status', 'pending');
  decision.set('decidedBy', meta.request.actor.id);
  decision.set('decidedByName', meta.request.actor.name.slice(0, 200));
  decision.set('commitAt', storedInstant(meta.commitAt));
  txApp.save(decision);
  return decision;
}

/**
 * `POST /api/moderation/decisions`: one `pending` decision per case, sharing a batch id, in one
 * transaction; any refusal (a closed case, a decision that does not fit a kind, a staff account)
 * creates none. Nothing else changes until the batch commits after `windowMs` (the undo window).
 */
export function createModerationDecisions(
  app: PbApp,
  request: ConsoleRequest,
  body: unknown,
  now: Date,
  windowMs: number,
): CreatedDecisions {
  const input = decisionInputOf(body);
  const caseIds = [...new Set(input.caseIds)];
  const batch = newDecisionBatchId();
  const commitAt = new Date(now.getTime() + windowMs);
  const decisions = inTransaction(app, (txApp) =>
    caseIds.map((id) => decisionItem(newDecision(txApp, openCase(txApp, id), input, { batch, commitAt, request }))),
  );
  return { batch, commitAt: commitAt.toISOString(), decisions, message: MODERATION_MESSAGES.decided };
}
