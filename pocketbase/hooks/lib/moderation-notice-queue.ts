import type { ModerationTarget } from './moderation-targets';
import { MODERATION_CASES, MODERATION_NOTICES, firstOrNull, isUniqueViolation } from './moderation-notice-records';

/**
 * Thrown when another transaction created the item's open queue entry between our look and our
 * insert (the unique partial index refused ours): the caller runs the whole change again, and the
 * second look finds the entry. PocketBase serialises write transactions, so this is rare; the
 * index, not the look, is the guarantee of one open entry per item.
 */
export class QueueEntryRace extends Error {
  readonly queueEntryRace = true;
  constructor() {
    super('The open queue entry of this item was created concurrently');
  }
}

/** Checked by a marker, not instanceof: the error crosses Go's transaction on its way back. */
function isQueueEntryRace(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { queueEntryRace?: unknown }).queueEntryRace === true;
}

/** The item's open queue entry, or null. */
export function openCaseOf(app: PbApp, collection: string, id: string): PbRecord | null {
  return firstOrNull(app, MODERATION_CASES, 'targetCollection = {:collection} && targetId = {:id} && status = "open"', {
    collection,
    id,
  });
}

/**
 * The item's open queue entry, created when there is none: source notice, the item's owner,
 * label and path, and the snapshot of the item as it is now (what the moderator judges, even if
 * the owner edits it later). Runs inside the notice's transaction.
 */
export function openCaseFor(app: PbApp, target: ModerationTarget): PbRecord {
  const existing = openCaseOf(app, target.collection, target.record.id);
  if (existing) return existing;
  const entry = new Record(app.findCollectionByNameOrId(MODERATION_CASES));
  entry.set('kind', target.kind);
  entry.set('targetCollection', target.collection);
  entry.set('targetId', target.record.id);
  entry.set('targetOwner', target.ownerId);
  entry.set('targetLabel', target.label.slice(0, 200));
  entry.set('targetPath', target.path);
  entry.set('status', 'open');
  entry.set('source', 'notice');
  entry.set('noticeCount', 0);
  entry.set('reasons', {});
  entry.set('snapshot', target.snapshot);
  try {
    app.save(entry);
  } catch (error) {
    if (isUniqueViolation(error)) throw new QueueEntryRace();
    throw error;
  }
  return entry;
}

interface ReasonRow {
  reason: string;
  n: number;
  first: string;
  last: string;
}

/**
 * The entry's noticeCount, reasons ({ reason: n }) and first/last notice times counted again from
 * its confirmed notices (never incremented, so concurrent notices cannot make them drift).
 */
export function recountCase(app: PbApp, entry: PbRecord): void {
  const rows = arrayOf(new DynamicModel({ reason: '', n: 0, first: '', last: '' }));
  app
    .db()
    .newQuery(
      `SELECT reason, COUNT(*) AS n, MIN(confirmedAt) AS first, MAX(confirmedAt) AS last
       FROM ${MODERATION_NOTICES} WHERE [[case]] = {:case} AND status != 'unconfirmed' GROUP BY reason`,
    )
    .bind({ case: entry.id })
    .all(rows);
  const reasons: Record<string, number> = {};
  let total = 0;
  let first = '';
  let last = '';
  for (const row of rows as unknown as ReasonRow[]) {
    const n = Number(row.n);
    reasons[row.reason] = n;
    total += n;
    if (row.first && (!first || row.first < first)) first = row.first;
    if (row.last && row.last > last) last = row.last;
  }
  entry.set('noticeCount', total);
  entry.set('reasons', reasons);
  if (first) entry.set('firstNoticeAt', first);
  if (last) entry.set('lastNoticeAt', last);
  app.save(entry);
}

/** Runs a notice's change again when it lost the race to create the item's queue entry. */
export function retryingQueueRace<T>(change: () => T, attempts = 5): T {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return change();
    } catch (error) {
      if (!isQueueEntryRace(error) || attempt >= attempts) throw error;
    }
  }
}
