import type { BookingActor } from '@partilha/domain';
import { findRecordOrNull, USERS } from './booking-records';
import { personNameOf } from './console-actions-rows';

const HISTORY = 'booking_status_history';

/** The note of a details edit, which moves the booking to negotiating. */
export const DETAILS_UPDATED_NOTE = 'Details updated';

export interface StatusChange {
  booking: PbRecord;
  /** '' for the request that creates the booking. */
  from: string;
  to: string;
  /** '' for the booking job. */
  actorId: string;
  actorRole: BookingActor | 'system';
  /** The cancellation reason, "Details updated", or ''. */
  note?: string;
}

/**
 * Appends one row to a booking's status history (docs/console-api.md). Call it with the
 * transaction's app of the change it records, so the booking and its history commit together;
 * the API cannot write these rows (hooks/audit-guards.pb.ts).
 */
export function appendStatusHistory(txApp: PbApp, change: StatusChange): void {
  const actor = findRecordOrNull(txApp, USERS, change.actorId);
  const row = new Record(txApp.findCachedCollectionByNameOrId(HISTORY));
  row.set('booking', change.booking.id);
  row.set('fromStatus', change.from);
  row.set('toStatus', change.to);
  row.set('actor', change.actorId);
  row.set('actorName', actor ? personNameOf(actor) : '');
  row.set('actorRole', change.actorRole);
  row.set('note', (change.note ?? '').slice(0, 500));
  txApp.save(row);
}
