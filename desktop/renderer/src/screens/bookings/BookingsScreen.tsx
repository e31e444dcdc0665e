import { CONSOLE_RECORDS_TEXTS as T, CONSOLE_SHELL_TEXTS } from '@partilha/domain';
import { Button } from '@blueprintjs/core';
import { exportBookingsCsv, listConsoleBookings } from '@partilha/data';
import { useMemo } from 'react';
import { useConsole } from '../../app/console-context';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { ScreenTable } from '../../shared/ScreenTable';
import { TotalLine } from '../../shared/TotalLine';
import { useExportCommand } from '../../shared/use-export-command';
import { useTableList } from '../../shared/use-table-list';
import { bookingColumns } from './booking-columns';
import { BookingDrawer } from './BookingDrawer';
import { readBookingFilters } from './booking-filters';
import { BookingFiltersBar } from './BookingFiltersBar';
import { StatusCounts } from './StatusCounts';

/** Every booking: filters, counts by status, the table, a drawer per booking, the export. */
export default function BookingsScreen({ params, setParams }: ScreenProps) {
  const { client } = useConsole();
  // The filters as one memoised object, rebuilt only when one of its values changes.
  const read = readBookingFilters(params);
  const filterKey = JSON.stringify(read);
  const filters = useMemo(() => read, [filterKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const table = useTableList(
    'bookings',
    { params, setParams },
    (request) => listConsoleBookings(client, filters, request),
    [client, filters],
  );
  const { list } = table;

  const { canExport, exporting, exportCsv } = useExportCommand('bookings', T.exportBookings, () =>
    exportBookingsCsv(client, filters, new Date()),
  );

  return (
    <div className="console-screen">
      <ScreenHeader
        title={CONSOLE_SHELL_TEXTS.bookings}
        subtitle={<TotalLine total={list.data?.totalItems} text={CONSOLE_SHELL_TEXTS.bookingsCount} />}
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
      <ScreenTable
        {...table}
        label={CONSOLE_SHELL_TEXTS.bookings}
        columns={bookingColumns()}
        emptyMessage={T.noBookingsMatch}
        toolbar={<BookingFiltersBar filters={filters} onChange={setParams} />}
      />
      <BookingDrawer id={params.id ?? null} onClose={() => setParams({ id: undefined })} />
    </div>
  );
}
