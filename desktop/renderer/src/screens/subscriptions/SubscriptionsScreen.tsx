import { Button } from '@blueprintjs/core';
import { exportSubscriptionsCsv, listConsoleSubscriptions, type ConsoleSubscription } from '@partilha/data';
import {
  CONSOLE_RECORDS_TEXTS as T,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  CONSOLE_SHELL_TEXTS,
} from '@partilha/domain';
import { useMemo, useState } from 'react';
import { useConsole } from '../../app/console-context';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { FilterSelect } from '../../shared/FilterSelect';
import { FilterText } from '../../shared/FilterText';
import { ScreenTable } from '../../shared/ScreenTable';
import { TotalLine } from '../../shared/TotalLine';
import { useExportCommand } from '../../shared/use-export-command';
import { useTableList } from '../../shared/use-table-list';
import { subscriptionColumns } from './subscription-columns';
import { SubscriptionStatusDialog } from './SubscriptionStatusDialog';

const isStatus = (value: string | undefined): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(value ?? '');

const statusOptions = () => SUBSCRIPTION_STATUSES.map((value) => ({ value, label: SUBSCRIPTION_STATUS_LABELS[value] }));

const EXPORT_KEYWORDS = ['csv', 'download', 'save'];

/** Newsletter sign-ups (operators only): filter, sort, page, change a status, export every match. */
export default function SubscriptionsScreen({ params, setParams }: ScreenProps) {
  const { client, can } = useConsole();
  const filters = useMemo(
    () => ({ q: params.q ?? '', status: isStatus(params.status) ? params.status : ('' as const) }),
    [params.q, params.status],
  );
  const [changing, setChanging] = useState<ConsoleSubscription | null>(null);
  const table = useTableList(
    'subscriptions',
    { params, setParams },
    (request) => listConsoleSubscriptions(client, filters, request),
    [client, filters],
  );
  const { list } = table;
  const canUpdate = can('subscriptions.update');
  const columns = useMemo(() => subscriptionColumns(canUpdate ? setChanging : null), [canUpdate]);

  const { canExport, exporting, exportCsv } = useExportCommand(
    'subscriptions',
    T.exportSubscriptions,
    () => exportSubscriptionsCsv(client, filters, new Date()),
    EXPORT_KEYWORDS,
  );

  return (
    <div className="console-screen">
      <ScreenHeader
        title={CONSOLE_SHELL_TEXTS.subscriptions}
        subtitle={<TotalLine total={list.data?.totalItems} text={CONSOLE_SHELL_TEXTS.subscriptionsCount} />}
        actions={
          canExport && (
            <Button intent="primary" icon="download" loading={exporting} onClick={() => void exportCsv()}>
              {SUBSCRIPTION_MESSAGES.exportButton}
            </Button>
          )
        }
      />
      <ScreenTable
        {...table}
        opensRows={false}
        label={CONSOLE_SHELL_TEXTS.subscriptions}
        columns={columns}
        emptyMessage={T.noSubscriptionsMatch}
        toolbar={
          <>
            <FilterText
              search
              label={T.searchEmail}
              value={filters.q}
              onChange={(q) => setParams({ q, page: undefined })}
            />
            <FilterSelect
              label={T.status}
              value={filters.status}
              anyLabel={T.allStatuses}
              options={statusOptions()}
              onChange={(status) => setParams({ status, page: undefined })}
            />
          </>
        }
      />
      <SubscriptionStatusDialog row={changing} onClose={() => setChanging(null)} onChanged={list.reload} />
    </div>
  );
}
