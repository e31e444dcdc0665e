import { z } from 'zod';
import { BOOKING_LIMITS } from '../booking/booking';
import { BOOKING_MESSAGES } from '../booking/booking-messages';

/** Reasons offered by the Cancel Booking dialog (spec 001 §5). */
export const CANCELLATION_REASONS = [
  { value: 'plans-changed', label: 'Plans changed' },
  { value: 'found-alternative', label: 'Found alternative' },
  { value: 'emergency', label: 'Emergency situation' },
  { value: 'item-not-needed', label: 'Item no longer needed' },
  { value: 'service-not-required', label: 'Service no longer required' },
  { value: 'other', label: 'Other' },
] as const;
export type CancellationReasonValue = (typeof CANCELLATION_REASONS)[number]['value'];
export const OTHER_CANCELLATION_REASON: CancellationReasonValue = 'other';

/** Reason is required; with "Other" the free text must not be blank. */
export const cancellationFormSchema = z
  .object({
    reason: z.string().trim().min(1, BOOKING_MESSAGES.reasonRequired),
    otherReason: z.string().max(BOOKING_LIMITS.cancellationReasonMax).default(''),
  })
  .refine((values) => values.reason !== OTHER_CANCELLATION_REASON || values.otherReason.trim() !== '', {
    message: BOOKING_MESSAGES.otherReasonRequired,
    path: ['otherReason'],
  });
export type CancellationForm = z.infer<typeof cancellationFormSchema>;

/** The text stored as cancellationReason: the free text for "Other", else the reason's label. */
export function cancellationReasonText(form: { reason: string; otherReason?: string }): string {
  if (form.reason === OTHER_CANCELLATION_REASON) return (form.otherReason ?? '').trim();
  const known = CANCELLATION_REASONS.find((option) => option.value === form.reason);
  return known ? known.label : form.reason.trim();
}
