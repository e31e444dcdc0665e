import {
  CONSOLE_TRANSPARENCY_TEXTS as T,
  addDays,
  countDaysInclusive,
  isIsoDate,
  lisbonIsoDate,
  MODERATION_MESSAGES,
  toLisbonParts,
} from '@partilha/domain';
import { lisbonMonth, type DayRange } from '../overview/overview-ranges';

/** The periods offered at once; `custom` takes the days from the hash. */
export const PERIOD_PRESETS = ['this-month', 'last-month', 'this-year', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export function periodPresetLabel(preset: PeriodPreset): string {
  const labels: Record<PeriodPreset, string> = {
    'this-month': T.thisMonth,
    'last-month': T.lastMonth,
    'this-year': T.thisYear,
    custom: T.custom,
  };
  return labels[preset];
}

export const DEFAULT_PERIOD_PRESET: PeriodPreset = 'this-month';

/** The longest period the server reports on at once (docs/moderation-api.md). */
export const MAX_PERIOD_DAYS = 366;

/** A preset's Lisbon days for the day `now` falls on (custom has none of its own). */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, now: Date): DayRange {
  switch (preset) {
    case 'this-month':
      return lisbonMonth(now);
    case 'last-month': {
      const thisMonth = lisbonMonth(now);
      const lastDay = addDays(thisMonth.from, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    case 'this-year': {
      const { year } = toLisbonParts(now);
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    }
  }
}

export interface TransparencyPeriodChoice extends DayRange {
  preset: PeriodPreset;
  /** Why the custom days cannot be asked for (`MODERATION_MESSAGES.invalidPeriod`), else null. */
  problem: string | null;
}

function isPreset(value: unknown): value is PeriodPreset {
  return typeof value === 'string' && (PERIOD_PRESETS as readonly string[]).includes(value);
}

/** Whether the server would take these days: both real days, in order, at most a leap year long. */
export function periodProblem(range: DayRange): string | null {
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return MODERATION_MESSAGES.invalidPeriod;
  const days = countDaysInclusive(range.from, range.to);
  return days >= 1 && days <= MAX_PERIOD_DAYS ? null : MODERATION_MESSAGES.invalidPeriod;
}

/**
 * The period in the hash (`#/transparency?period=last-month`, or `period=custom&from&to`): a
 * preset's days follow today; a missing or unknown preset is this month.
 */
export function readTransparencyPeriod(params: Readonly<Record<string, string>>, now: Date): TransparencyPeriodChoice {
  const preset = isPreset(params.period) ? params.period : DEFAULT_PERIOD_PRESET;
  if (preset !== 'custom') return { preset, ...presetRange(preset, now), problem: null };
  const today = lisbonIsoDate(now);
  const range = { from: params.from ?? today, to: params.to ?? today };
  return { preset, ...range, problem: periodProblem(range) };
}

/** The hash for a chosen preset; a custom period starts from the days shown until then. */
export function presetParams(preset: PeriodPreset, shown: DayRange) {
  if (preset === 'custom') return { period: 'custom', from: shown.from, to: shown.to };
  return { period: preset === DEFAULT_PERIOD_PRESET ? undefined : preset, from: undefined, to: undefined };
}
