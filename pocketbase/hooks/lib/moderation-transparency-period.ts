import { addDays, isIsoDate, MODERATION_MESSAGES } from '@partilha/domain';
import { badRequest } from './api-errors';
import type { QueryReader } from './console-query';
import { lisbonDaysBounds } from './console-reads-period';

/**
 * The period of the transparency figures: `from` and `to`, Lisbon calendar days, both inclusive
 * and both required, at most a leap year long. Anything else is 400 invalidPeriod: a report for
 * a period nobody chose must not be published.
 */

export const TRANSPARENCY_MAX_DAYS = 366;

export interface TransparencyPeriod {
  from: string;
  to: string;
  /** [start, end) as stored instants, comparable with PocketBase's date columns. */
  start: string;
  end: string;
}

export function transparencyPeriod(read: QueryReader): TransparencyPeriod {
  const from = (read('from') ?? '').trim();
  const to = (read('to') ?? '').trim();
  if (!isIsoDate(from) || !isIsoDate(to) || to < from || addDays(from, TRANSPARENCY_MAX_DAYS - 1) < to) {
    throw badRequest(MODERATION_MESSAGES.invalidPeriod);
  }
  return { from, to, ...lisbonDaysBounds({ from, to }) };
}
