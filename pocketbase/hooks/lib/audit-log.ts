import { AUDIT_LIMITS, auditCategoryOf, type AuditAction } from '@partilha/domain';
import type { ConsoleActor } from './console-guard';

const AUDIT_LOG = 'audit_log';

export interface AuditEntry {
  actor: ConsoleActor | { id: ''; name: 'Partilha'; role: 'system' };
  action: AuditAction;
  targetCollection: string;
  targetId: string;
  targetLabel: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
  ip: string;
}

/** A before/after kept short: JSON of at most AUDIT_LIMITS.summaryMax characters. */
function shortJson(value: unknown): unknown {
  if (value === undefined) return null;
  const text = JSON.stringify(value);
  if (text === undefined || text.length <= AUDIT_LIMITS.summaryMax) return value;
  return { truncated: text.slice(0, AUDIT_LIMITS.summaryMax) };
}

/**
 * Appends one entry to the audit log. Call it with the transaction's app, inside the transaction
 * of the change it records, so the change and its entry commit or roll back together.
 */
export function appendAudit(txApp: PbApp, entry: AuditEntry): PbRecord {
  const record = new Record(txApp.findCollectionByNameOrId(AUDIT_LOG));
  record.set('actor', entry.actor.id);
  record.set('actorName', entry.actor.name);
  record.set('actorRole', entry.actor.role);
  record.set('action', entry.action);
  record.set('category', auditCategoryOf(entry.action));
  record.set('targetCollection', entry.targetCollection);
  record.set('targetId', entry.targetId);
  record.set('targetLabel', entry.targetLabel.slice(0, 200));
  record.set('before', shortJson(entry.before));
  record.set('after', shortJson(entry.after));
  record.set('reason', (entry.reason ?? '').trim());
  record.set('ip', entry.ip);
  txApp.save(record);
  return record;
}
