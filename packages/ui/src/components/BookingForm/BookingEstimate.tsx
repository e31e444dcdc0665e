import {
  BOOKING_MESSAGES,
  bookingPriceFormula,
  estimateBookingTotal,
  formatEuros,
  type ListingType,
  BOOKING_PAGE_MESSAGES,
} from '@partilha/domain';
import { cls } from '../../classes';

export interface BookingEstimateProps {
  listingType: ListingType;
  price: number | null | undefined;
  days: number;
  /** Hours per day of a service; equipment is priced per day and ignores it. */
  hoursPerDay: number;
}

/**
 * The estimated total in euros (spec 001 §2) and how it is made: "€18.50 × 2 h × 2 days = €74"
 * for a service, "€12 × 3 days = €36" for equipment — the domain's `bookingPriceFormula`, over
 * `estimateBookingTotal`, the rule the server charges.
 */
export function BookingEstimate({ listingType, price, days, hoursPerDay }: BookingEstimateProps) {
  const total = estimateBookingTotal({ listingType, price, days, hoursPerDay });
  return (
    <div className={cls('booking-estimate')}>
      <div className={cls('booking-estimate-row')}>
        <span className={cls('booking-estimate-label')}>{BOOKING_PAGE_MESSAGES.estimatedTotal}</span>
        <span className={cls('booking-estimate-total')}>{formatEuros(total)}</span>
      </div>
      <p className={cls('booking-estimate-formula')}>
        {bookingPriceFormula({ listingType, price, hoursPerDay, days })}
      </p>
      <p className={cls('booking-estimate-note')}>{BOOKING_MESSAGES.paymentNote}</p>
    </div>
  );
}
