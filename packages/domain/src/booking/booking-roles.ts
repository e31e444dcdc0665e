import { localized } from '../i18n/catalogue';

/** The two parties of a booking (spec 001 §1). */
export const BOOKING_ACTORS = ['owner', 'renter'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

export const BOOKING_ACTOR_LABELS_EN: Readonly<Record<BookingActor, string>> = {
  owner: 'Listing owner',
  renter: 'Booking requester',
};
export const BOOKING_ACTOR_LABELS: Readonly<Record<BookingActor, string>> = /* @__PURE__ */ localized(
  'booking.actor',
  BOOKING_ACTOR_LABELS_EN,
);

export function isBookingActor(value: unknown): value is BookingActor {
  return value === 'owner' || value === 'renter';
}

/**
 * A user's part in a booking, checked against its owner and renter (spec 001 §6); null for
 * anyone else. The owner check comes first.
 */
export function resolveBookingRole(
  booking: { owner: string; renter: string },
  userId: string | null | undefined,
): BookingActor | null {
  if (!userId) return null;
  if (booking.owner === userId) return 'owner';
  if (booking.renter === userId) return 'renter';
  return null;
}

export function otherParty(actor: BookingActor): BookingActor {
  return actor === 'owner' ? 'renter' : 'owner';
}

/** The <action> of "Permission denied: Only the owner or renter can <action>". */
export const BOOKING_ACTIONS = {
  updateStatus: 'update this booking',
  updateDetails: 'update booking details',
  cancel: 'cancel this booking',
} as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[keyof typeof BOOKING_ACTIONS];

/** "Permission denied: Only the owner or renter can cancel this booking. Your role: none". */
export function permissionDeniedMessage(action: string, role: string | null | undefined): string {
  return `Permission denied: Only the owner or renter can ${action}. Your role: ${role || 'none'}`;
}
