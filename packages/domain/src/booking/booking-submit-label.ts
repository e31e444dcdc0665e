import { BOOKING_MESSAGES } from './booking-messages';

export interface BookingFormState {
  isSending: boolean;
  isCheckingAvailability: boolean;
  hasUnavailableDates: boolean;
  selectedDateCount: number;
}

/** The request button's label, by priority (spec 001 §2). */
export function bookingSubmitLabel(state: BookingFormState): string {
  if (state.isSending) return BOOKING_MESSAGES.sendingRequest;
  if (state.isCheckingAvailability) return BOOKING_MESSAGES.checkingAvailability;
  if (state.hasUnavailableDates) return BOOKING_MESSAGES.someDatesUnavailable;
  if (state.selectedDateCount === 0) return BOOKING_MESSAGES.selectDatesToContinue;
  return BOOKING_MESSAGES.sendBookingRequest;
}

/** Disabled while sending, while checking, with conflicts, or with no date chosen. */
export function isBookingSubmitDisabled(state: BookingFormState): boolean {
  return state.isSending || state.isCheckingAvailability || state.hasUnavailableDates || state.selectedDateCount === 0;
}
