import { localized } from '../i18n/catalogue';
import { LONG_MONTH_NAMES } from '../time/format-date';

const EN_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The words of the booking screens the spec leaves unworded: My Bookings, the booking page and
 * its dialogs, the booking card, the request form and its calendar, the message thread.
 */
export const BOOKING_PAGE_MESSAGES_EN = {
  // My Bookings
  myBookings: 'My Bookings',
  signIn: 'Sign In',
  browseListings: 'Browse Listings',
  myListings: 'My Listings',
  loadingBookings: 'Loading bookings…',
  tryAgain: 'Try Again',

  // Booking card
  dates: 'Dates',
  hours: 'Hours',
  total: 'Total',
  requestedOn: 'Requested on',
  viewDetails: 'View Details',

  // Booking page
  booking: 'Booking',
  bookingTitle: (listingTitle: string) => `Booking: ${listingTitle}`,
  details: 'Details',
  messages: 'Messages',
  unreadCount: (count: number) => `, ${count} unread`,
  loadingBooking: 'Loading booking',
  listing: 'Listing',
  noImage: 'No image',
  people: 'People',
  bookingRequester: 'Booking requester',
  listingOwner: 'Listing owner',
  you: ' (you)',
  datesAndTimes: 'Dates and times',
  daysBooked: 'Days booked',
  hoursPerDay: 'Hours per day',
  lastUpdated: 'Last updated',
  priceDetails: 'Price details',
  price: 'Price',
  days: 'Days',
  calculation: 'Calculation',
  payment: 'Payment',
  paymentPending: 'Pending',
  paymentPaid: 'Paid',
  paymentRefunded: 'Refunded',
  notes: 'Notes',
  rejected: 'Rejected',
  youRejected: 'You rejected this request.',
  ownerRejected: 'The owner rejected this request.',
  expiredHeading: 'Request expired',
  expiresOn: (when: string) => `If you do not answer by ${when}, the request expires.`,
  youDidNotAnswer: 'You did not answer this request in time.',
  ownerDidNotAnswer: 'The owner did not answer this request in time.',
  reasonSuffix: (reason: string) => ` Reason: ${reason}`,
  cancelledHeading: 'Cancelled',
  cancelledBySomeone: 'Cancelled',
  youCancelled: 'You cancelled',
  ownerCancelled: 'The owner cancelled',
  renterCancelled: 'The renter cancelled',
  cancelledOn: (when: string) => ` on ${when}`,
  cancellationReasonSuffix: (reason: string) => ` Reason: ${reason}.`,
  wasLate: ' This was a late cancellation.',

  // Actions
  respondToRequest: 'Respond to this request',
  negotiatingPrompt: 'The details are being negotiated. Confirm when you agree, or reject the request.',
  waitingPrompt: 'This request is waiting for your answer.',
  editDetails: 'Edit Details',
  cancelBooking: 'Cancel Booking',
  goBack: 'Go back',
  rejectionReasonHelp: 'The renter will see this reason on the booking.',
  confirmApprovedTitle: 'Confirm this booking?',
  confirmApprovedBody: 'The renter is told straight away, and the booked dates are marked unavailable on your listing.',
  confirmRejectedTitle: 'Reject this booking request?',
  confirmRejectedBody: 'The renter is told, and the dates stay free for others.',
  confirmCompletedTitle: 'Mark this booking as completed?',
  confirmCompletedBody: 'Do this once the rental or service has taken place. The renter is told.',

  // Cancel dialog
  cancelDialogText:
    'The other party is told straight away. Cancelling less than 24 hours before the start is recorded as a late cancellation.',
  cancelReasonLabel: 'Reason for cancellation',
  selectReason: 'Select a reason',
  describeReason: 'Please describe the reason',

  // Edit dialog
  editTitle: 'Edit Booking Details',
  startDate: 'Start date',
  endDate: 'End date',
  totalPriceEuros: 'Total price (€)',
  ownerSetsPrice: 'You may set the price you agreed with the renter.',
  onlyOwnerPrice: (total: string) => `Only the owner can change the price. With these details: ${total}.`,
  additionalNotes: 'Additional notes',
  saveChanges: 'Save Changes',

  // Messages
  someone: 'Someone',
  youSender: 'You',
  messageLabel: 'Message',
  messagePlaceholder: 'Type your message...',
  sending: 'Sending...',
  send: 'Send',
  noMessages: 'No messages yet',
  loadingMessages: 'Loading messages',

  // Request form
  requestBooking: 'Request a booking',
  selectDates: 'Select dates',
  clearDates: 'Clear dates',
  optional: '(optional)',
  dateRange: 'Date range',
  singleDays: 'Single days',
  howToPick: 'How to pick days',
  singleHint: 'Click days to add or remove them.',
  rangeStartHint: (day: string) => `From ${day}: now click the last day.`,
  rangeHint: 'Click the first day, then the last day.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  dayUnavailable: 'unavailable',
  firstDayOfRange: 'first day of the range',
  estimatedTotal: 'Estimated total',
  /** The calendar's title: "May 2026" (month 1 to 12). */
  monthTitle: (month: number, year: number) => `${LONG_MONTH_NAMES[month - 1] ?? ''} ${year}`,
  /** Weekday names, Monday = 0 … Sunday = 6. */
  weekdayName: (index: number) => EN_WEEKDAYS[index] ?? '',
  /** The calendar's column heads: "Mo" … "Su". */
  weekdayShort: (index: number) => (EN_WEEKDAYS[index] ?? '').slice(0, 2),
} as const;

export const BOOKING_PAGE_MESSAGES = /* @__PURE__ */ localized('booking.page', BOOKING_PAGE_MESSAGES_EN);
