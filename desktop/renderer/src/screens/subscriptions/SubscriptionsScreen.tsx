import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { exportSubscriptionsCsv, listConsoleSubscriptions, type ConsoleSubscription } from '@partilha/data';
import {
  CONSOLE_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@partilha/domain';
import { DataTable } from '@partilha/ui';
import { useCallback, useMemo, useState } from 'react';
import { useConsole } from '../../app/console-context';
import { useScreenCommands } from '../../shell/commands';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { pageRequest, readPaging, sortParam } from '../../shared/table-params';
import { TotalLine } from '../../shared/TotalLine';
import { useColumnVisibility } from '../../shared/use-column-visibility';
import { useCsvExport } from '../../shared/use-csv-export';
import { useRemote } from '../../shared/use-remote';
import { useTextFilter } from '../../shared/use-text-filter';
import { subscriptionColumns } from './subscription-columns';
import { SubscriptionStatusDialog } from './SubscriptionStatusDialog';

const isStatus = (value: string | undefined): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(value ?? '');

/** Newsletter sign-ups (operators only): filter, sort, page, change a status, export every match. */
export default function SubscriptionsScreen({ params, setParams }: ScreenProps) {
  const { client, can } = useConsole();
  const filters = useMemo(
    () => ({ q: params.q ?? '', status: isStatus(params.status) ? params.status : ('' as const) }),
    [params.q, params.status],
  );
  const paging = readPaging(params, '-created');
  const [search, setSearch] = useTextFilter(filters.q, (q) => setParams({ q, page: undefined }));
  const [visibility, setVisibility] = useColumnVisibility('subscriptions');
  const [changing, setChanging] = useState<ConsoleSubscription | null>(null);

  const list = useRemote(
    () => listConsoleSubscriptions(client, filters, pageRequest(paging)),
    [client, filters, paging.page, paging.perPage, sortParam(paging.sort)],
  );
  const canUpdate = can('subscriptions.update');
  const columns = useMemo(() => subscriptionColumns(canUpdate ? setChanging : null), [canUpdate]);

  const startExport = useCallback(() => exportSubscriptionsCsv(client, filters, new Date()), [client, filters]);
  const { exporting, exportCsv } = useCsvExport(startExport, {
    exported: CONSOLE_MESSAGES.subscriptionsExported,
    failed: CONSOLE_MESSAGES.subscriptionsExportFailed,
  });
  const canExport = can('subscriptions.export');
  const commands = useMemo(
    () =>
      canExport
        ? [
            {
              id: 'subscriptions.export',
              label: 'Export subscriptions CSV',
              group: 'Actions',
              keywords: ['csv', 'download', 'save'],
              run: () => void exportCsv(),
            },
          ]
        : [],
    [canExport, exportCsv],
  );
  useScreenCommands('subscriptions', commands);

  return (
    <div className="console-screen">
      <ScreenHeader
        title="Subscriptions"
        subtitle={<TotalLine total={list.data?.totalItems} noun="subscription" />}
        actions={
          canExport && (
            <Button intent="primary" icon="download" loading={exporting} onClick={() => void exportCsv()}>
              {SUBSCRIPTION_MESSAGES.exportButton}
            </Button>
          )
        }
      />
      <DataTable
        label="Subscriptions"
        columns={columns}
        rows={list.data?.items ?? []}
        rowId={(row) => row.id}
        totalItems={list.data?.totalItems ?? 0}
        page={paging.page}
        perPage={paging.perPage}
        onPageChange={(page) => setParams({ page: String(page) })}
        onPerPageChange={(perPage) => setParams({ perPage: String(perPage), page: undefined })}
        sort={paging.sort}
        onSortChange={(sort) => setParams({ sort: sortParam(sort) ?? '', page: undefined })}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        loading={list.loading && !list.data}
        error={list.error}
        onRetry={list.reload}
        emptyMessage="No subscriptions match these filters."
        toolbar={
          <>
            <InputGroup
              type="search"
              leftIcon="search"
              placeholder="Search e-mail"
              aria-label="Search e-mail"
              value={search}
              onValueChange={setSearch}
            />
            <HTMLSelect
              aria-label="Status"
              value={filters.status}
              onChange={(event) => setParams({ status: event.currentTarget.value, page: undefined })}
              options={[
                { value: '', label: 'All statuses' },
                ...SUBSCRIPTION_STATUSES.map((value) => ({ value, label: SUBSCRIPTION_STATUS_LABELS[value] })),
              ]}
            />
          </>
        }
      />
      <SubscriptionStatusDialog row={changing} onClose={() => setChanging(null)} onChanged={list.reload} />
    </div>
  );
}
