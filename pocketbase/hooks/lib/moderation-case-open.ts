import { MODERATION_MESSAGES, NOTICE_TARGET_KINDS, type NoticeTargetKind } from '@partilha/domain';
import { badRequest } from './api-errors';
import { notFound } from './booking-api-errors';
import { requireConsoleAction } from './console-guard';
import { readJsonRows } from './console-query-sql';
import { text } from './console-reads-rows';
import { MODERATION_CASES, readCaseItem, type CaseItem } from './moderation-case-rows';
import { requireModerationTarget } from './moderation-targets';

/**
 * POST /api/moderation/cases `{ kind, targetId }`: a moderator puts an item in the queue on the
 * platform's own initiative (no notice). An item has at most one open entry (a unique partial
 * index): when it already has one, that entry is the answer, so asking twice opens one entry.
 */

const RECORD_ID = /^[a-zA-Z0-9_-]{1,40}$/;

function targetOfBody(body: { [key: string]: unknown }): { kind: NoticeTargetKind; targetId: string } {
  const kind = body.kind;
  const targetId = typeof body.targetId === 'string' ? body.targetId.trim() : '';
  if (typeof kind !== 'string' || !(NOTICE_TARGET_KINDS as readonly string[]).includes(kind)) {
    throw badRequest(MODERATION_MESSAGES.invalidTarget);
  }
  if (!RECORD_ID.test(targetId)) throw badRequest(MODERATION_MESSAGES.invalidTarget);
  return { kind: kind as NoticeTargetKind, targetId };
}

function openCaseOf(db: PbDb, collection: string, targetId: string): string {
  const row = readJsonRows(
    db,
    "SELECT json_object('id', id) AS row FROM moderation_cases WHERE targetCollection = {:collection} AND targetId = {:targetId} AND status = 'open' LIMIT 1",
    { collection, targetId },
  )[0];
  return row ? text(row.id) : '';
}

export function openModerationCase(e: PbRequestEvent): { created: boolean; item: CaseItem } {
  requireConsoleAction(e.auth, 'moderation.decide');
  const { kind, targetId } = targetOfBody(e.requestInfo().body);
  let id = '';
  let created = false;
  let collection = '';
  try {
    e.app.runInTransaction((txApp) => {
      const target = requireModerationTarget(txApp, kind, targetId);
      collection = target.collection;
      id = openCaseOf(txApp.db(), target.collection, target.record.id);
      if (id !== '') return;
      const record = new Record(txApp.findCollectionByNameOrId(MODERATION_CASES));
      record.set('kind', kind);
      record.set('targetCollection', target.collection);
      record.set('targetId', target.record.id);
      record.set('targetOwner', target.ownerId);
      record.set('targetLabel', target.label.slice(0, 200));
      record.set('targetPath', target.path.slice(0, 500));
      record.set('status', 'open');
      record.set('source', 'own_initiative');
      record.set('noticeCount', 0);
      record.set('reasons', {});
      record.set('snapshot', target.snapshot);
      txApp.save(record);
      id = record.id;
      created = true;
    });
  } catch (error) {
    // A notice or another moderator opened the item's entry at the same moment: the unique
    // index refused ours, and theirs is the answer.
    if (collection === '' || created) throw error;
    id = openCaseOf(e.app.db(), collection, targetId);
    created = false;
    if (id === '') throw error;
  }
  const item = readCaseItem(e.app.db(), id);
  if (!item) throw notFound(MODERATION_MESSAGES.targetNotFound);
  return { created, item };
}
