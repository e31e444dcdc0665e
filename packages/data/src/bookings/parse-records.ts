import { bookingMessageSchema, bookingSchema, notificationSchema } from '@partilha/domain';
import { recordParser } from '../collections/record-parser';

/** Records of the booking collections as the domain types. */
export const parseBooking = recordParser('bookings', bookingSchema);
export const parseBookingMessage = recordParser('booking_messages', bookingMessageSchema);
export const parseNotification = recordParser('notifications', notificationSchema);
