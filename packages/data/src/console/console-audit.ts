import { AUDIT_CATEGORIES } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { consolePageSchema, type ConsolePage } from './console-paged';
import type { PageRequest } from './console-query';
import { consoleGet } from './console-request';

export const consoleAuditEntrySchema = z.object({
  id: z.string().min(1),
  actor: z.string().catch(''),
  actorName: z.string().catch(''),
  actorRole: z.string().catch(''),
  // Kept as text: an action a newer server writes still shows (with its raw name).
  action: z.string(),
  category: z.enum(AUDIT_CATEGORIES).catch('administration'),
  targetCollection: z.string().catch(''),
  targetId: z.string().catch(''),
  targetLabel: z.string().catch(''),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().catch(''),
  ip: z.string().catch(''),
  created: z.string(),
});
/** One audit log entry. */
export type ConsoleAuditEntry = z.infer<typeof consoleAuditEntrySchema>;

/** Filters of the Audit log table and of its export. */
export interface AuditFilters {
  action?: string;
  /** An actor's record id. */
  actor?: string;
  targetCollection?: string;
  targetId?: string;
  /** YYYY-MM-DD */
  from?: string;
  to?: string;
  /** Target label, reason or actor name. */
  q?: string;
}

export function auditQuery(filters: AuditFilters) {
  const { action, actor, targetCollection, targetId, from, to, q } = filters;
  return { action, actor, targetCollection, targetId, from, to, q };
}

const pageSchema = consolePageSchema(consoleAuditEntrySchema);

/** `GET /api/console/audit`, newest first. */
export function listConsoleAudit(
  client: PocketBase,
  filters: AuditFilters,
  page: Omit<PageRequest, 'sort'> = {},
): Promise<ConsolePage<ConsoleAuditEntry>> {
  return consoleGet(client, '/api/console/audit', pageSchema, { ...auditQuery(filters), ...page });
}
