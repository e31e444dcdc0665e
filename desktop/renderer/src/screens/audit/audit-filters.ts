import type { AuditFilters } from '@partilha/data';
import {
  CONSOLE_RECORDS_TEXTS as T,
  AUDIT_ACTION_NAMES,
  auditCategoryOf,
  isAuditAction,
  isIsoDate,
  type AuditAction,
} from '@partilha/domain';

/** What an audit entry can be about, as the filter offers it. */
export function auditTargets(): ReadonlyArray<{ value: string; label: string }> {
  return [
    { value: 'users', label: T.members },
    { value: 'listings', label: T.listings },
    { value: 'subscriptions', label: T.subscriptions },
    { value: 'bookings', label: T.bookings },
    { value: 'audit_log', label: T.auditLog },
  ];
}

/** The actions a reader of the log may see: moderators only the moderation ones. */
export function visibleAuditActions(readsAll: boolean): AuditAction[] {
  return AUDIT_ACTION_NAMES.filter((action) => readsAll || auditCategoryOf(action) === 'moderation');
}

/** The Audit log filters in the hash; invalid values are dropped rather than sent. */
export function readAuditFilters(params: Readonly<Record<string, string>>): AuditFilters {
  return {
    action: isAuditAction(params.action) ? params.action : '',
    actor: params.actor ?? '',
    targetCollection: params.targetCollection ?? '',
    targetId: params.targetId ?? '',
    from: isIsoDate(params.from) ? params.from : '',
    to: isIsoDate(params.to) ? params.to : '',
    q: params.q ?? '',
  };
}

/** A before/after value as the drawer prints it: pretty JSON, or a dash for nothing. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}
