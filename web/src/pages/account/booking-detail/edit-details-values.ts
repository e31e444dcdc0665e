import type { BookingDetailsChange } from '@partilha/data';
import {
  BOOKING_LIMITS,
  countDaysInclusive,
  estimateBookingTotal,
  expandDateRange,
  type Booking,
  type ListingType,
} from '@partilha/domain';

/** The Edit Booking Details dialog's fields (spec 001 §2, §5). Dates are "YYYY-MM-DD". */
export interface EditDetailsValues {
  startDate: string;
  endDate: string;
  hoursPerDay: number;
  totalPrice: number;
  notes: string;
  /**
   * How many days the booking holds (its selected days, which may have gaps) while the dates are
   * unchanged: the server prices those, not every day from start to end (docs/adr/0011).
   */
  dayCount: number;
}

const dayOf = (stamp: string) => stamp.slice(0, 10);

/** The dialog opens on the booking as it is; hours default to 1 when the booking has none. */
export function initialEditValues(booking: Booking): EditDetailsValues {
  return {
    startDate: dayOf(booking.startDate),
    endDate: dayOf(booking.endDate || booking.startDate),
    hoursPerDay: booking.hoursPerDay > 0 ? booking.hoursPerDay : BOOKING_LIMITS.defaultHoursPerDay,
    totalPrice: booking.totalPrice,
    notes: booking.notes,
    dayCount: booking.selectedDates.length || countDaysInclusive(dayOf(booking.startDate), dayOf(booking.endDate)),
  };
}

function datesChanged(initial: EditDetailsValues, values: EditDetailsValues): boolean {
  return values.startDate !== initial.startDate || values.endDate !== initial.endDate;
}

/**
 * The total the dialog shows. Unchanged dates and hours keep the booking's total; a change is
 * priced the way the server prices it (the listing's price × days, × hours for a service). An
 * owner who typed a price sees theirs. Without the listing the stored total stays.
 */
export function shownTotal(
  initial: EditDetailsValues,
  values: EditDetailsValues,
  listing: { type: ListingType; price: number } | null,
  ownerPrice: number | null,
): number {
  if (ownerPrice !== null) return ownerPrice;
  if (!listing) return initial.totalPrice;
  if (!datesChanged(initial, values) && values.hoursPerDay === initial.hoursPerDay) return initial.totalPrice;
  return estimateBookingTotal({
    listingType: listing.type,
    price: listing.price,
    days: datesChanged(initial, values) ? countDaysInclusive(values.startDate, values.endDate) : initial.dayCount,
    hoursPerDay: values.hoursPerDay,
  });
}

/**
 * What the dialog sends: only what changed, so an edit of the notes keeps days that were chosen
 * one by one. New dates become every day from start to end. The price goes only when the owner
 * set it; otherwise the server prices the change.
 */
export function editDetailsChange(
  initial: EditDetailsValues,
  values: EditDetailsValues,
  ownerPrice: number | null,
): BookingDetailsChange {
  const change: BookingDetailsChange = {};
  if (datesChanged(initial, values)) {
    change.startDate = values.startDate;
    change.endDate = values.endDate;
    change.selectedDates = expandDateRange(values.startDate, values.endDate);
  }
  if (values.hoursPerDay !== initial.hoursPerDay) change.hoursPerDay = values.hoursPerDay;
  if (values.notes !== initial.notes) change.notes = values.notes;
  if (ownerPrice !== null) change.totalPrice = ownerPrice;
  return change;
}
