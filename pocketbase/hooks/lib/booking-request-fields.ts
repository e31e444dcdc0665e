import {
  AMOUNT_MESSAGES,
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  bookingRequestFormSchema,
  checkEuroAmount,
} from '@partilha/domain';
import { badRequest } from './booking-api-errors';
import { BOOKING_ROUTE_MESSAGES } from './booking-route-messages';

/** The first message of a failed zod parse, as a 400. */
function refuseInvalid(result: { success: boolean; error?: { issues: readonly { message: string }[] } }): void {
  if (!result.success) throw badRequest(result.error?.issues[0]?.message ?? BOOKING_ROUTE_MESSAGES.invalidDates);
}

/** Hours per day of a request or an edit (the forms' rule: a number from 1 to 24); 8 when left out. */
export function requestedHoursPerDay(value: unknown): number {
  const hours = value === undefined || value === null ? BOOKING_LIMITS.defaultHoursPerDay : value;
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
