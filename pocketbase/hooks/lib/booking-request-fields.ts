import {
  AMOUNT_MESSAGES,
  BOOKING_MESSAGES,
  bookingHoursPerDay,
  bookingRequestFormSchema,
  checkEuroAmount,
  rejectionReasonProblem,
  type ListingType,
} from '@partilha/domain';
import { badRequest } from './booking-api-errors';
import { BOOKING_ROUTE_MESSAGES } from './booking-route-messages';

/** The first message of a failed zod parse, as a 400. */
function refuseInvalid(result: { success: boolean; error?: { issues: readonly { message: string }[] } }): void {
  if (!result.success) throw badRequest(result.error?.issues[0]?.message ?? BOOKING_ROUTE_MESSAGES.invalidDates);
}

/**
 * Hours per day of a request or an edit. A service: the forms' rule, a number from 1 to 24, and 1
 * when left out. Equipment is priced per day and has no hours: 0, whatever was sent (a value sent
 * for equipment is ignored, not checked, so a client that always sends its hours field still works).
 */
export function requestedHoursPerDay(value: unknown, listingType: ListingType): number {
  if (listingType === 'equipment') return bookingHoursPerDay('equipment', null);
  const hours = value === undefined || value === null ? bookingHoursPerDay('service', null) : value;
  refuseInvalid(bookingRequestFormSchema.shape.hoursPerDay.safeParse(hours));
  return hours as number;
}

/** Notes of a request or an edit: text up to 500 characters; '' when left out. */
export function requestedNotes(value: unknown): string {
  const notes = value === undefined || value === null ? '' : value;
  refuseInvalid(bookingRequestFormSchema.shape.notes.safeParse(notes));
  return (notes as string).trim();
}

/**
 * A price the owner sets in the edit dialog: a JSON number, 0 or more, in whole cents, stored as
 * sent. Text ("18,50", "1.234") and fractions of cents are refused, never read or rounded into
 * another amount (issue 17).
 */
export function ownerPrice(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(BOOKING_ROUTE_MESSAGES.invalidTotalPrice);
  const refusal = checkEuroAmount(value);
  if (refusal === 'negative') throw badRequest(BOOKING_MESSAGES.totalPriceMin);
  if (refusal) throw badRequest(AMOUNT_MESSAGES[refusal]);
  return value;
}

/**
 * The owner's reason for rejecting, sent with `{ status: 'rejected', reason? }`: optional text,
 * trimmed, at most 500 characters; '' when left out. A reason with any other status is refused,
 * so a client never believes it stored one.
 */
export function requestedRejectionReason(value: unknown, status: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(BOOKING_ROUTE_MESSAGES.rejectionReasonNotText);
  const reason = value.trim();
  if (reason === '') return '';
  if (status !== 'rejected') throw badRequest(BOOKING_ROUTE_MESSAGES.reasonOnlyWhenRejecting);
  const problem = rejectionReasonProblem(reason);
  if (problem) throw badRequest(problem);
  return reason;
}
