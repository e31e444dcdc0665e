import { Tag } from '@blueprintjs/core';
import { BOOKING_STATUS_INTENTS, BOOKING_STATUS_LABELS, type BookingStatus } from '@partilha/domain';
import { cls } from '../../classes';

export interface BookingStatusBadgeProps {
  status: BookingStatus;
  /** `large` for the booking detail header. Defaults to the regular size. */
  size?: 'medium' | 'large';
  className?: string;
}

/**
 * A booking's status as a coloured tag (spec 001 §4): Pending, Negotiating, Confirmed (approved),
 * Rejected, Cancelled, Completed. Words and colours come from the domain, so the card, the detail
 * page and the operator console agree.
 */
export function BookingStatusBadge({ status, size = 'medium', className }: BookingStatusBadgeProps) {
  return (
    <Tag
      className={[cls('booking-status-badge'), cls(`booking-status-badge-${status}`), className]
        .filter(Boolean)
        .join(' ')}
      intent={BOOKING_STATUS_INTENTS[status]}
      size={size}
      round
    >
      {BOOKING_STATUS_LABELS[status]}
    </Tag>
  );
}
