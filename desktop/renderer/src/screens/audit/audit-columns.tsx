import { Tag } from '@blueprintjs/core';
import type { ConsoleAuditEntry } from '@partilha/data';
import { AUDIT_ACTION_LABELS, formatDate, isAuditAction } from '@partilha/domain';
import type { DataTableColumn } from '@partilha/ui';

export const auditActionLabel = (action: string) => (isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action);

/** The Audit log's columns (newest first: the server's one order). */
export const AUDIT_COLUMNS: DataTableColumn<ConsoleAuditEntry>[] = [
  {
    id: 'created',
    header: 'When',
    hideable: false,
    width: 220,
    cell: (row) => formatDate(row.created, { withTime: true }),
  },
  {
    id: 'action',
    header: 'Action',
    width: 230,
    cell: (row) => (
      <Tag minimal round icon={row.category === 'moderation' ? 'take-action' : 'cog'}>
        {auditActionLabel(row.action)}
      </Tag>
    ),
  },
  {
    id: 'actorName',
    header: 'By',
    width: 180,
    cell: (row) => `${row.actorName || row.actor || 'System'} (${row.actorRole})`,
  },
  {
    id: 'target',
    header: 'Target',
    cell: (row) => row.targetLabel || `${row.targetCollection} ${row.targetId}`.trim() || '—',
  },
  { id: 'reason', header: 'Reason', cell: (row) => row.reason || '—' },
  { id: 'ip', header: 'IP', width: 130, cell: (row) => row.ip || '—' },
];
