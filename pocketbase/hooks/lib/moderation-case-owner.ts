import { getReliabilityRating } from '@partilha/domain';
import { jsonObject, readJsonRows } from './console-query-sql';
import { flag, numberOf, text } from './console-reads-rows';
import { CASE_LAST_ACTIVITY } from './moderation-case-rows';

/**
 * What a moderator weighs besides the item itself: its owner's standing (past decisions about
 * them, the cancellation record their profile holds, as the member page reads it) and the other
 * open entries about the same owner.
 */

/** As the member page's lists: the newest rows are the ones a moderator reads. */
export const OWNER_HISTORY_ROWS = 20;

const MEMBER_ROW = jsonObject({
  id: 'u.id',
  name: "coalesce(nullif(u.displayName, ''), trim(u.firstName || ' ' || u.lastName))",
  joined: 'u.created',
  suspended: 'u.suspended',
  totalCancellations: 'u.totalCancellations',
  lateCancellations: 'u.lateCancellations',
  endedBookings: 'u.endedBookings',
  totalBookings: '(SELECT COUNT(*) FROM bookings x WHERE x.renter = u.id OR x.owner = u.id)',
});

const DECISION_ROW = jsonObject({
  id: 'd.id',
  type: 'd.type',
  kind: 'd.kind',
  status: 'd.status',
  committedAt: 'd.committedAt',
  targetLabel: 'd.targetLabel',
});

const RELATED_ROW = jsonObject({
  id: 'c.id',
  kind: 'c.kind',
  targetLabel: 'c.targetLabel',
  noticeCount: 'c.noticeCount',
});

export interface OwnerHistory {
  member: { id: string; name: string; joined: string; suspended: boolean } | null;
  decisions: { id: string; type: string; kind: string; status: string; committedAt: string; targetLabel: string }[];
  reliability: {
    /** Cancellations per booking the member took part in (0 without bookings), at most 1. */
    cancellationRate: number;
    totalBookings: number;
    totalCancellations: number;
    lateCancellations: number;
    /** The badge the website shows beside the member (getReliabilityRating). */
    label: string;
  };
}

export function ownerHistoryOf(db: PbDb, ownerId: string): OwnerHistory {
  const row = readJsonRows(db, `SELECT ${MEMBER_ROW} AS row FROM users u WHERE u.id = {:id}`, { id: ownerId })[0];
  const totalBookings = row ? numberOf(row.totalBookings) : 0;
  const totalCancellations = row ? numberOf(row.totalCancellations) : 0;
  const lateCancellations = row ? numberOf(row.lateCancellations) : 0;
  const endedBookings = row ? numberOf(row.endedBookings) : 0;
  // Decisions in force or reversed on appeal; pending ones may still be undone, undone ones never were.
  const decisions = readJsonRows(
    db,
    `SELECT ${DECISION_ROW} AS row FROM moderation_decisions d WHERE d.affectedUser = {:id} AND d.status IN ('committed', 'reversed') ORDER BY d.committedAt DESC, d.id DESC LIMIT ${OWNER_HISTORY_ROWS}`,
    { id: ownerId },
  ).map((decision) => ({
    id: text(decision.id),
    type: text(decision.type),
    kind: text(decision.kind),
    status: text(decision.status),
    committedAt: text(decision.committedAt),
    targetLabel: text(decision.targetLabel),
  }));
  return {
    member: row
      ? { id: text(row.id), name: text(row.name), joined: text(row.joined), suspended: flag(row.suspended) }
      : null,
    decisions,
    reliability: {
      cancellationRate: totalBookings > 0 ? Math.min(1, totalCancellations / totalBookings) : 0,
      totalBookings,
      totalCancellations,
      lateCancellations,
      label: getReliabilityRating({ totalCancellations, lateCancellations, endedBookings }).label,
    },
  };
}

/** The owner's other open entries, newest first. */
export function relatedOpenCases(
  db: PbDb,
  ownerId: string,
  caseId: string,
): { id: string; kind: string; targetLabel: string; noticeCount: number }[] {
  if (ownerId === '') return [];
  return readJsonRows(
    db,
    `SELECT ${RELATED_ROW} AS row FROM moderation_cases c WHERE c.targetOwner = {:owner} AND c.status = 'open' AND c.id != {:id} ORDER BY ${CASE_LAST_ACTIVITY} DESC, c.id DESC LIMIT ${OWNER_HISTORY_ROWS}`,
    { owner: ownerId, id: caseId },
  ).map((related) => ({
    id: text(related.id),
    kind: text(related.kind),
    targetLabel: text(related.targetLabel),
    noticeCount: numberOf(related.noticeCount),
  }));
}
