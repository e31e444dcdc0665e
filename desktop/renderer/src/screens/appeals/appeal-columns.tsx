import { Tag, type IconName } from '@blueprintjs/core';
import type { ConsoleAppeal } from '@partilha/data';
import {
  CONSOLE_APPEALS_TEXTS as T,
  APPEAL_STATUS_LABELS,
  DECISION_TYPE_LABELS,
  formatDate,
  NOTICE_TARGET_LABELS,
  type AppealStatus,
} from '@partilha/domain';
import type { DataTableColumn } from '@partilha/ui';

// Icons, not colours: a tinted tag on the highlighted row of the open drawer fails contrast.
const STATUS_ICONS: Record<AppealStatus, IconName> = { open: 'time', granted: 'undo', rejected: 'disable' };

export function AppealStatusTag({ status }: { status: AppealStatus }) {
  return (
    <Tag minimal round icon={STATUS_ICONS[status]}>
      {APPEAL_STATUS_LABELS[status]}
    </Tag>
  );
}

/** The appeals queue's columns (oldest first: the server's one order). */
/** The queue's columns, read in the active language (issue 19). */
export function appealColumns(): DataTableColumn<ConsoleAppeal>[] {
  return [
    {
      id: 'created',
      header: T.filed,
      hideable: false,
      width: 190,
      cell: (row) => formatDate(row.created, { withTime: true }),
    },
    { id: 'status', header: T.status, width: 110, cell: (row) => <AppealStatusTag status={row.status} /> },
    { id: 'appellant', header: T.member, width: 180, cell: (row) => row.appellant.name || row.appellant.id },
    {
      id: 'item',
      header: T.item,
      cell: (row) => `${NOTICE_TARGET_LABELS[row.decision.kind]}: ${row.decision.targetLabel || '—'}`,
    },
    { id: 'decision', header: T.decisionAppealed, width: 190, cell: (row) => DECISION_TYPE_LABELS[row.decision.type] },
    { id: 'decidedBy', header: T.decidedBy, width: 170, cell: (row) => row.decision.decidedByName || '—' },
  ];
}
