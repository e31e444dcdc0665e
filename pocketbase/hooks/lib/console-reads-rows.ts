/**
 * Plain values out of the JSON rows of the console's SQL reads (lib/console-query-sql.ts), and
 * the booking row, which only the read routes answer. The member, listing and subscription rows
 * are built from records by console-actions-rows.ts, shared with the write routes.
 */

export type RowFields = { readonly [field: string]: unknown };

export function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** SQLite gives booleans as 0/1 (as text '1' in the CSV exports' rows). */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

export function numberOf(value: unknown): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

export interface BookingItem {
  id: string;
  listingId: string;
  listingTitle: string;
  listingType: string;
  city: string;
  renter: { id: string; displayName: string };
  owner: { id: string; displayName: string };
  startDate: string;
  endDate: string;
  status: string;
  totalPrice: number;
  isLateCancellation: boolean;
  cancelledAt: string;
  created: string;
}

/** A booking row; `renterName`/`ownerName` are the parties' display names, `city` the listing's. */
export function bookingItem(fields: RowFields): BookingItem {
  return {
    id: text(fields.id),
    listingId: text(fields.listingId),
    listingTitle: text(fields.listingTitle),
    listingType: text(fields.listingType),
    city: text(fields.city),
    renter: { id: text(fields.renterId), displayName: text(fields.renterName) },
    owner: { id: text(fields.ownerId), displayName: text(fields.ownerName) },
    startDate: text(fields.startDate),
    endDate: text(fields.endDate),
    status: text(fields.status),
    totalPrice: numberOf(fields.totalPrice),
    isLateCancellation: flag(fields.isLateCancellation),
    cancelledAt: text(fields.cancelledAt),
    created: text(fields.created),
  };
}
