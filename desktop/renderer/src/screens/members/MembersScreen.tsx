import { CONSOLE_RECORDS_TEXTS as T, CONSOLE_SHELL_TEXTS } from '@partilha/domain';
import { listConsoleMembers } from '@partilha/data';
import { useMemo } from 'react';
import { useConsole } from '../../app/console-context';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { ScreenTable } from '../../shared/ScreenTable';
import { TotalLine } from '../../shared/TotalLine';
import { useTableList } from '../../shared/use-table-list';
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
  const table = useTableList(
    'members',
    { params, setParams },
    (request) => listConsoleMembers(client, filters, request),
    [client, filters],
  );
  const { list } = table;
  const withContact = can('members.readContact');
  const columns = useMemo(() => memberColumns(withContact), [withContact]);

  return (
    <div className="console-screen">
      <ScreenHeader
        title={CONSOLE_SHELL_TEXTS.members}
        subtitle={<TotalLine total={list.data?.totalItems} text={CONSOLE_SHELL_TEXTS.membersCount} />}
      />
      <ScreenTable
        {...table}
        label={CONSOLE_SHELL_TEXTS.members}
        columns={columns}
        emptyMessage={T.noMembersMatch}
        toolbar={<MemberFiltersBar filters={filters} onChange={setParams} />}
      />
      <MemberDrawer id={params.id ?? null} onClose={() => setParams({ id: undefined })} onChanged={list.reload} />
    </div>
  );
}
