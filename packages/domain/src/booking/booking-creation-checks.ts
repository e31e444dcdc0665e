/** The fields a booking request must carry (spec 001 §5), in the order they are checked. */
export const BOOKING_REQUIRED_FIELDS = [
  'listingId',
  'renterId',
  'ownerId',
  'startDate',
  'endDate',
  'totalPrice',
] as const;
export type BookingRequiredField = (typeof BOOKING_REQUIRED_FIELDS)[number];

export type BookingCreationInput = Partial<Record<BookingRequiredField, string | number | null | undefined>>;

/** "<field> is required". */
export function requiredFieldMessage(field: string): string {
  return `${field} is required`;
}

/**
 * The first missing field's message, or null when all are present. Empty text counts as
 * missing, and so does a totalPrice of zero (the spec's falsy check).
 */
export function checkBookingCreationFields(input: BookingCreationInput): string | null {
  for (const field of BOOKING_REQUIRED_FIELDS) {
    const value = input[field];
    const missing =
      value === null ||
      value === undefined ||
      (typeof value === 'string' && value.trim() === '') ||
      (typeof value === 'number' && (value === 0 || Number.isNaN(value)));
    if (missing) return requiredFieldMessage(field);
  }
  return null;
}
