import type { BookingStatus } from '@partilha/domain';
import { screenHref } from '../../routing/hash-route';
import type { DayRange } from './overview-ranges';

/**
 * Where the Overview's booking cards lead. Each filters the table on the same field and days the
 * server counts the figure on (docs/console-api.md, Overview), so the card and the table's total
 * agree: requests (`created`) this week, late cancellations (`cancelledAt`) this month. The
 * booking dates (`from`/`to`) would be another question: which bookings take place then.
 */
export function requestedBookingsHref(status: BookingStatus, week: DayRange): string {
  return screenHref('bookings', { status, requestedFrom: week.from, requestedTo: week.to });
}

export function lateCancellationsHref(month: DayRange): string {
  return screenHref('bookings', { late: 'true', cancelledFrom: month.from, cancelledTo: month.to });
}
