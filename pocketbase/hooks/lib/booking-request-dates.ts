import {
  BOOKING_MESSAGES,
  compareIsoDates,
  countDaysInclusive,
  dateSpan,
  expandDateRange,
  isIsoDate,
  parseIsoDate,
  toIsoDate,
} from '@partilha/domain';
import { badRequest } from './booking-api-errors';
import { plainList } from './booking-records';
import { BOOKING_ROUTE_MESSAGES } from './booking-route-messages';

/** Approval writes one row per day; a longer request is refused before anything is stored. */
export const MAX_BOOKING_SPAN_DAYS = 366;

export interface RequestedDates {
  /** The chosen days, sorted, without repeats ([] when none was given). */
  selectedDates: string[];
  /** First and last day ('' when missing). */
  startDate: string;
  endDate: string;
}

/** A day given as "YYYY-MM-DD" or as a stored timestamp; '' when absent; 400 when malformed. */
function dayOf(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const parsed = typeof value === 'string' ? parseIsoDate(value) : null;
  if (!parsed) throw badRequest(BOOKING_ROUTE_MESSAGES.invalidDates);
  return toIsoDate(parsed);
}

/**
 * The dates of a request body. `selectedDates` (the calendar's days) decide start and end;
 * without them, `startDate` and `endDate` stand for every day between them. Refuses malformed
 * days, an end before the start and spans over MAX_BOOKING_SPAN_DAYS.
 */
export function requestedDates(body: { [key: string]: unknown }): RequestedDates {
  const listed = plainList(body.selectedDates);
  let result: RequestedDates;
  if (listed.length > 0) {
    if (!listed.every(isIsoDate)) throw badRequest(BOOKING_ROUTE_MESSAGES.invalidDates);
    const selectedDates = Array.from(new Set(listed as string[])).sort(compareIsoDates);
    const span = dateSpan(selectedDates);
    result = { selectedDates, startDate: span?.startDate ?? '', endDate: span?.endDate ?? '' };
  } else {
    const startDate = dayOf(body.startDate);
    const endDate = dayOf(body.endDate);
    const bothGiven = startDate !== '' && endDate !== '';
    if (bothGiven && compareIsoDates(endDate, startDate) < 0) throw badRequest(BOOKING_MESSAGES.endDateAfterStart);
    const selectedDates =
      bothGiven && countDaysInclusive(startDate, endDate) <= MAX_BOOKING_SPAN_DAYS
        ? expandDateRange(startDate, endDate)
        : [];
    result = { selectedDates, startDate, endDate };
  }
  if (
    result.startDate &&
    result.endDate &&
    countDaysInclusive(result.startDate, result.endDate) > MAX_BOOKING_SPAN_DAYS
  ) {
    throw badRequest(BOOKING_ROUTE_MESSAGES.tooManyDays);
  }
  return result;
}
