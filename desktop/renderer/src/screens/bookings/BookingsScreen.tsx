import { Button } from '@blueprintjs/core';
import { exportBookingsCsv, listConsoleBookings } from '@partilha/data';
import { CONSOLE_MESSAGES } from '@partilha/domain';
import { DataTable } from '@partilha/ui';
import { useCallback, useMemo } from 'react';
import { useConsole } from '../../app/console-context';
import { useScreenCommands } from '../../shell/commands';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { pageRequest, readPaging, sortParam } from '../../shared/table-params';
import { TotalLine } from '../../shared/TotalLine';
import { useColumnVisibility } from '../../shared/use-column-visibility';
import { useCsvExport } from '../../shared/use-csv-export';
import { useRemote } from '../../shared/use-remote';
import { BOOKING_COLUMNS } from './booking-columns';
import { BookingDrawer } from './BookingDrawer';
import { readBookingFilters } from './booking-filters';
import { BookingFiltersBar } from './BookingFiltersBar';
import { StatusCounts } from './StatusCounts';

/** Every booking: filters, counts by status, the table, a drawer per booking, the export. */
export default function BookingsScreen({ params, setParams }: ScreenProps) {
  const { client, can } = useConsole();
  // The filters as one memoised object, rebuilt only when one of its values changes.
  const read = readBookingFilters(params);
  const filterKey = JSON.stringify(read);
  const filters = useMemo(() => read, [filterKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const paging = readPaging(params, '-created');
  const [visibility, setVisibility] = useColumnVisibility('bookings');
  const list = useRemote(
    () => listConsoleBookings(client, filters, pageRequest(paging)),
    [client, filters, paging.page, paging.perPage, sortParam(paging.sort)],
  );

  const startExport = useCallback(() => exportBookingsCsv(client, filters, new Date()), [client, filters]);
  const { exporting, exportCsv } = useCsvExport(startExport, {
    exported: CONSOLE_MESSAGES.bookingsExported,
    failed: CONSOLE_MESSAGES.bookingsExportFailed,
  });
  const canExport = can('bookings.export');
  const commands = useMemo(
    () =>
      canExport
        ? [{ id: 'bookings.export', label: 'Export bookings CSV', group: 'Actions', run: () => void exportCsv() }]
        : [],
    [canExport, exportCsv],
  );
  useScreenCommands('bookings', commands);

  return (
    <div className="console-screen">
      <ScreenHeader
        title="Bookings"
        subtitle={<TotalLine total={list.data?.totalItems} noun="booking" />}
        actions={
          canExport && (
            <Button icon="download" loading={exporting} onClick={() => void exportCsv()}>
              Export CSV
            </Button>
          )
        }
      />
      <StatusCounts
        counts={list.data?.countsByStatus}
        current={filters.status ?? ''}
        onSelect={(value) => setParams({ status: value, page: undefined })}
      />
      <DataTable
        label="Bookings"
        columns={BOOKING_COLUMNS}
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
        emptyMessage="No bookings match these filters."
        onOpenRow={(row) => setParams({ id: row.id }, { push: true })}
        activeRowId={params.id ?? null}
        toolbar={<BookingFiltersBar filters={filters} onChange={setParams} />}
      />
      <BookingDrawer id={params.id ?? null} onClose={() => setParams({ id: undefined })} />
    </div>
  );
}
