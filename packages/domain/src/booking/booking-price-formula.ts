import type { ListingType } from '../listing/listing-type';
import { formatEuros } from '../money/format-euros';
import { estimateBookingTotal } from './booking-price';

function count(amount: number, one: string, many: string): string {
  return `${amount} ${amount === 1 ? one : many}`;
}

/**
 * How a booking's price is made, as the booking form and the booking page show it: a service is
 * price × hours × days ("€18.50 × 2 h × 2 days = €74"), equipment price × days ("€12 × 3 days =
 * €36"), with the total of `estimateBookingTotal`, the rule the server charges.
 */
export function bookingPriceFormula(input: {
  listingType: ListingType;
  price: number | null | undefined;
  hoursPerDay: number;
  days: number;
}): string {
  const parts = [formatEuros(input.price)];
  if (input.listingType === 'service') parts.push(`${input.hoursPerDay} h`);
  parts.push(count(input.days, 'day', 'days'));
  return `${parts.join(' × ')} = ${formatEuros(estimateBookingTotal(input))}`;
}
