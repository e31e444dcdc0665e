import { Tag } from '@blueprintjs/core';
import type { ConsoleAuditEntry } from '@partilha/data';
import { CONSOLE_RECORDS_TEXTS as T, AUDIT_ACTION_LABELS, formatDate, isAuditAction } from '@partilha/domain';
import type { DataTableColumn } from '@partilha/ui';

export const auditActionLabel = (action: string) => (isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action);

/** The actor's role as the log stores it, written out in the active language. */
export const actorRoleText = (role: string) => T.actorRole(role);

/** The Audit log's columns (newest first: the server's one order). */
/** Read while drawing, in the active language (issue 19). */
export function auditColumns(): DataTableColumn<ConsoleAuditEntry>[] {
  return [
    {
      id: 'created',
      header: T.when,
      hideable: false,
      width: 220,
      cell: (row) => formatDate(row.created, { withTime: true }),
    },
    {
      id: 'action',
      header: T.action,
      width: 230,
      cell: (row) => (
        <Tag minimal round icon={row.category === 'moderation' ? 'take-action' : 'cog'}>
          {auditActionLabel(row.action)}
        </Tag>
      ),
    },
    {
      id: 'actorName',
      header: T.by,
      width: 180,
      cell: (row) => T.actorWithRole(row.actorName || row.actor || T.system, actorRoleText(row.actorRole)),
    },
    {
      id: 'target',
      header: T.target,
      cell: (row) => row.targetLabel || `${row.targetCollection} ${row.targetId}`.trim() || '—',
    },
    { id: 'reason', header: T.reason, cell: (row) => row.reason || '—' },
    { id: 'ip', header: 'IP', width: 130, cell: (row) => row.ip || '—' },
  ];
}
