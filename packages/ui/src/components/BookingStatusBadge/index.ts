export { BookingStatusBadge, type BookingStatusBadgeProps } from './BookingStatusBadge';
