import { CONSOLE_RECORDS_TEXTS as T, CONSOLE_SHELL_TEXTS } from '@partilha/domain';
import { Button } from '@blueprintjs/core';
import { exportAuditCsv, listConsoleAudit } from '@partilha/data';
import { useMemo } from 'react';
import { useConsole } from '../../app/console-context';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { ScreenTable } from '../../shared/ScreenTable';
import { readPaging } from '../../shared/table-params';
import { TotalLine } from '../../shared/TotalLine';
import { useExportCommand } from '../../shared/use-export-command';
import { useRemote } from '../../shared/use-remote';
import { auditColumns } from './audit-columns';
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
  // The log has one order (newest first): no sort is read from the hash or sent.
  const paging = readPaging(params);
  const { page, perPage } = paging;
  const list = useRemote(() => listConsoleAudit(client, filters, { page, perPage }), [client, filters, page, perPage]);
  const rows = list.data?.items ?? [];
  const open = params.id ? (rows.find((row) => row.id === params.id) ?? null) : null;

  const { canExport, exporting, exportCsv } = useExportCommand('audit', T.exportAudit, () =>
    exportAuditCsv(client, filters, new Date()),
  );

  return (
    <div className="console-screen">
      <ScreenHeader
        title={CONSOLE_SHELL_TEXTS.audit}
        subtitle={<TotalLine total={list.data?.totalItems} text={CONSOLE_SHELL_TEXTS.entries} />}
        actions={
          canExport && (
            <Button icon="download" loading={exporting} onClick={() => void exportCsv()}>
              {T.exportCsv}
            </Button>
          )
        }
      />
      <ScreenTable
        params={params}
        setParams={setParams}
        table="audit"
        list={list}
        paging={paging}
        sortable={false}
        label={CONSOLE_SHELL_TEXTS.audit}
        columns={auditColumns()}
        emptyMessage={T.noAuditMatch}
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
