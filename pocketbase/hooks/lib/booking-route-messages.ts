/**
 * Texts of refusals only the booking routes give: the website never offers these requests, so
 * the spec has no words for them. The spec's own texts come from @partilha/domain.
 */
export const BOOKING_ROUTE_MESSAGES = {
  ownListing: 'You cannot book your own listing',
  invalidDates: 'Dates must be in YYYY-MM-DD format',
  tooManyDays: 'A booking can cover at most 366 days',
  reasonTooLong: 'Cancellation reason cannot exceed 500 characters',
  invalidTotalPrice: 'Total price must be a number',
  rejectionReasonNotText: 'Rejection reason must be text',
  reasonOnlyWhenRejecting: 'A reason can only be given when rejecting a booking',
} as const;
