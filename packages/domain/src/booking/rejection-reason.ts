import { BOOKING_LIMITS } from './booking';
import { BOOKING_MESSAGES } from './booking-messages';

/**
 * The owner's optional reason for rejecting a request, as the renter will read it: empty is fine,
 * at most 500 characters once trimmed. `null` when fine, else the message to show.
 */
export function rejectionReasonProblem(reason: string): string | null {
  return reason.trim().length > BOOKING_LIMITS.rejectionReasonMax ? BOOKING_MESSAGES.rejectionReasonTooLong : null;
}
