import { Button } from '@blueprintjs/core';
import { exportAuditCsv, listConsoleAudit } from '@partilha/data';
import { CONSOLE_MESSAGES } from '@partilha/domain';
import { DataTable } from '@partilha/ui';
import { useCallback, useMemo } from 'react';
import { useConsole } from '../../app/console-context';
import { useScreenCommands } from '../../shell/commands';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { readPaging } from '../../shared/table-params';
import { TotalLine } from '../../shared/TotalLine';
import { useColumnVisibility } from '../../shared/use-column-visibility';
import { useCsvExport } from '../../shared/use-csv-export';
import { useRemote } from '../../shared/use-remote';
import { AUDIT_COLUMNS } from './audit-columns';
import { AuditDrawer } from './AuditDrawer';
import { readAuditFilters } from './audit-filters';
import { AuditFiltersBar } from './AuditFiltersBar';

/** Every operator and moderator action, newest first, with filters, a drawer and the export. */
export default function AuditScreen({ params, setParams }: ScreenProps) {
  const { client, can } = useConsole();
  const { action, actor, targetCollection, targetId, from, to, q } = readAuditFilters(params);
  const filters = useMemo(
    () => ({ action, actor, targetCollection, targetId, from, to, q }),
    [action, actor, targetCollection, targetId, from, to, q],
  );
  const { page, perPage } = readPaging(params);
  const [visibility, setVisibility] = useColumnVisibility('audit');
  const list = useRemote(() => listConsoleAudit(client, filters, { page, perPage }), [client, filters, page, perPage]);
  const rows = list.data?.items ?? [];
  const open = params.id ? (rows.find((row) => row.id === params.id) ?? null) : null;

  const startExport = useCallback(() => exportAuditCsv(client, filters, new Date()), [client, filters]);
  const { exporting, exportCsv } = useCsvExport(startExport, {
    exported: CONSOLE_MESSAGES.auditExported,
    failed: CONSOLE_MESSAGES.auditExportFailed,
  });
  const canExport = can('audit.export');
  const commands = useMemo(
    () =>
      canExport
        ? [{ id: 'audit.export', label: 'Export audit log CSV', group: 'Actions', run: () => void exportCsv() }]
        : [],
    [canExport, exportCsv],
  );
  useScreenCommands('audit', commands);

  return (
    <div className="console-screen">
      <ScreenHeader
        title="Audit log"
        subtitle={<TotalLine total={list.data?.totalItems} noun="entry" plural="entries" />}
        actions={
          canExport && (
            <Button icon="download" loading={exporting} onClick={() => void exportCsv()}>
              Export CSV
            </Button>
          )
        }
      />
      <DataTable
        label="Audit log"
        columns={AUDIT_COLUMNS}
        rows={rows}
        rowId={(row) => row.id}
        totalItems={list.data?.totalItems ?? 0}
        page={page}
        perPage={perPage}
        onPageChange={(next) => setParams({ page: String(next) })}
        onPerPageChange={(next) => setParams({ perPage: String(next), page: undefined })}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        loading={list.loading && !list.data}
        error={list.error}
        onRetry={list.reload}
        emptyMessage="No audit entries match these filters."
        onOpenRow={(row) => setParams({ id: row.id }, { push: true })}
        activeRowId={params.id ?? null}
        condensed
        toolbar={<AuditFiltersBar filters={filters} readsAll={can('audit.readAll')} onChange={setParams} />}
      />
      <AuditDrawer
        entry={open}
        missing={Boolean(params.id) && list.data !== null && open === null}
        onClose={() => setParams({ id: undefined })}
        onFilter={setParams}
      />
    </div>
  );
}
