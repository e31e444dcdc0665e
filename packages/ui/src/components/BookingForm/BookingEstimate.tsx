import {
  BOOKING_MESSAGES,
  estimateBookingTotal,
  formatEuros,
  PRICE_SUFFIXES,
  type ListingType,
} from '@partilha/domain';
import { cls } from '../../classes';

export interface BookingEstimateProps {
  listingType: ListingType;
  price: number | null | undefined;
  days: number;
  hoursPerDay: number;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The estimated total in euros (spec 001 §2) and how it is made: "€25/hr × 3 days × 4 hours" for
 * a service, "€12.50/day × 3 days" for equipment (the per-day price does not multiply by hours).
 * The price rule is the domain's `estimateBookingTotal`, the one the server charges.
 */
export function BookingEstimate({ listingType, price, days, hoursPerDay }: BookingEstimateProps) {
  const total = estimateBookingTotal({ listingType, price, days, hoursPerDay });
  const parts = [`${formatEuros(price)}${PRICE_SUFFIXES[listingType]}`, plural(days, 'day', 'days')];
  if (listingType === 'service') parts.push(plural(hoursPerDay, 'hour', 'hours'));
  return (
    <div className={cls('booking-estimate')}>
      <div className={cls('booking-estimate-row')}>
        <span className={cls('booking-estimate-label')}>Estimated total</span>
        <span className={cls('booking-estimate-total')}>{formatEuros(total)}</span>
      </div>
      <p className={cls('booking-estimate-formula')}>{parts.join(' × ')}</p>
      <p className={cls('booking-estimate-note')}>{BOOKING_MESSAGES.paymentNote}</p>
    </div>
  );
}
