export { BookingForm, EMPTY_BOOKING_REQUEST, type BookingFormProps } from './BookingForm';
export { useDebouncedValue } from './use-debounced-value';
export { BookingCalendar, type BookingCalendarProps } from './BookingCalendar';
