import { localized } from '../i18n/catalogue';

/**
 * What the audit log records. Each action belongs to a category: moderators may read the
 * `moderation` entries, operators read everything.
 */
export const AUDIT_ACTIONS = {
  'member.role': 'administration',
  'member.verify': 'administration',
  'member.unverify': 'administration',
  'member.suspend': 'moderation',
  'member.reinstate': 'moderation',
  'listing.suspend': 'moderation',
  'listing.restore': 'moderation',
  'subscription.status': 'administration',
  'subscriptions.export': 'administration',
  'bookings.export': 'administration',
  'audit.export': 'administration',
  'moderation.decision': 'moderation',
  'moderation.undo': 'moderation',
  'appeal.grant': 'moderation',
  'appeal.reject': 'moderation',
  'restriction.expire': 'moderation',
  'transparency.export': 'administration',
  'settings.bookingTimers': 'administration',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export type AuditCategory = (typeof AUDIT_ACTIONS)[AuditAction];
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];
export const AUDIT_CATEGORIES = ['moderation', 'administration'] as const;

export function auditCategoryOf(action: AuditAction): AuditCategory {
  return AUDIT_ACTIONS[action];
}

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(AUDIT_ACTIONS, value);
}

/** Labels the console shows for each action. */
export const AUDIT_ACTION_LABELS_EN: Record<AuditAction, string> = {
  'member.role': 'Role changed',
  'member.verify': 'Provider verified',
  'member.unverify': 'Verification revoked',
  'member.suspend': 'Member suspended',
  'member.reinstate': 'Member reinstated',
  'listing.suspend': 'Listing suspended',
  'listing.restore': 'Listing restored',
  'subscription.status': 'Subscription status changed',
  'subscriptions.export': 'Subscriptions exported',
  'bookings.export': 'Bookings exported',
  'audit.export': 'Audit log exported',
  'moderation.decision': 'Moderation decision',
  'moderation.undo': 'Moderation decision undone',
  'appeal.grant': 'Appeal granted',
  'appeal.reject': 'Appeal rejected',
  'restriction.expire': 'Account restriction ended',
  'transparency.export': 'Transparency report exported',
  'settings.bookingTimers': 'Booking reminder periods changed',
};
export const AUDIT_ACTION_LABELS = /* @__PURE__ */ localized('console.auditActions', AUDIT_ACTION_LABELS_EN);

/** Limits of an action's reason, and of the short before/after kept with each entry. */
export const AUDIT_LIMITS = {
  reasonMin: 3,
  reasonMax: 500,
  summaryMax: 2000,
} as const;
