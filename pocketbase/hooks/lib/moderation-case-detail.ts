import { CONSOLE_MESSAGES, type NoticeTargetKind } from '@partilha/domain';
import { consoleActorCan, requireConsoleAction } from './console-guard';
import { jsonColumn, jsonObject, readJsonRows } from './console-query-sql';
import { notFound } from './console-reads-not-found';
import { text } from './console-reads-rows';
import { ownerHistoryOf, relatedOpenCases } from './moderation-case-owner';
import { readCaseItem } from './moderation-case-rows';
import { findModerationTarget, type ModerationTarget } from './moderation-targets';

/**
 * GET /api/moderation/cases/{id}: everything a moderator decides an entry on: the item as it
 * stands and as it was first reported, the notices with their explanations, the owner's history
 * and their other open entries. A notifier's e-mail reaches only those who may read contact
 * details (operators); moderators see the name, as everywhere in the console.
 */

/** When a notice reached the queue: a guest's on confirmation, a member's when sent. */
const RECEIVED = "coalesce(nullif(n.confirmedAt, ''), n.created)";

const NOTICE_ROW = jsonObject({
  id: 'n.id',
  reason: 'n.reason',
  legalGround: 'n.legalGround',
  explanation: 'n.explanation',
  status: 'n.status',
  outcome: 'n.outcome',
  created: RECEIVED,
  notifierUser: 'n.notifierUser',
  notifierName: 'n.notifierName',
  notifierEmail: 'n.notifierEmail',
});

export interface CaseNotice {
  id: string;
  reason: string;
  legalGround: string;
  explanation: string;
  status: string;
  outcome: string;
  created: string;
  notifier: { kind: 'member' | 'guest'; name: string; email?: string };
}

function noticesOf(db: PbDb, caseId: string, withEmail: boolean): CaseNotice[] {
  // Unconfirmed notices are a guest's draft until the e-mail link is followed: not in the queue.
  return readJsonRows(
    db,
    `SELECT ${NOTICE_ROW} AS row FROM moderation_notices n WHERE n."case" = {:id} AND n.status != 'unconfirmed' ORDER BY ${RECEIVED}, n.id`,
    { id: caseId },
  ).map((row) => {
    const notifier: CaseNotice['notifier'] = {
      kind: text(row.notifierUser) === '' ? 'guest' : 'member',
      name: text(row.notifierName),
    };
    if (withEmail) notifier.email = text(row.notifierEmail);
    return {
      id: text(row.id),
      reason: text(row.reason),
      legalGround: text(row.legalGround),
      explanation: text(row.explanation),
      status: text(row.status),
      outcome: text(row.outcome),
      created: text(row.created),
      notifier,
    };
  });
}

/** The item now, in the snapshot's shape, with whether it still exists and what state it is in. */
function currentOf(target: ModerationTarget | null): { [field: string]: unknown } {
  if (!target) return { exists: false, status: 'deleted' };
  const status =
    target.kind === 'profile'
      ? target.record.getBool('suspended')
        ? 'suspended'
        : 'active'
      : target.record.getString('status');
  return {
    ...target.snapshot,
    exists: true,
    status,
    isPublic: target.isPublic,
    label: target.label,
    path: target.path,
  };
}

function snapshotOf(db: PbDb, caseId: string): unknown {
  const row = readJsonRows(
    db,
    `SELECT json_object('snapshot', ${jsonColumn('c.snapshot')}) AS row FROM moderation_cases c WHERE c.id = {:id}`,
    { id: caseId },
  )[0];
  return row?.snapshot ?? null;
}

export function moderationCaseDetail(e: PbRequestEvent, id: string) {
  const actor = requireConsoleAction(e.auth, 'moderation.read');
  const db = e.app.db();
  const entry = readCaseItem(db, id);
  if (!entry) throw notFound(CONSOLE_MESSAGES.notFound);
  const target = findModerationTarget(e.app, entry.kind as NoticeTargetKind, entry.targetId);
  return {
    case: entry,
    current: currentOf(target),
    snapshot: snapshotOf(db, entry.id),
    notices: noticesOf(db, entry.id, consoleActorCan(actor, 'members.readContact')),
    ownerHistory: ownerHistoryOf(db, entry.targetOwner.id),
    related: relatedOpenCases(db, entry.targetOwner.id, entry.id),
  };
}
