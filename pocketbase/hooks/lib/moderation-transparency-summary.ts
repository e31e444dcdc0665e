import {
  APPEAL_STATUSES,
  DECISION_GROUNDS,
  DECISION_SOURCES,
  DECISION_TYPES,
  NOTICE_REASONS,
  NOTICE_TARGET_KINDS,
  type TransparencySummary,
} from '@partilha/domain';
import { readCount, readCountsBy, readJsonRows } from './console-query-sql';
import { numberOf } from './console-reads-rows';
import type { TransparencyPeriod } from './moderation-transparency-period';

/**
 * The transparency figures of a period (domain TransparencySummary), counted by SQLite:
 * - notices that reached the queue in the period (a guest's on confirmation; unconfirmed ones
 *   are not notices yet), by reason, kind and how they ended;
 * - decisions committed in the period (including those since reversed on appeal), by type,
 *   ground and source, and decisions undone in their window in the period;
 * - the median hours from an entry's first notice to the commit of its decision, over the
 *   period's decisions on entries that had a notice (own-initiative ones had none);
 * - appeals filed in the period and how they stand.
 */

const RECEIVED = "coalesce(nullif(t.confirmedAt, ''), t.created)";
const NOTICES_IN_PERIOD = `FROM moderation_notices t WHERE t.status != 'unconfirmed' AND ${RECEIVED} >= {:start} AND ${RECEIVED} < {:end}`;
const NOTICE_OUTCOME = "CASE WHEN t.status = 'open' THEN 'open' WHEN t.outcome != '' THEN t.outcome ELSE t.status END";
const NOTICE_OUTCOMES = ['open', 'no_action', 'restricted'] as const;

/** Decisions (alias t) committed in [start, end): in force now, or reversed since. */
export function committedInPeriod(start = '{:start}', end = '{:end}'): string {
  return `t.status IN ('committed', 'reversed') AND t.committedAt >= ${start} AND t.committedAt < ${end}`;
}
const DECISIONS_IN_PERIOD = `FROM moderation_decisions t WHERE ${committedInPeriod()}`;
/** A "no action" decision rests on no ground. */
const NO_GROUND = 'none';

/** Every expected key (0 when absent), and any other key the data holds. */
function countsWith(names: readonly string[], counts: Map<string, number>): Record<string, number> {
  const result: Record<string, number> = {};
  for (const name of names) result[name] = counts.get(name) ?? 0;
  for (const [name, n] of counts) if (!(name in result)) result[name] = n;
  return result;
}

function countsBy(db: PbDb, expression: string, from: string, period: TransparencyPeriod): Map<string, number> {
  return readCountsBy(db, `SELECT ${expression} AS s, COUNT(*) AS n ${from} GROUP BY s`, {
    start: period.start,
    end: period.end,
  });
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return Math.round(value * 100) / 100;
}

function hoursToDecision(db: PbDb, period: TransparencyPeriod): number[] {
  return readJsonRows(
    db,
    `SELECT json_object('h', (julianday(t.committedAt) - julianday(c.firstNoticeAt)) * 24.0) AS row
     FROM moderation_decisions t JOIN moderation_cases c ON c.id = t."case"
     WHERE ${committedInPeriod()} AND c.firstNoticeAt != ''`,
    { start: period.start, end: period.end },
  ).map((row) => Math.max(0, numberOf(row.h)));
}

export function transparencySummaryOf(db: PbDb, period: TransparencyPeriod): TransparencySummary {
  const bounds = { start: period.start, end: period.end };
  const byOutcome = countsWith(NOTICE_OUTCOMES, countsBy(db, NOTICE_OUTCOME, NOTICES_IN_PERIOD, period));
  const appeals = countsWith(
    APPEAL_STATUSES,
    countsBy(db, 't.status', `FROM moderation_appeals t WHERE t.created >= {:start} AND t.created < {:end}`, period),
  );
  return {
    from: period.from,
    to: period.to,
    notices: {
      total: readCount(db, `SELECT COUNT(*) AS n ${NOTICES_IN_PERIOD}`, bounds),
      byReason: countsWith(NOTICE_REASONS, countsBy(db, 't.reason', NOTICES_IN_PERIOD, period)),
      byKind: countsWith(NOTICE_TARGET_KINDS, countsBy(db, 't.kind', NOTICES_IN_PERIOD, period)),
      byOutcome,
    },
    decisions: {
      total: readCount(db, `SELECT COUNT(*) AS n ${DECISIONS_IN_PERIOD}`, bounds),
      byType: countsWith(DECISION_TYPES, countsBy(db, 't.type', DECISIONS_IN_PERIOD, period)),
      byGround: countsWith(
        [...DECISION_GROUNDS, NO_GROUND],
        countsBy(db, `CASE WHEN t.ground = '' THEN '${NO_GROUND}' ELSE t.ground END`, DECISIONS_IN_PERIOD, period),
      ),
      bySource: countsWith(DECISION_SOURCES, countsBy(db, 't.source', DECISIONS_IN_PERIOD, period)),
      // Undone within seconds of being made: counted on the day they were made.
      undone: readCount(
        db,
        "SELECT COUNT(*) AS n FROM moderation_decisions t WHERE t.status = 'undone' AND t.created >= {:start} AND t.created < {:end}",
        bounds,
      ),
    },
    medianHoursToDecision: median(hoursToDecision(db, period)),
    appeals: {
      total: Object.values(appeals).reduce((sum, n) => sum + n, 0),
      open: appeals.open ?? 0,
      granted: appeals.granted ?? 0,
      rejected: appeals.rejected ?? 0,
      // A granted appeal reverses the restriction.
      reversed: appeals.granted ?? 0,
    },
  };
}
