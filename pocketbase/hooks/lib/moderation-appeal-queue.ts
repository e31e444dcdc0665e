import { APPEAL_STATUSES } from '@partilha/domain';
import { requireConsoleAction } from './console-guard';
import { queryChoice, queryPaging, queryReaderOf, querySort } from './console-query';
import { jsonObject, readPage, recordsInOrder, SqlFilter, type ConsolePage } from './console-query-sql';
import { APPEALS, DECISIONS } from './moderation-appeal-access';
import { appealItem, type AppealItem } from './moderation-appeal-rows';

/**
 * `GET /api/moderation/appeals` (`appeals.read`): the appeals queue, oldest first so the longest
 * wait is decided first, `status` open by default (`granted`, `rejected`, `all`), paged like the
 * console's tables. The page is chosen in SQL; its rows are built from the records, with the
 * decisions and appellants of the page read in one query each.
 */

const FROM = `${APPEALS} a`;
const ROW = jsonObject({ id: 'a.id' });
const SORTS = { created: 'a.created' } as const;
const STATUS_CHOICES = [...APPEAL_STATUSES, 'all'] as const;

/** The records with these ids, by id (one query; none for an empty page). */
function recordsById(app: PbApp, collection: string, ids: string[]): Map<string, PbRecord> {
  const wanted = [...new Set(ids.filter((id) => id !== ''))];
  const records = wanted.length === 0 ? [] : app.findRecordsByIds(collection, wanted);
  return new Map(records.map((record) => [record.id, record]));
}

export function consoleAppeals(e: PbRequestEvent): ConsolePage<AppealItem> {
  const actor = requireConsoleAction(e.auth, 'appeals.read');
  const read = queryReaderOf(e);
  const status = queryChoice(read, 'status', STATUS_CHOICES) || 'open';
  const sort = querySort(read, SORTS, 'created');
  const paging = queryPaging(read);

  const filter = new SqlFilter();
  if (status !== 'all') filter.add(`a.status = ${filter.bind(status)}`);

  const page = readPage(e.app.db(), { from: FROM, row: ROW, idColumn: 'a.id' }, filter, sort, paging);
  const appeals = recordsInOrder(e.app, APPEALS, page.items);
  const decisions = recordsById(
    e.app,
    DECISIONS,
    appeals.map((appeal) => appeal.getString('decision')),
  );
  const appellants = recordsById(
    e.app,
    'users',
    appeals.map((appeal) => appeal.getString('appellant')),
  );
  return {
    ...page,
    items: appeals.map((appeal) =>
      appealItem(
        actor,
        appeal,
        decisions.get(appeal.getString('decision')) ?? null,
        appellants.get(appeal.getString('appellant')) ?? null,
      ),
    ),
  };
}
