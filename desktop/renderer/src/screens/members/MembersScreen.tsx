import { listConsoleMembers } from '@partilha/data';
import { DataTable } from '@partilha/ui';
import { useMemo } from 'react';
import { useConsole } from '../../app/console-context';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { pageRequest, readPaging, sortParam } from '../../shared/table-params';
import { TotalLine } from '../../shared/TotalLine';
import { useColumnVisibility } from '../../shared/use-column-visibility';
import { useRemote } from '../../shared/use-remote';
import { memberColumns } from './member-columns';
import { MemberDrawer } from './MemberDrawer';
import { readMemberFilters } from './member-filters';
import { MemberFiltersBar } from './MemberFiltersBar';

/** Every member: search, filters, the table, a drawer per member with the actions. */
export default function MembersScreen({ params, setParams }: ScreenProps) {
  const { client, can } = useConsole();
  const { q, role, verified, city, joinedFrom, joinedTo, suspended } = readMemberFilters(params);
  const filters = useMemo(
    () => ({ q, role, verified, city, joinedFrom, joinedTo, suspended }),
    [q, role, verified, city, joinedFrom, joinedTo, suspended],
  );
  const paging = readPaging(params, '-created');
  const [visibility, setVisibility] = useColumnVisibility('members');
  const list = useRemote(
    () => listConsoleMembers(client, filters, pageRequest(paging)),
    [client, filters, paging.page, paging.perPage, sortParam(paging.sort)],
  );
  const withContact = can('members.readContact');
  const columns = useMemo(() => memberColumns(withContact), [withContact]);

  return (
    <div className="console-screen">
      <ScreenHeader title="Members" subtitle={<TotalLine total={list.data?.totalItems} noun="member" />} />
      <DataTable
        label="Members"
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
        emptyMessage="No members match these filters."
        onOpenRow={(row) => setParams({ id: row.id }, { push: true })}
        activeRowId={params.id ?? null}
        toolbar={<MemberFiltersBar filters={filters} onChange={setParams} />}
      />
      <MemberDrawer id={params.id ?? null} onClose={() => setParams({ id: undefined })} onChanged={list.reload} />
    </div>
  );
}
