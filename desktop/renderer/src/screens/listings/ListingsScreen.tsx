import { CONSOLE_RECORDS_TEXTS as T, CONSOLE_SHELL_TEXTS } from '@partilha/domain';
import { listConsoleListings, type ConsoleListing } from '@partilha/data';
import { useCallback, useMemo, useState } from 'react';
import { useConsole } from '../../app/console-context';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { ScreenTable } from '../../shared/ScreenTable';
import { TotalLine } from '../../shared/TotalLine';
import { useTableList } from '../../shared/use-table-list';
import { listingColumns } from './listing-columns';
import { ListingDrawer } from './ListingDrawer';
import { readListingFilters } from './listing-filters';
import { ListingFiltersBar } from './ListingFiltersBar';
import { ListingSuspensionDialog } from './ListingSuspensionDialog';

/** Every listing, suspended ones included: search, filters, a drawer, suspend or restore. */
export default function ListingsScreen({ params, setParams }: ScreenProps) {
  const { client } = useConsole();
  const { q, type, category, status, city, owner } = readListingFilters(params);
  const filters = useMemo(() => ({ q, type, category, status, city, owner }), [q, type, category, status, city, owner]);
  const [suspending, setSuspending] = useState<ConsoleListing | null>(null);
  const table = useTableList(
    'listings',
    { params, setParams },
    (request) => listConsoleListings(client, filters, request),
    [client, filters],
  );
  const { list } = table;
  const rows = list.data?.items ?? [];
  const open = params.id ? (rows.find((row) => row.id === params.id) ?? null) : null;
  const ownerName = owner ? (rows.find((row) => row.owner.id === owner)?.owner.displayName ?? null) : null;
  const onSuspend = useCallback((listing: ConsoleListing) => setSuspending(listing), []);

  return (
    <div className="console-screen">
      <ScreenHeader
        title={CONSOLE_SHELL_TEXTS.listings}
        subtitle={<TotalLine total={list.data?.totalItems} text={CONSOLE_SHELL_TEXTS.listingsCount} />}
      />
      <ScreenTable
        {...table}
        label={CONSOLE_SHELL_TEXTS.listings}
        columns={listingColumns()}
        emptyMessage={T.noListingsMatch}
        toolbar={<ListingFiltersBar filters={filters} ownerName={ownerName} onChange={setParams} />}
      />
      <ListingDrawer
        listing={open}
        missing={Boolean(params.id) && list.data !== null && open === null}
        onClose={() => setParams({ id: undefined })}
        onSuspend={onSuspend}
      />
      <ListingSuspensionDialog listing={suspending} onClose={() => setSuspending(null)} onDone={list.reload} />
    </div>
  );
}
