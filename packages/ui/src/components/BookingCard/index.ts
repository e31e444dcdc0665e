export {
  BookingCard,
  type BookingCardListingProblem,
  type BookingCardParty,
  type BookingCardProps,
} from './BookingCard';
export { hoursPerDayText } from './hours-per-day-text';
