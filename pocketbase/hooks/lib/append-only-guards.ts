import { forbidden } from './api-errors';
import { SERVER_MESSAGES } from './server-messages';

/**
 * The audit log and the booking status history are written by the server only, inside the
 * transaction of the change they record (appendAudit, appendStatusHistory). Their collection rules
 * are null, which still lets superusers through, so hooks/audit-guards.pb.ts refuses every API
 * write with these errors, superusers included, and refuses changing or deleting an audit entry at
 * the model level (the dashboard and any hook code included).
 */
export const AUDIT_LOG = 'audit_log';
export const BOOKING_STATUS_HISTORY = 'booking_status_history';

export function appendOnlyRefusal(collection: string): ForbiddenError {
  return forbidden(
    collection === AUDIT_LOG ? SERVER_MESSAGES.auditLogAppendOnly : SERVER_MESSAGES.bookingHistoryServerOnly,
  );
}
