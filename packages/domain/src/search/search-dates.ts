import { compareIsoDates, countDaysInclusive, isIsoDate, type IsoDate } from '../time/calendar-date';
import { SEARCH_MESSAGES } from './search-messages';

/** "Free on these dates" covers at most this many days, both ends included. */
export const SEARCH_DATES_MAX_DAYS = 90;

/**
 * What is wrong with a "free on these dates" range, or null when it is fine or not asked for
 * (both ends empty). `today` is the marketplace's calendar day (Europe/Lisbon), a parameter.
 */
export function searchDatesProblem(from: string, to: string, today: IsoDate): string | null {
  if (from === '' && to === '') return null;
  if (from === '' || to === '') return SEARCH_MESSAGES.datesBoth;
  if (!isIsoDate(from) || !isIsoDate(to)) return SEARCH_MESSAGES.datesFormat;
  if (compareIsoDates(to, from) < 0) return SEARCH_MESSAGES.datesOrder;
  if (compareIsoDates(from, today) < 0) return SEARCH_MESSAGES.datesPast;
  if (countDaysInclusive(from, to) > SEARCH_DATES_MAX_DAYS) return SEARCH_MESSAGES.datesTooLong;
  return null;
}
