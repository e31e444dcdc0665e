import type { BookingStatus } from './booking';
import { BOOKING_MESSAGES } from './booking-messages';
import { BOOKING_ACTIONS, isBookingActor, permissionDeniedMessage, type BookingActor } from './booking-roles';

/** Details can be edited only while the booking is pending or negotiating (spec 001 §4). */
export const DETAILS_EDITABLE_STATUSES: readonly BookingStatus[] = ['pending', 'negotiating'];

/** Saving details moves the booking to this status. */
export const STATUS_AFTER_DETAILS_EDIT: BookingStatus = 'negotiating';

export function canEditBookingDetails(status: BookingStatus): boolean {
  return DETAILS_EDITABLE_STATUSES.includes(status);
}

/** null when `actor` may edit the details of a booking in `status`, else the spec's error text. */
export function checkBookingDetailsEdit(status: BookingStatus, actor: string | null | undefined): string | null {
  if (!isBookingActor(actor)) return permissionDeniedMessage(BOOKING_ACTIONS.updateDetails, actor);
  if (!canEditBookingDetails(status)) return BOOKING_MESSAGES.detailsNotEditable;
  return null;
}

/** Only the owner may override the price; for the renter it is read-only (spec 001 §4). */
export function canOverrideBookingPrice(actor: BookingActor | null | undefined): boolean {
  return actor === 'owner';
}
