import { localized } from '../i18n/catalogue';
import { AUDIT_LIMITS } from './audit-actions';

/** Every text the operator console and its server routes say, in one place. */
export const CONSOLE_MESSAGES_EN = {
  noAccess: 'This account has no access to the operator console.',
  operatorsOnly: 'Only operators can do this.',
  signInRequired: 'Please sign in to the operator console.',
  reasonRequired: 'Please give a reason for this action.',
  reasonTooShort: `The reason must be at least ${AUDIT_LIMITS.reasonMin} characters.`,
  reasonTooLong: `The reason cannot exceed ${AUDIT_LIMITS.reasonMax} characters.`,
  invalidRole: 'Please choose a valid role.',
  ownRole: 'You cannot change your own role.',
  lastOperator: 'Partilha needs at least one operator: this is the last one.',
  ownSuspension: 'You cannot suspend your own account.',
  staffSuspension: 'Change this account to a member before suspending it.',
  notFound: "The requested resource wasn't found.",
  invalidQuery: 'Some filters are not valid. Please check them and try again.',
  invalidStatus: 'Please choose a valid status.',
  subscriptionsExported: 'Subscriptions exported successfully',
  subscriptionsExportFailed: 'Failed to export subscriptions',
  bookingsExported: 'Bookings exported successfully',
  bookingsExportFailed: 'Failed to export bookings',
  auditExported: 'Audit log exported successfully',
  auditExportFailed: 'Failed to export the audit log',
  connectionLost: 'Connection to the server lost. Changes will appear again when it is back.',
  accountSuspended: 'This account is suspended',
  listingUnavailable: 'This listing is unavailable.',
  writeToTeam: 'Write to the Partilha team if you think this is a mistake.',
} as const;

export const CONSOLE_MESSAGES = /* @__PURE__ */ localized('console', CONSOLE_MESSAGES_EN);

/** The sign-in refusal a suspended member reads, with the reason the operator gave. */
export function suspendedAccountMessage(reason: string): string {
  const why = reason.trim();
  return why
    ? `${CONSOLE_MESSAGES.accountSuspended}: ${why}. ${CONSOLE_MESSAGES.writeToTeam}`
    : `${CONSOLE_MESSAGES.accountSuspended}. ${CONSOLE_MESSAGES.writeToTeam}`;
}

/** A reason as every console action takes it: trimmed, 3 to 500 characters; `null` when fine. */
export function reasonProblem(reason: unknown): string | null {
  if (typeof reason !== 'string' || reason.trim() === '') return CONSOLE_MESSAGES.reasonRequired;
  const length = reason.trim().length;
  if (length < AUDIT_LIMITS.reasonMin) return CONSOLE_MESSAGES.reasonTooShort;
  if (length > AUDIT_LIMITS.reasonMax) return CONSOLE_MESSAGES.reasonTooLong;
  return null;
}
