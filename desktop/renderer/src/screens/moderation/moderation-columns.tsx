import { Tag } from '@blueprintjs/core';
import type { ModerationCase } from '@partilha/data';
import { CONSOLE_MODERATION_TEXTS as T, formatDate, NOTICE_TARGET_LABELS } from '@partilha/domain';
import type { DataTableColumn } from '@partilha/ui';
import { ageText, caseStateOf, caseStateText, reasonCounts } from './moderation-format';

const STATE_INTENT = { open: 'none', pending: 'warning', decided: 'success' } as const;

/** Where an entry stands, as a tag: open, pending (undo still possible) or decided. */
export function CaseStateTag({ entry }: { entry: Pick<ModerationCase, 'status' | 'decision'> }) {
  const state = caseStateOf(entry);
  return (
    <Tag round minimal={state === 'open'} intent={STATE_INTENT[state]}>
      {caseStateText(entry)}
    </Tag>
  );
}

/** An age with its exact time on hover. */
function Age({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={iso ? formatDate(iso, { withTime: true }) : undefined}>
      {ageText(iso, now)}
    </time>
  );
}

/** The queue's columns; the order is chosen with the sort select (the server sorts two ways only). */
export function moderationColumns(now: number): DataTableColumn<ModerationCase>[] {
  return [
    {
      id: 'item',
      header: T.reportedItem,
      hideable: false,
      cell: (row) => (
        <span className="console-moderation-item">
          <Tag minimal>{NOTICE_TARGET_LABELS[row.kind]}</Tag>
          <span className="console-moderation-item__label">{row.targetLabel || row.targetId}</span>
        </span>
      ),
    },
    { id: 'owner', header: T.owner, width: 170, cell: (row) => row.targetOwner.name || row.targetOwner.id || '—' },
    { id: 'noticeCount', header: T.notices, align: 'end', width: 80, cell: (row) => row.noticeCount },
    {
      id: 'reasons',
      header: T.reasons,
      cell: (row) => {
        const counts = reasonCounts(row.reasons);
        if (counts.length === 0) return row.source === 'own_initiative' ? T.ownInitiative : '—';
        return (
          <span className="console-inline-tags">
            {counts.map(([label, n]) => (
              <Tag key={label} minimal round>
                {n > 1 ? `${label} ×${n}` : label}
              </Tag>
            ))}
          </span>
        );
      },
    },
    {
      id: 'firstNoticeAt',
      header: T.firstNotice,
      width: 110,
      cell: (row) => <Age iso={row.firstNoticeAt} now={now} />,
    },
    { id: 'lastNoticeAt', header: T.lastNotice, width: 110, cell: (row) => <Age iso={row.lastNoticeAt} now={now} /> },
    { id: 'status', header: T.status, width: 200, cell: (row) => <CaseStateTag entry={row} /> },
  ];
}
