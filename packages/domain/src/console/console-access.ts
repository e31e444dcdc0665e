import type { UserRole } from '../profile/user';

/** Roles that may open the operator console at all. */
export const STAFF_ROLES = ['moderator', 'operator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(role: unknown): role is StaffRole {
  return role === 'moderator' || role === 'operator';
}

/**
 * Everything the console can do, named once. The server checks each route against this table
 * (through the hooks' domain bundle) and the console builds its navigation, buttons and command
 * palette from the same table, so the UI never offers what the server would refuse.
 */
export const CONSOLE_ACTIONS = [
  'overview.read',
  'subscriptions.read',
  'subscriptions.update',
  'subscriptions.export',
  'bookings.read',
  'bookings.export',
  'members.read',
  'members.readContact',
  'members.verify',
  'members.suspend',
  'members.changeRole',
  'listings.read',
  'listings.suspend',
  'audit.read',
  'audit.readAll',
  'audit.export',
  'moderation.read',
  'moderation.decide',
  'appeals.read',
  'appeals.decide',
  'transparency.read',
  'transparency.export',
  'settings.read',
  'settings.update',
] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];

/**
 * Moderators moderate (suspend and reinstate members and listings) and read bookings; they may not
 * read or export subscriptions, e-mail addresses or phone numbers (a notifier's included), export
 * anything, verify providers or change roles. They work the moderation and appeal queues and read
 * the transparency figures. They read only the moderation entries of the audit log.
 */
const MODERATOR_ACTIONS: ReadonlySet<ConsoleAction> = new Set<ConsoleAction>([
  'overview.read',
  'bookings.read',
  'members.read',
  'members.suspend',
  'listings.read',
  'listings.suspend',
  'audit.read',
  'moderation.read',
  'moderation.decide',
  'appeals.read',
  'appeals.decide',
  'transparency.read',
]);

/** The one access decision of the console: may someone of this role do this? */
export function consoleCan(role: UserRole | string | null | undefined, action: ConsoleAction): boolean {
  if (role === 'operator') return true;
  if (role === 'moderator') return MODERATOR_ACTIONS.has(action);
  return false;
}

/** Every action a role may take, in the table's order. */
export function consoleActionsOf(role: UserRole | string | null | undefined): ConsoleAction[] {
  return CONSOLE_ACTIONS.filter((action) => consoleCan(role, action));
}
