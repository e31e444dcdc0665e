import { CONSOLE_MODERATION_TEXTS as T, CONSOLE_SHELL_TEXTS } from '@partilha/domain';
import { Button } from '@blueprintjs/core';
import { listModerationCases, type ModerationCase, type ModerationDecided } from '@partilha/data';
import { DataTable } from '@partilha/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useConsole } from '../../app/console-context';
import { useScreenCommands, type ConsoleCommand } from '../../shell/commands';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { readPaging } from '../../shared/table-params';
import { TotalLine } from '../../shared/TotalLine';
import { useColumnVisibility } from '../../shared/use-column-visibility';
import { useRemote } from '../../shared/use-remote';
import { CaseDrawer } from './CaseDrawer';
import { DecisionDialog } from './DecisionDialog';
import { moderationColumns } from './moderation-columns';
import { readModerationView } from './moderation-filters';
import { ModerationFiltersBar } from './ModerationFiltersBar';
import { offerUndo } from './offer-undo';
import { useCaseSelection } from './use-case-selection';
import './moderation.css';

/** Ages in the table move on by themselves once a minute, and with every new answer (`trigger`). */
function useMinuteClock(trigger: unknown): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [trigger]);
  return now;
}

/**
 * The moderation queue: reported items, newest or most reported first, filtered by kind, reason and
 * age; a drawer per entry; decisions with a statement of reasons, one entry or several at once,
 * each undoable for ten seconds before the server applies it.
 */
export default function ModerationScreen({ params, setParams }: ScreenProps) {
  const { client, can } = useConsole();
  const view = readModerationView(params);
  const { status, kind, reason, olderThanHours } = view.filters;
  const filters = useMemo(() => ({ status, kind, reason, olderThanHours }), [status, kind, reason, olderThanHours]);
  const paging = readPaging(params);
  // Grows when a decision is made, undone or committed here: the table and the drawer load again
  // (a pending decision changes no queue entry, so realtime says nothing about it).
  const [decisions, setDecisions] = useState(0);
  const list = useRemote(
    () => listModerationCases(client, filters, { page: paging.page, perPage: paging.perPage, sort: view.sort }),
    [client, filters, paging.page, paging.perPage, view.sort, decisions],
  );
  const rows = useMemo(() => list.data?.items ?? [], [list.data]);
  const now = useMinuteClock(list.data);
  const columns = useMemo(() => moderationColumns(now), [now]);
  const [visibility, setVisibility] = useColumnVisibility('moderation');
  const selection = useCaseSelection(rows);
  const [deciding, setDeciding] = useState<readonly ModerationCase[]>([]);
  const mayDecide = can('moderation.decide');

  const onDecide = useCallback((entry: ModerationCase) => setDeciding([entry]), []);
  const decideChosen = useCallback(() => setDeciding(selection.decidable), [selection.decidable]);
  const { clear } = selection;
  const onDecided = useCallback(
    (decided: ModerationDecided) => {
      const changed = () => setDecisions((n) => n + 1);
      clear();
      changed();
      offerUndo(client, decided, changed);
    },
    [client, clear],
  );

  const commands = useMemo<ConsoleCommand[]>(
    () =>
      mayDecide && selection.decidable.length > 0
        ? [
            {
              id: 'moderation.decideChosen',
              label: T.decideOnChosen(selection.decidable.length),
              group: T.group,
              run: decideChosen,
            },
          ]
        : [],
    [mayDecide, selection.decidable.length, decideChosen],
  );
  useScreenCommands('moderation', commands);

  const bulk = mayDecide && selection.ids.length > 0 && (
    <span className="console-moderation-bulk" role="group" aria-label={T.chosenEntries}>
      <span>{T.chosen(selection.ids.length)}</span>
      <Button intent="primary" disabled={selection.decidable.length === 0} onClick={decideChosen}>
        {T.decideOnEntries(selection.decidable.length)}
      </Button>
      <Button variant="minimal" icon="cross" text={T.clear} onClick={selection.clear} />
    </span>
  );

  return (
    <div className="console-screen">
      <ScreenHeader
        title={CONSOLE_SHELL_TEXTS.moderation}
        subtitle={<TotalLine total={list.data?.totalItems} text={CONSOLE_SHELL_TEXTS.entries} />}
      />
      <DataTable
        label={T.queue}
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        totalItems={list.data?.totalItems ?? 0}
        page={paging.page}
        perPage={paging.perPage}
        onPageChange={(page) => setParams({ page: String(page) })}
        onPerPageChange={(perPage) => setParams({ perPage: String(perPage), page: undefined })}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        loading={list.loading && !list.data}
        error={list.error}
        onRetry={list.reload}
        onOpenRow={(row) => setParams({ id: row.id }, { push: true })}
        activeRowId={params.id ?? null}
        emptyMessage={status === 'open' && !kind && !reason && !olderThanHours ? T.queueEmpty : T.noMatch}
        selection={
          mayDecide
            ? { selected: selection.ids, onChange: selection.onChange, rowLabel: (row) => row.targetLabel || row.id }
            : undefined
        }
        toolbar={
          <>
            <ModerationFiltersBar view={view} onChange={setParams} />
            {bulk}
          </>
        }
      />
      <CaseDrawer
        id={params.id ?? null}
        changes={decisions}
        onClose={() => setParams({ id: undefined })}
        onDecide={onDecide}
      />
      <DecisionDialog entries={deciding} onClose={() => setDeciding([])} onDecided={onDecided} />
    </div>
  );
}
