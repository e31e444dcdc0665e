/**
 * The columns of the console's CSV exports besides subscriptions (whose columns are the website's
 * SUBSCRIPTION_COLUMNS): the server writes them, the console names them in its help text.
 */
export const BOOKING_CSV_COLUMNS = [
  'Booking',
  'Listing',
  'Type',
  'City',
  'Renter',
  'Owner',
  'Start',
  'End',
  'Status',
  'Total (EUR)',
  'Late cancellation',
  'Requested',
] as const;

export const AUDIT_CSV_COLUMNS = [
  'When',
  'Actor',
  'Actor role',
  'Action',
  'Category',
  'Target collection',
  'Target id',
  'Target',
  'Reason',
  'IP',
] as const;

/** How a yes/no cell reads in the exports. */
export function csvYesNo(value: boolean): 'Yes' | 'No' {
  return value ? 'Yes' : 'No';
}
