import type { ModerationCase } from '@partilha/data';
import {
  CONSOLE_MODERATION_TEXTS as T,
  DECISION_TYPE_LABELS,
  NOTICE_REASON_LABELS,
  type NoticeReason,
} from '@partilha/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, short enough for a table cell: "just now", "12 min", "5 h", "3 d". */
export function ageText(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (!iso || Number.isNaN(at)) return '—';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return T.justNow;
  if (elapsed < HOUR) return T.minutes(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return T.hours(Math.floor(elapsed / HOUR));
  return T.days(Math.floor(elapsed / DAY));
}

const reasonLabel = (reason: string) => NOTICE_REASON_LABELS[reason as NoticeReason] ?? reason;

/** The reasons of an entry's notices, most frequent first: [["Spam", 2], ["Other", 1]]. */
export function reasonCounts(reasons: Readonly<Record<string, number>>): Array<[string, number]> {
  return Object.entries(reasons)
    .filter(([, n]) => n > 0)
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .map(([reason, n]) => [reasonLabel(reason), n]);
}

/** "Spam (2), Other" — the count only where there is more than one. */
export function reasonsText(reasons: Readonly<Record<string, number>>): string {
  return reasonCounts(reasons)
    .map(([label, n]) => (n > 1 ? `${label} (${n})` : label))
    .join(', ');
}

export type CaseState = 'open' | 'pending' | 'decided';

/** Where an entry stands: open, a decision waiting out its undo window, or decided. */
export function caseStateOf(entry: Pick<ModerationCase, 'status' | 'decision'>): CaseState {
  if (entry.status === 'closed') return 'decided';
  return entry.decision?.status === 'pending' ? 'pending' : 'open';
}

/** The state in words: "Open", "Pending: Suspend the listing", "Decided: No action". */
export function caseStateText(entry: Pick<ModerationCase, 'status' | 'decision'>): string {
  const state = caseStateOf(entry);
  const decision = entry.decision ? DECISION_TYPE_LABELS[entry.decision.type] : '';
  if (state === 'pending') return T.pendingDecision(decision);
  if (state === 'decided') return decision ? T.decidedDecision(decision) : T.decided;
  return T.open;
}
