import { listConsoleListings, type ConsoleListing } from '@partilha/data';
import { DataTable } from '@partilha/ui';
import { useCallback, useMemo, useState } from 'react';
import { useConsole } from '../../app/console-context';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { pageRequest, readPaging, sortParam } from '../../shared/table-params';
import { TotalLine } from '../../shared/TotalLine';
import { useColumnVisibility } from '../../shared/use-column-visibility';
import { useRemote } from '../../shared/use-remote';
import { LISTING_COLUMNS } from './listing-columns';
import { ListingDrawer } from './ListingDrawer';
import { readListingFilters } from './listing-filters';
import { ListingFiltersBar } from './ListingFiltersBar';
import { ListingSuspensionDialog } from './ListingSuspensionDialog';

/** Every listing, suspended ones included: search, filters, a drawer, suspend or restore. */
export default function ListingsScreen({ params, setParams }: ScreenProps) {
  const { client } = useConsole();
  const { q, type, category, status, city, owner } = readListingFilters(params);
  const filters = useMemo(() => ({ q, type, category, status, city, owner }), [q, type, category, status, city, owner]);
  const paging = readPaging(params, '-created');
  const [visibility, setVisibility] = useColumnVisibility('listings');
  const [suspending, setSuspending] = useState<ConsoleListing | null>(null);
  const list = useRemote(
    () => listConsoleListings(client, filters, pageRequest(paging)),
    [client, filters, paging.page, paging.perPage, sortParam(paging.sort)],
  );
  const rows = list.data?.items ?? [];
  const open = params.id ? (rows.find((row) => row.id === params.id) ?? null) : null;
  const ownerName = owner ? (rows.find((row) => row.owner.id === owner)?.owner.displayName ?? null) : null;
  const onSuspend = useCallback((listing: ConsoleListing) => setSuspending(listing), []);

  return (
    <div className="console-screen">
      <ScreenHeader title="Listings" subtitle={<TotalLine total={list.data?.totalItems} noun="listing" />} />
      <DataTable
        label="Listings"
        columns={LISTING_COLUMNS}
        rows={rows}
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
        emptyMessage="No listings match these filters."
        onOpenRow={(row) => setParams({ id: row.id }, { push: true })}
        activeRowId={params.id ?? null}
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
