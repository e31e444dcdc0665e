import { z } from 'zod';
import { BOOKING_LIMITS } from '../booking/booking';
import { BOOKING_MESSAGES } from '../booking/booking-messages';
import { localized } from '../i18n/catalogue';

export const CANCELLATION_REASON_LABELS_EN = {
  'plans-changed': 'Plans changed',
  'found-alternative': 'Found alternative',
  emergency: 'Emergency situation',
  'item-not-needed': 'Item no longer needed',
  'service-not-required': 'Service no longer required',
  other: 'Other',
} as const;
type ReasonKey = keyof typeof CANCELLATION_REASON_LABELS_EN;

/**
 * The reasons' labels in the active language. The stored cancellationReason keeps the English
 * label (the server writes it), and the apps show it through translateText.
 */
export const CANCELLATION_REASON_LABELS = /* @__PURE__ */ localized(
  'cancellation.reason',
  CANCELLATION_REASON_LABELS_EN,
);

function reason<V extends ReasonKey>(value: V): { readonly value: V; readonly label: string } {
  return {
    value,
    get label() {
      return CANCELLATION_REASON_LABELS[value];
    },
  };
}

/** Reasons offered by the Cancel Booking dialog (spec 001 §5); labels read in the active language. */
export const CANCELLATION_REASONS = [
  reason('plans-changed'),
  reason('found-alternative'),
  reason('emergency'),
  reason('item-not-needed'),
  reason('service-not-required'),
  reason('other'),
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
  return known ? CANCELLATION_REASON_LABELS_EN[known.value] : form.reason.trim();
}
