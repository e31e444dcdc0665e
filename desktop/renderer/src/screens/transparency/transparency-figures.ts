import {
  CONSOLE_TRANSPARENCY_TEXTS as T,
  DECISION_GROUND_LABELS,
  DECISION_GROUNDS,
  DECISION_SOURCES,
  DECISION_TYPE_LABELS,
  DECISION_TYPES,
  NOTICE_REASON_LABELS,
  NOTICE_REASONS,
  NOTICE_TARGET_KINDS,
  NOTICE_TARGET_LABELS,
} from '@partilha/domain';

/** One line of a breakdown table: what was counted, how many, and its share of the total. */
export interface BreakdownRow {
  key: string;
  label: string;
  count: number;
  /** "25%", or "—" when the total is 0. */
  share: string;
}

/** How notices ended, in the words of the report. */
export function noticeOutcomeLabels(): Record<string, string> {
  return { open: T.awaitingDecision, no_action: T.noActionTaken, restricted: T.restrictionApplied };
}

/** Where a decided entry came from (EU `source_type`). */
export function decisionSourceLabels(): Record<string, string> {
  return { notice: T.aNotice, own_initiative: T.ownInitiative };
}

/** The grounds a decision rests on; a "no action" decision rests on none. */
export function groundLabels(): Record<string, string> {
  return { ...DECISION_GROUND_LABELS, none: T.noGround };
}

const labelsOf = (keys: readonly string[], labels: Readonly<Record<string, string>>) =>
  keys.map((key) => [key, labels[key] ?? key] as const);

/** Each breakdown's rows in the domain's order, with its words (read in the active language). */
export const BREAKDOWNS = {
  get noticeReason() {
    return labelsOf(NOTICE_REASONS, NOTICE_REASON_LABELS);
  },
  get noticeKind() {
    return labelsOf(NOTICE_TARGET_KINDS, NOTICE_TARGET_LABELS);
  },
  get noticeOutcome() {
    return labelsOf(['open', 'no_action', 'restricted'], noticeOutcomeLabels());
  },
  get decisionType() {
    return labelsOf(DECISION_TYPES, DECISION_TYPE_LABELS);
  },
  get decisionGround() {
    return labelsOf([...DECISION_GROUNDS, 'none'], groundLabels());
  },
  get decisionSource() {
    return labelsOf(DECISION_SOURCES, decisionSourceLabels());
  },
};

/** A whole number as the console writes figures: "1,234". */
export function formatCount(value: number): string {
  return T.number(value, 0);
}

/** A share of a total, rounded to whole percent ("33%"); a share of nothing is "—". */
export function formatShare(count: number, total: number): string {
  if (total <= 0) return '—';
  return `${Math.round((count / total) * 100)}%`;
}

/**
 * A breakdown's rows: every known key in its order (zeros included, so a report always has the
 * same lines), then any key a newer server counts that the console does not know yet, by name.
 */
export function breakdownRows(
  counts: Readonly<Record<string, number>>,
  known: ReadonlyArray<readonly [string, string]>,
): BreakdownRow[] {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const keys = new Set(known.map(([key]) => key));
  const extra = Object.keys(counts)
    .filter((key) => !keys.has(key))
    .map((key) => [key, key.replace(/_/g, ' ')] as const);
  return [...known, ...extra].map(([key, label]) => {
    const count = counts[key] ?? 0;
    return { key, label, count, share: formatShare(count, total) };
  });
}

/**
 * The median time from a first notice to its decision in words: minutes under an hour, hours
 * (one decimal) under two days, days beyond; "—" when nothing was decided in the period.
 */
export function formatMedianHours(hours: number | null): string {
  if (hours === null || !Number.isFinite(hours)) return '—';
  const oneDecimal = (value: number) => T.number(value, 1);
  if (hours < 1) return T.minutes(Math.max(0, Math.round(hours * 60)));
  if (hours < 48) return T.hours(oneDecimal(hours));
  return T.days(oneDecimal(hours / 24));
}
