import { CONSOLE_APPEALS_TEXTS as T, CONSOLE_SHELL_TEXTS } from '@partilha/domain';
import { listAppeals, type ConsoleAppeal } from '@partilha/data';
import { useMemo, useState } from 'react';
import { useConsole } from '../../app/console-context';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { FilterSelect } from '../../shared/FilterSelect';
import { ScreenTable } from '../../shared/ScreenTable';
import { readPaging } from '../../shared/table-params';
import { TotalLine } from '../../shared/TotalLine';
import { useRemote } from '../../shared/use-remote';
import { appealColumns } from './appeal-columns';
import { AppealDrawer } from './AppealDrawer';
import { appealStatusOptions, appealStatusParam, readAppealStatus } from './appeal-filters';
import './appeals.css';

function emptyMessage(status: string): string {
  if (status === 'open') return T.emptyOpen;
  if (status === 'granted') return T.emptyGranted;
  if (status === 'rejected') return T.emptyRejected;
  return T.emptyAll;
}

/**
 * Members' appeals against moderation decisions (EU DSA Art. 20), oldest first: the open ones are
 * the queue. Each is decided, with reasons, by someone other than the original moderator. Live:
 * a new appeal or a decision made elsewhere appears without reloading.
 */
export default function AppealsScreen({ params, setParams }: ScreenProps) {
  const { client } = useConsole();
  const status = readAppealStatus(params);
  const filters = useMemo(() => ({ status }), [status]);
  const paging = readPaging(params);
  const { page, perPage } = paging;
  const list = useRemote(() => listAppeals(client, filters, { page, perPage }), [client, filters, page, perPage]);
  const rows = list.data?.items ?? [];
  // A decided appeal leaves the open queue; its drawer stays on it, now showing the outcome.
  const [lastDecided, setLastDecided] = useState<ConsoleAppeal | null>(null);
  const open = params.id
    ? (rows.find((row) => row.id === params.id) ?? (lastDecided?.id === params.id ? lastDecided : null))
    : null;

  const decided = (appeal: ConsoleAppeal) => {
    setLastDecided(appeal);
    list.reload();
  };

  return (
    <div className="console-screen">
      <ScreenHeader
        title={CONSOLE_SHELL_TEXTS.appeals}
        subtitle={
          <TotalLine
            total={list.data?.totalItems}
            text={status === 'open' ? CONSOLE_SHELL_TEXTS.openAppeals : CONSOLE_SHELL_TEXTS.appealsCount}
          />
        }
      />
      <ScreenTable
        params={params}
        setParams={setParams}
        table="appeals"
        list={list}
        paging={paging}
        sortable={false}
        label={CONSOLE_SHELL_TEXTS.appeals}
        columns={appealColumns()}
        emptyMessage={emptyMessage(status)}
        toolbar={
          <FilterSelect
            label={T.status}
            value={status === 'all' ? '' : status}
            anyLabel={T.allAppeals}
            options={appealStatusOptions()}
            onChange={(value) => setParams({ status: appealStatusParam(value), page: undefined })}
          />
        }
      />
      <AppealDrawer
        appeal={open}
        missing={Boolean(params.id) && list.data !== null && open === null}
        onClose={() => setParams({ id: undefined })}
        onDecided={decided}
      />
    </div>
  );
}
