import { NOTICE_REASONS, NOTICE_TARGET_KINDS } from '@partilha/domain';
import { requireConsoleAction } from './console-guard';
import { queryChoice, queryInteger, queryPaging, queryReaderOf, querySort } from './console-query';
import { readPage, SqlFilter, type ConsolePage } from './console-query-sql';
import { storedInstant } from './console-reads-period';
import {
  CASE_FIRST_ACTIVITY,
  CASE_LAST_ACTIVITY,
  CASE_ROW,
  CASES_FROM,
  caseItem,
  type CaseItem,
} from './moderation-case-rows';

/**
 * GET /api/moderation/cases: the moderation queue, open entries newest first unless asked
 * otherwise, filtered by kind, reason and age and paged as the console's tables are. Every query
 * value is checked before any SQL is written (lib/console-query.ts): a bad one is 400 invalidQuery.
 */

const STATUSES = ['open', 'closed', 'all'] as const;

/** Newest (by the last notice) or most reported; ties fall to the newest, then the id. */
const SORTS = {
  lastNoticeAt: CASE_LAST_ACTIVITY,
  noticeCount: 'c.noticeCount',
} as const;

/** Ten years: any age beyond it is a mistake, not a filter. */
const MAX_AGE_HOURS = 24 * 366 * 10;

export function moderationCases(e: PbRequestEvent, now: Date): ConsolePage<CaseItem> {
  requireConsoleAction(e.auth, 'moderation.read');
  const read = queryReaderOf(e);
  const status = queryChoice(read, 'status', STATUSES) || 'open';
  const kind = queryChoice(read, 'kind', NOTICE_TARGET_KINDS);
  const reason = queryChoice(read, 'reason', NOTICE_REASONS);
  const olderThanHours = queryInteger(read, 'olderThanHours', 1, MAX_AGE_HOURS, 0);
  const sort = querySort(read, SORTS, '-lastNoticeAt');
  const paging = queryPaging(read);

  const filter = new SqlFilter();
  if (status !== 'all') filter.add(`c.status = ${filter.bind(status)}`);
  if (kind !== '') filter.add(`c.kind = ${filter.bind(kind)}`);
  if (reason !== '') {
    // Only notices that reached the queue: a guest's unconfirmed notice is not one yet.
    filter.add(
      `EXISTS (SELECT 1 FROM moderation_notices n WHERE n."case" = c.id AND n.status != 'unconfirmed' AND n.reason = ${filter.bind(reason)})`,
    );
  }
  if (olderThanHours > 0) {
    const cutoff = storedInstant(new Date(now.getTime() - olderThanHours * 3_600_000));
    filter.add(`${CASE_FIRST_ACTIVITY} <= ${filter.bind(cutoff)}`);
  }

  const page = readPage(
    e.app.db(),
    { from: CASES_FROM, row: CASE_ROW, idColumn: 'c.id', tieBreak: `${CASE_LAST_ACTIVITY} DESC, c.id DESC` },
    filter,
    sort,
    paging,
  );
  return { ...page, items: page.items.map(caseItem) };
}
